/**
 * A skin as one file (docs/skin-file.md): what **Exportar** downloads, what **Importar** reads, what
 * **Duplicar** copies through and what the models are written in. This module holds the format's
 * constants, the models and the calls' payloads: what the file's schema (handlers/skin-file-schema.ts,
 * where its type is inferred) is checked against, so it imports nothing of that schema. Writing a file
 * from a skin's tree is skin-file-writer.ts.
 */
import type { SkinDoc } from './skin-types';

export const SKIN_FILE_FORMAT = 'lab-skin';
export const SKIN_FILE_VERSION = 1;
/** The longest file (as JSON text) a skin may come from: room for the demo's inline images, far below a call's 10 MB. */
export const SKIN_FILE_MAX_CHARS = 8 * 1024 * 1024;

/** The models "Começar de um modelo" offers, by id; their documents are the handlers' (skin-models/). */
export const SKIN_MODELS = [
  {
    id: 'portfolio-designer',
    nome: 'Portfólio de designer',
    descricao: 'Projetos de identidade visual, processo e um formulário para pedidos de orçamento.',
  },
  {
    id: 'projetos-dev',
    nome: 'Projetos de desenvolvedor',
    descricao: 'Projetos com as tecnologias usadas, experiência e um formulário de contato.',
  },
  {
    id: 'pequeno-negocio',
    nome: 'Pequeno negócio de serviços',
    descricao: 'Serviços, como funciona, depoimentos e um formulário para agendar.',
  },
] as const;
export type SkinModelId = (typeof SKIN_MODELS)[number]['id'];

export type ImportSkinResult = SkinDoc;

export type DuplicateSkinResult = SkinDoc;
