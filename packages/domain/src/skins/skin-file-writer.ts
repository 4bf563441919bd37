/**
 * Writes a skin file (skin-file.ts) from a tree the browser or the server already read: **Exportar**
 * and **Duplicar**. The file's type is inferred from its zod schema (handlers/skin-file-schema.ts) and
 * only the type is imported here, so the public pages never load zod's schema for it.
 */
import { cardKindOf } from '../card-kinds/kinds';
import { cardContentOf, type NormalisedCardFields } from '../studio/card-content';
import { isAgendaContainer, isFormContainer, isGalleryContainer, isTestimonialsContainer } from '../studio/studio';
import { SKIN_FILE_FORMAT, SKIN_FILE_VERSION } from './skin-file';
import { scheduleOf } from '../schedule';
import type { SkinSite } from './skin-types';
import type { PerguntaFormulario } from '../kernel/briefing-types';
import type { SkinFile } from './commands/skin-file-schema';

export type { SkinFile, SkinFileCard, SkinFileContainer, SkinFilePage } from './commands/skin-file-schema';

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
    const agenda = isAgendaContainer(container) ? container.agenda : undefined;
    const galeria = isGalleryContainer(container) ? (container.galeria ?? { imagens: [] }) : undefined;
    const testimonials = isTestimonialsContainer(container);
    const holdsCards = !form && !isAgendaContainer(container) && !galeria && !testimonials;
    const cardIndexes = holdsCards ? [...new Set(container.cardIds)].flatMap((cardId) => cardOf(file, cards.get(cardId))) : [];
    file.containers.push({
      titulo: container.titulo,
      tipo: form
        ? 'formulario'
        : isAgendaContainer(container)
          ? 'agenda'
          : galeria
            ? 'galeria'
            : testimonials
              ? 'depoimentos'
              : 'cards',
      icone: container.iconUrl,
      ...(form ? { assuntos: [...(container.assuntos ?? [])] } : {}),
      // Only when she asks some: a form without questions writes the file it always did.
      ...(form && (container.perguntas ?? []).length > 0 ? { perguntas: questionsOf(container.perguntas ?? []) } : {}),
      // A copy of plain data; the agenda slice (and its schema) stays out of the pages that export.
      ...(agenda ? { agenda: JSON.parse(JSON.stringify(agenda)) as typeof agenda } : {}),
      ...(galeria ? { galeria: { imagens: galeria.imagens.map((imagem) => ({ ...imagem })) } } : {}),
      ...(testimonials ? { depoimentos: { itens: (container.depoimentos?.itens ?? []).map((item) => ({ ...item })) } } : {}),
      cards: cardIndexes,
      ...scheduleOf(container),
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

/** Her questions as the file keeps them: a copy, with only what each type uses. */
function questionsOf(perguntas: readonly PerguntaFormulario[]): PerguntaFormulario[] {
  return perguntas.map((p) => ({
    id: p.id,
    texto: p.texto,
    tipo: p.tipo,
    obrigatoria: p.obrigatoria,
    ...(p.opcoes ? { opcoes: [...p.opcoes] } : {}),
    ...(p.faixas ? { faixas: [...p.faixas] } : {}),
  }));
}

function cardOf(file: SkinFile, card: SkinSite['cards'][number] | undefined): number[] {
  if (!card) return [];
  const fields: NormalisedCardFields = {
    ...cardContentOf(card),
    ...cardKindOf(card),
    addOns: [...card.addOnIds],
    ...scheduleOf(card),
  };
  file.cards.push(fields);
  return [file.cards.length - 1];
}
