/**
 * Every change the studio makes, with the words its status line says about it ("Salvo: Nova página
 * portfolio"): the components only pick an action, so the change literals and their texts live here.
 */
import type { Janela } from '@lab/domain/schedule';
import type { CardFields } from '@lab/domain/commands';
import type { ContainerKind, PerguntaFormulario } from '@lab/domain/kernel';
import type { SkinChange } from '@lab/domain/studio';
import type { Agenda } from '@lab/domain/agenda';
import type { GaleriaConfig } from '@lab/domain/gallery';
import type { DepoimentosConfig } from '@lab/domain/testimonials';
import {
  cardLabel,
  containerLabel,
  pageLabel,
  type LabelledCard,
  type StudioCard,
  type StudioContainer,
  type StudioPage,
} from './studio-model';

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

/** The longest name the status line repeats: past it, "…". A person's 5,000-character title is theirs to read in the field, not in a status line. */
const NAME_IN_STATUS = 40;

function named(name: string): string {
  return name.length > NAME_IN_STATUS ? `${name.slice(0, NAME_IN_STATUS)}…` : name;
}

type Page = Pick<StudioPage, 'id_pagina' | 'nome'>;
type Container = Pick<StudioContainer, 'id_container' | 'titulo'>;
type Card = Pick<StudioCard, 'id'> & LabelledCard;

export const skinActions = {
  theme: (theme: string): StudioAction => ({ change: { kind: 'updateSkin', theme }, what: `Tema ${named(theme)}` }),
  icon: (iconSkin: string): StudioAction => ({ change: { kind: 'updateSkin', iconSkin }, what: 'Ícone da skin' }),
  profile: (profileText: string): StudioAction => ({ change: { kind: 'updateSkin', profileText }, what: 'Texto do perfil' }),
  displayName: (nomeExibicao: string): StudioAction => ({
    change: { kind: 'updateSkin', nomeExibicao },
    what: 'Nome de exibição',
  }),
};

export const pageActions = {
  add: (nome: string): StudioAction => ({ change: { kind: 'addPage', nome }, what: `Nova página ${named(nome)}` }),
  rename: (page: Page, nome: string): StudioAction => ({
    change: { kind: 'renamePage', pageId: page.id_pagina, nome },
    what: `Nome da página ${named(nome)}`,
  }),
  move: (page: Page, toIndex: number): StudioAction => ({
    change: { kind: 'movePage', pageId: page.id_pagina, toIndex },
    what: `Ordem da página ${named(pageLabel(page))}`,
  }),
  makeMain: (page: Page): StudioAction => ({
    change: { kind: 'setMainPage', pageId: page.id_pagina },
    what: `Página principal ${named(pageLabel(page))}`,
  }),
  delete: (page: Page, address: string): StudioDeletion => ({
    change: { kind: 'deletePage', pageId: page.id_pagina },
    what: `Página ${named(pageLabel(page))} excluída`,
    noun: 'página',
    label: pageLabel(page),
    warning: `A página ${pageLabel(page)} sai da skin, e o endereço ${address} deixa de existir. Os containers dela continuam nas outras páginas em que estiverem.`,
  }),
};

