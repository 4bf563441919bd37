/**
 * The gallery (container kind 'galeria'): her pictures' settings, their schema and limits, and how a
 * picture's thumbnail is named (docs/decisions/0023-gallery.md).
 */
export * from './schema';
export * from './thumbnails';
export type { GaleriaConfig, GaleriaImagem } from '../kernel/gallery-types';
