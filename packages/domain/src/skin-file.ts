/**
 * A skin as one file (docs/skin-file.md): what **Exportar** downloads, what **Importar** reads, what
 * **Duplicar** copies through and what the models are written in. The zod schema that checks it lives
 * with the studio's own field schemas (handlers/skin-file-schema.ts) and the type is inferred there;
 * this module only builds a file from a tree the browser or the server already read, so the public
 * pages never load zod's schema for it.
 */
import { cardKindOf } from './card-kinds';
import { cardContentOf, type NormalisedCardFields } from './commands';
import { isFormContainer } from './studio';
import type { SkinDoc, SkinSite } from './skin-types';
import type { SkinFile } from './handlers/skin-file-schema';

export type { SkinFile, SkinFileCard, SkinFileContainer, SkinFilePage } from './handlers/skin-file-schema';

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

/** **Importar**: a new skin from a skin file (docs/skin-file.md), under a name of its own. */
export interface ImportSkinPayload {
  username: string;
  /** The file as read (JSON.parse); the server checks all of it. */
  arquivo: unknown;
}
export type ImportSkinResult = SkinDoc;

/** **Duplicar**: a copy of a skin's whole tree under a new name; the caller's own skin, or any for an owner. */
export interface DuplicateSkinPayload {
  skin: string;
  username: string;
}
export type DuplicateSkinResult = SkinDoc;

/**
 * The file of a skin's tree: pages in tab order, each naming its containers by their place in
 * `containers`, each container its cards by their place in `cards`. No id of any document, user or
 * skin goes in. A card shown by two containers is written twice, so each container owns its own.
 */
export function skinFileOf(site: SkinSite): SkinFile {
  const containers = new Map(site.containers.map((c) => [c.id_container, c]));
  const cards = new Map(site.cards.map((c) => [c.id, c]));
  const file: SkinFile = {
    formato: SKIN_FILE_FORMAT,
    versao: SKIN_FILE_VERSION,
    skin: {
      tema: site.skin.theme,
      icone: site.skin.iconSkin,
      ...(site.skin.nomeExibicao ? { nomeExibicao: site.skin.nomeExibicao } : {}),
    },
    paginas: [],
    containers: [],
    cards: [],
  };
  const containerIndex = new Map<string, number>();
  const containerOf = (id: string): number => {
    const known = containerIndex.get(id);
    if (known !== undefined) return known;
    const container = containers.get(id);
    if (!container) return -1;
    const form = isFormContainer(container);
    const cardIndexes = form ? [] : [...new Set(container.cardIds)].flatMap((cardId) => cardOf(file, cards.get(cardId)));
    file.containers.push({
      titulo: container.titulo,
      tipo: form ? 'formulario' : 'cards',
      icone: container.iconUrl,
      ...(form ? { assuntos: [...(container.assuntos ?? [])] } : {}),
      cards: cardIndexes,
    });
    containerIndex.set(id, file.containers.length - 1);
    return file.containers.length - 1;
  };
  for (const page of site.paginas) {
    file.paginas.push({
      slug: page.id_pagina,
      nome: page.nome,
      conteudo: page.conteudo,
      principal: page.is_main,
      containers: [...new Set(page.containerIds)].map(containerOf).filter((i) => i >= 0),
    });
  }
  // Containers on no page are kept too: the studio lists them to place again.
  for (const container of site.containers) containerOf(container.id_container);
  return file;
}

function cardOf(file: SkinFile, card: SkinSite['cards'][number] | undefined): number[] {
  if (!card) return [];
  const fields: NormalisedCardFields = { ...cardContentOf(card), ...cardKindOf(card), addOns: [...card.addOnIds] };
  file.cards.push(fields);
  return [file.cards.length - 1];
}