export const containerActions = {
  add: (page: Page, titulo: string, tipo: ContainerKind = 'cards'): StudioAction => ({
    change: { kind: 'addContainer', pageId: page.id_pagina, titulo, ...(tipo === 'cards' ? {} : { tipo }) },
    what:
      tipo === 'formulario'
        ? `Novo formulário de contato ${named(titulo)}`
        : tipo === 'agenda'
          ? `Nova agenda ${named(titulo)}`
          : tipo === 'galeria'
            ? `Nova galeria ${named(titulo)}`
            : tipo === 'depoimentos'
              ? `Novos depoimentos ${named(titulo)}`
              : `Novo container ${named(titulo)}`,
  }),
  /** An agenda's whole settings, already checked by agendaSchema. */
  agenda: (container: Container, agenda: Agenda): StudioAction => ({
    change: { kind: 'updateContainer', containerId: container.id_container, agenda },
    what: `Agenda ${named(containerLabel(container))}`,
  }),
  /** A gallery's whole list of pictures, in order, replacing the stored one. */
  gallery: (container: Container, galeria: GaleriaConfig): StudioAction => ({
    change: { kind: 'updateContainer', containerId: container.id_container, galeria },
    what: `Galeria ${named(containerLabel(container))}`,
  }),
  /** A Depoimentos container's whole list of quotes, in order. */
  depoimentos: (container: Container, depoimentos: DepoimentosConfig): StudioAction => ({
    change: { kind: 'updateContainer', containerId: container.id_container, depoimentos },
    what: `Depoimentos ${named(containerLabel(container))}`,
  }),
  /** A contact form's whole list of subjects, in order. */
  subjects: (container: Container, assuntos: string[]): StudioAction => ({
    change: { kind: 'updateContainer', containerId: container.id_container, assuntos },
    what: `Assuntos de ${named(containerLabel(container))}`,
  }),
  /** A contact form's whole list of her own questions (briefing), in order. */
  questions: (container: Container, perguntas: PerguntaFormulario[]): StudioAction => ({
    change: { kind: 'updateContainer', containerId: container.id_container, perguntas },
    what: `Perguntas de ${named(containerLabel(container))}`,
  }),
  /** Its title, icon and dates (null: a date left blank, which clears it). */
  update: (container: Container, titulo: string, iconUrl: string, dates: Janela = {}): StudioAction => ({
    change: { kind: 'updateContainer', containerId: container.id_container, titulo, iconUrl, ...dates },
    what: `Container ${named(titulo)}`,
  }),
  move: (page: Page, container: Container, toIndex: number): StudioAction => ({
    change: { kind: 'moveContainer', pageId: page.id_pagina, containerId: container.id_container, toIndex },
    what: `Ordem do container ${named(containerLabel(container))}`,
  }),
  place: (page: Page, container: Container): StudioAction => ({
    change: { kind: 'placeContainer', containerId: container.id_container, pageId: page.id_pagina },
    what: `Container ${named(containerLabel(container))} na página ${named(pageLabel(page))}`,
  }),
  unplace: (page: Page, container: Container): StudioAction => ({
    change: { kind: 'unplaceContainer', containerId: container.id_container, pageId: page.id_pagina },
    what: `Container ${named(containerLabel(container))} fora da página ${named(pageLabel(page))}`,
  }),
  /** The second half of a move to another page: off this one, once it shows on `to`. */
  leave: (page: Page, container: Container, to: Page): StudioAction => ({
    change: { kind: 'unplaceContainer', containerId: container.id_container, pageId: page.id_pagina },
    what: `Container ${named(containerLabel(container))} movido para ${named(pageLabel(to))}`,
  }),
  /** `cardCount`: the container's cards, which go with it; null for a container on no page. */
  delete: (container: Container, cardCount: number | null): StudioDeletion => ({
    change: { kind: 'deleteContainer', containerId: container.id_container },
    what: `Container ${named(containerLabel(container))} excluído`,
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
    what: `Novo card ${named(cardLabel(card))}`,
  }),
  update: (card: Card, fields: CardFields): StudioAction => ({
    change: { kind: 'updateCard', cardId: card.id, card: fields },
    what: `Card ${named(cardLabel(fields))}`,
  }),
  reorder: (container: Container, card: Card, toIndex: number): StudioAction => ({
    change: {
      kind: 'moveCard',
      cardId: card.id,
      fromContainerId: container.id_container,
      toContainerId: container.id_container,
      toIndex,
    },
    what: `Ordem do card ${named(cardLabel(card))}`,
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
    what: `Card ${named(cardLabel(card))} movido para ${named(containerLabel(to))}`,
  }),
  duplicate: (container: Container, card: Card): StudioAction => ({
    change: { kind: 'duplicateCard', cardId: card.id, containerId: container.id_container },
    what: `Cópia de ${named(cardLabel(card))}`,
  }),
  delete: (card: Card): StudioDeletion => ({
    change: { kind: 'deleteCard', cardId: card.id },
    what: `Card ${named(cardLabel(card))} excluído`,
    noun: 'card',
    label: cardLabel(card),
    warning: `O card ${cardLabel(card)} será apagado de todos os containers. Deseja continuar?`,
  }),
};
