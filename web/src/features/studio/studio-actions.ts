/**
 * Every change the studio makes, with the words its status line says about it ("Salvo: Nova página
 * portfolio"): the components only pick an action, so the change literals and their texts live here.
 */
import type { CardFields, ContainerKind, SkinChange } from '@lab/domain';
import { cardLabel, containerLabel, pageLabel, type StudioCard, type StudioContainer, type StudioPage } from './studio-model';

/** One change and how the status line names it. */
export interface StudioAction {
  change: SkinChange;
  what: string;
}

/** A deletion: its change, what it takes with it (asked before), and the status once saved. */
export interface StudioDeletion extends StudioAction {
  noun: 'página' | 'container' | 'card';
  label: string;
  warning: string;
}

type Page = Pick<StudioPage, 'id_pagina' | 'nome'>;
type Container = Pick<StudioContainer, 'id_container' | 'titulo'>;
type Card = Pick<StudioCard, 'id' | 'titulo' | 'name'>;

export const skinActions = {
  theme: (theme: string): StudioAction => ({ change: { kind: 'updateSkin', theme }, what: `Tema ${theme}` }),
  icon: (iconSkin: string): StudioAction => ({ change: { kind: 'updateSkin', iconSkin }, what: 'Ícone da skin' }),
  profile: (profileText: string): StudioAction => ({ change: { kind: 'updateSkin', profileText }, what: 'Texto do perfil' }),
  displayName: (nomeExibicao: string): StudioAction => ({
    change: { kind: 'updateSkin', nomeExibicao },
    what: 'Nome de exibição',
  }),
};

export const pageActions = {
  add: (nome: string): StudioAction => ({ change: { kind: 'addPage', nome }, what: `Nova página ${nome}` }),
  rename: (page: Page, nome: string): StudioAction => ({
    change: { kind: 'renamePage', pageId: page.id_pagina, nome },
    what: `Nome da página ${nome}`,
  }),
  move: (page: Page, toIndex: number): StudioAction => ({
    change: { kind: 'movePage', pageId: page.id_pagina, toIndex },
    what: `Ordem da página ${pageLabel(page)}`,
  }),
  makeMain: (page: Page): StudioAction => ({
    change: { kind: 'setMainPage', pageId: page.id_pagina },
    what: `Página principal ${pageLabel(page)}`,
  }),
  delete: (page: Page, address: string): StudioDeletion => ({
    change: { kind: 'deletePage', pageId: page.id_pagina },
    what: `Página ${pageLabel(page)} excluída`,
    noun: 'página',
    label: pageLabel(page),
    warning: `A página ${pageLabel(page)} sai da skin, e o endereço ${address} deixa de existir. Os containers dela continuam nas outras páginas em que estiverem.`,
  }),
};

export const containerActions = {
  add: (page: Page, titulo: string, tipo: ContainerKind = 'cards'): StudioAction => ({
    change: { kind: 'addContainer', pageId: page.id_pagina, titulo, ...(tipo === 'cards' ? {} : { tipo }) },
    what: tipo === 'formulario' ? `Novo formulário de contato ${titulo}` : `Novo container ${titulo}`,
  }),
  /** A contact form's whole list of subjects, in order. */
  subjects: (container: Container, assuntos: string[]): StudioAction => ({
    change: { kind: 'updateContainer', containerId: container.id_container, assuntos },
    what: `Assuntos de ${containerLabel(container)}`,
  }),
  update: (container: Container, titulo: string, iconUrl: string): StudioAction => ({
    change: { kind: 'updateContainer', containerId: container.id_container, titulo, iconUrl },
    what: `Container ${titulo}`,
  }),
  move: (page: Page, container: Container, toIndex: number): StudioAction => ({
    change: { kind: 'moveContainer', pageId: page.id_pagina, containerId: container.id_container, toIndex },
    what: `Ordem do container ${containerLabel(container)}`,
  }),
  place: (page: Page, container: Container): StudioAction => ({
    change: { kind: 'placeContainer', containerId: container.id_container, pageId: page.id_pagina },
    what: `Container ${containerLabel(container)} na página ${pageLabel(page)}`,
  }),
  unplace: (page: Page, container: Container): StudioAction => ({
    change: { kind: 'unplaceContainer', containerId: container.id_container, pageId: page.id_pagina },
    what: `Container ${containerLabel(container)} fora da página ${pageLabel(page)}`,
  }),
  /** The second half of a move to another page: off this one, once it shows on `to`. */
  leave: (page: Page, container: Container, to: Page): StudioAction => ({
    change: { kind: 'unplaceContainer', containerId: container.id_container, pageId: page.id_pagina },
    what: `Container ${containerLabel(container)} movido para ${pageLabel(to)}`,
  }),
  /** `cardCount`: the container's cards, which go with it; null for a container on no page. */
  delete: (container: Container, cardCount: number | null): StudioDeletion => ({
    change: { kind: 'deleteContainer', containerId: container.id_container },
    what: `Container ${containerLabel(container)} excluído`,
    noun: 'container',
    label: containerLabel(container),
    warning:
      cardCount === null
        ? `O container ${containerLabel(container)} e os cards dele serão apagados. Deseja continuar?`
        : `O container ${containerLabel(container)} sai de todas as páginas, com os ${cardCount} cards dele. Deseja continuar?`,
  }),
};

export const cardActions = {
  add: (container: Container, card: CardFields): StudioAction => ({
    change: { kind: 'addCard', containerId: container.id_container, card },
    what: `Novo card ${cardLabel(card)}`,
  }),
  update: (card: Card, fields: CardFields): StudioAction => ({
    change: { kind: 'updateCard', cardId: card.id, card: fields },
    what: `Card ${cardLabel(fields)}`,
  }),
  reorder: (container: Container, card: Card, toIndex: number): StudioAction => ({
    change: {
      kind: 'moveCard',
      cardId: card.id,
      fromContainerId: container.id_container,
      toContainerId: container.id_container,
      toIndex,
    },
    what: `Ordem do card ${cardLabel(card)}`,
  }),
  /** To the end of another container. */
  moveTo: (from: Container, card: Card, to: StudioContainer): StudioAction => ({
    change: {
      kind: 'moveCard',
      cardId: card.id,
      fromContainerId: from.id_container,
      toContainerId: to.id_container,
      toIndex: to.cardIds.length,
    },
    what: `Card ${cardLabel(card)} movido para ${containerLabel(to)}`,
  }),
  duplicate: (container: Container, card: Card): StudioAction => ({
    change: { kind: 'duplicateCard', cardId: card.id, containerId: container.id_container },
    what: `Cópia de ${cardLabel(card)}`,
  }),
  delete: (card: Card): StudioDeletion => ({
    change: { kind: 'deleteCard', cardId: card.id },
    what: `Card ${cardLabel(card)} excluído`,
    noun: 'card',
    label: cardLabel(card),
    warning: `O card ${cardLabel(card)} será apagado de todos os containers. Deseja continuar?`,
  }),
};
