/**
 * What the studio works out from a skin's tree (SkinSite) on its own: which page is shown, the
 * containers and cards in the order visitors see them, and a card's fields as the form edits them.
 */
import { cardContentOf, EMPTY_CARD_FIELDS, type CardContent, type CardFields } from '@lab/domain/commands';
import { cardKindPlugin, kindFieldsOf, type CardKindInput } from '@lab/domain/card-kinds';
import { isAgendaContainer, isFormContainer } from '@lab/domain/studio';
import { type CardDoc, type SkinSite } from '@lab/domain/kernel';

export type StudioPage = SkinSite['paginas'][number];
export type StudioContainer = SkinSite['containers'][number];
export type StudioCard = SkinSite['cards'][number];

export const EMPTY_CARD: CardFields = { ...EMPTY_CARD_FIELDS, addOns: [] };

export function cardFieldsOf(card: CardDoc & { addOnIds: string[] }): CardFields {
  const kind = kindFieldsOf(card);
  // A card of a kind is edited by its typed fields: the server computes the rest again (a Pix card's code and QR).
  const typed = kind ? ({ tipo: kind.tipo, [kind.tipo]: cardKindPlugin(kind.tipo).editable(kind.fields) } as CardKindInput) : {};
  return { ...cardContentOf(card), ...typed, addOns: [...card.addOnIds], inicio: card.inicio ?? null, fim: card.fim ?? null };
}

/** The page to show: the one asked for while it still exists, else the main page, else the first. */
export function selectedPage(site: SkinSite, wanted: string | null): StudioPage | null {
  return site.paginas.find((p) => p.id_pagina === wanted) ?? site.paginas.find((p) => p.is_main) ?? site.paginas[0] ?? null;
}

export function containersOf(site: SkinSite, page: StudioPage): StudioContainer[] {
  const byId = new Map(site.containers.map((c) => [c.id_container, c]));
  return page.containerIds.flatMap((id) => byId.get(id) ?? []);
}

export function cardsOf(site: SkinSite, container: StudioContainer): StudioCard[] {
  const byId = new Map(site.cards.map((c) => [c.id, c]));
  return container.cardIds.flatMap((id) => byId.get(id) ?? []);
}

/** The pages a container sits on, by id. */
export function pagesHolding(site: SkinSite, containerId: string): Set<string> {
  return new Set(site.paginas.filter((p) => p.containerIds.includes(containerId)).map((p) => p.id_pagina));
}

/** Whether the page already shows a contact form: a page has at most one. */
export function pageHasForm(site: SkinSite, page: StudioPage): boolean {
  return containersOf(site, page).some(isFormContainer);
}

/** Whether the page already shows an agenda: a page has at most one. */
export function pageHasAgenda(site: SkinSite, page: StudioPage): boolean {
  return containersOf(site, page).some(isAgendaContainer);
}

/** Containers that sit on no page: kept by the data model, offered so they can be put back. */
export function unplacedContainers(site: SkinSite): StudioContainer[] {
  const placed = new Set(site.paginas.flatMap((p) => p.containerIds));
  return site.containers.filter((c) => !placed.has(c.id_container));
}

/** The fields a card is named by: its content and its kind's fields (typed or stored). */
export type LabelledCard = CardContent & CardKindInput;

/**
 * How a card is named on buttons, in the list and in messages: by its own content (a card of a kind
 * as its kind says: a WhatsApp card by its button or number, a Pix card by what it is for or its
 * key), "sem título" only when it has none.
 */
export function cardLabel(card: LabelledCard): string {
  const kind = kindFieldsOf(card);
  const kindName = kind ? cardKindPlugin(kind.tipo).studioName(kind.fields) : '';
  if (kindName !== '') return kindName;
  for (const field of [
    'titulo',
    'name',
    'nomeDescricao',
    'atividade',
    'criador',
    'periodo',
    'descricao',
    'linkExterno',
  ] as const) {
    const text = card[field].trim().replace(/\s+/g, ' ');
    if (text !== '') return text;
  }
  return card.imagem.trim() !== '' ? 'card com imagem' : 'card sem título';
}

export function containerLabel(container: Pick<StudioContainer, 'titulo'>): string {
  return container.titulo.trim() || 'container sem título';
}

export function pageLabel(page: Pick<StudioPage, 'nome' | 'id_pagina'>): string {
  return page.nome.trim() || page.id_pagina;
}
