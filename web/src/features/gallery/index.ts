/**
 * The gallery feature's face: a Galeria container's grid of pictures, each opening the viewer. The
 * app loads it lazily, only on pages that show a gallery (app/special-containers.tsx).
 */
export { GalleryGrid, type GalleryGridProps } from './components/GalleryGrid';
