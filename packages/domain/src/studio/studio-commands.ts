/**
 * The studio's commands: the changes `editSkin` makes to a skin, one transaction each, and the image
 * upload behind them. The callable contract (commands.ts) names them.
 */
import type { CardFields, NormalisedCardFields } from './card-content';
import type { ContainerKind, PerguntaFormulario } from '../kernel/types';
import type { AgendaConfig } from '../kernel/agenda-types';
import type { GaleriaConfig } from '../kernel/gallery-types';
import type { Instant } from '../kernel/instant';
import type { DepoimentosConfig } from '../kernel/testimonial-types';

/** A change as the Store receives it: any card in it already normalised. */
export type CheckedChange<C extends SkinChange = SkinChange> = C extends { card: CardFields }
  ? Omit<C, 'card'> & { card: NormalisedCardFields }
  : C;

/**
 * One change to a skin, made by the studio. Every kind is one transaction that keeps the refs
 * consistent; positions are 0-based indexes in the list the studio shows.
 */
export type SkinChange =
  /** Skin settings; the profile text is the main page's `conteudo`. Absent fields stay as they are. */
  | { kind: 'updateSkin'; theme?: string; iconSkin?: string; profileText?: string; nomeExibicao?: string }
  /** `nome` as typed ("Sobre mim"); the boundary hands the planner its slug as `nome`, the typed name as `rotulo`. */
  | { kind: 'addPage'; nome: string; rotulo?: string }
  /** Changes the tab label only: the page's address stays the same, so old links keep working. */
  | { kind: 'renamePage'; pageId: string; nome: string }
  | { kind: 'updatePage'; pageId: string; conteudo: string }
  | { kind: 'movePage'; pageId: string; toIndex: number }
  | { kind: 'setMainPage'; pageId: string }
  /** Refused for the main page: a skin always has exactly one. */
  | { kind: 'deletePage'; pageId: string }
  /** `tipo` absent: a container of cards. A new 'formulario' starts with NEW_FORM_SUBJECTS, a new 'agenda' with NEW_AGENDA. */
  | { kind: 'addContainer'; pageId: string; titulo: string; tipo?: ContainerKind }
  /** `assuntos` only for a form: its whole list of subjects, in order. */
  /** `perguntas` only for a form: her whole list of questions (briefing), in order, each already checked. */
  | {
      kind: 'updateContainer';
      containerId: string;
      titulo?: string;
      iconUrl?: string;
      assuntos?: string[];
      perguntas?: PerguntaFormulario[];
      /** `agenda` only for an agenda: her whole settings, already checked by agendaSchema; replaces the stored ones. */
      agenda?: AgendaConfig;
      /** `galeria` only for a gallery: her whole list of pictures, already checked; replaces the stored one. */
      galeria?: GaleriaConfig;
      /** Its dates (schedule/window.ts): a bound set, cleared (null), or left out to stay as stored. */
      inicio?: Instant | null;
      fim?: Instant | null;
      /** `depoimentos` only for a Depoimentos container: its whole list, already checked; replaces the stored one. */
      depoimentos?: DepoimentosConfig;
    }
  /** Reorders within one page. */
  | { kind: 'moveContainer'; pageId: string; containerId: string; toIndex: number }
  /** Puts an existing container on one more page (a container may sit on several). */
  | { kind: 'placeContainer'; containerId: string; pageId: string }
  /** Takes a container off one page; the container itself stays (see deleteContainer). */
  | { kind: 'unplaceContainer'; containerId: string; pageId: string }
  | { kind: 'deleteContainer'; containerId: string }
  | { kind: 'addCard'; containerId: string; card: CardFields }
  | { kind: 'updateCard'; cardId: string; card: CardFields }
  /** Moves a card to `toIndex` of `toContainerId` (which may be the container it is in). */
  | { kind: 'moveCard'; cardId: string; fromContainerId: string; toContainerId: string; toIndex: number }
  /** A copy right after the original, in the same container. */
  | { kind: 'duplicateCard'; cardId: string; containerId: string }
  | { kind: 'deleteCard'; cardId: string };
export type SkinChangeKind = SkinChange['kind'];

export interface EditSkinResult {
  /** The id of what the change created (page, container, card, copy); null otherwise. */
  createdId: string | null;
}

export const SKIN_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type SkinImageType = (typeof SKIN_IMAGE_TYPES)[number];

export interface UploadSkinImageResult {
  /** The large rendition (WebP where the server re-encodes). */
  url: string;
  /** The small rendition, for lists and thumbnails. */
  thumbUrl: string;
}
