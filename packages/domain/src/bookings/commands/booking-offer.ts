/**
 * The agenda a visitor books on: her settings as the PUBLISHED page carries its agenda container (what
 * visitors see is what is accepted, as the contact form's subjects), the service named, and the
 * skin's owner. A skin, page, agenda or service that does not exist, a hidden skin (no snapshot) or
 * one in its deletion window (no skin document) all get one answer.
 */
import { MESSAGES } from '../../kernel/messages';
import type { AgendaConfig, AgendaServiceConfig } from '../../kernel/agenda-types';
import type { SkinDoc } from '../../skins';
import { publishedPaths } from '../../published';
import { parseEntity } from '../../store/entities';
import type { HandlerDeps } from '../../handlers/handler-types';
import { refuse } from '../../kernel/commands/refusals';
import { agendaKeyOf, type AgendaKey } from '../booking-types';

export interface BookingOffer {
  skin: SkinDoc;
  /** agendaKeyOf(owner, skin): whose busy maps. */
  agendaKey: AgendaKey;
  /** The published page and its agenda container. */
  pagina: string;
  container: string;
  agenda: AgendaConfig;
  service: AgendaServiceConfig;
}

const unavailable = (): never => refuse('not-found', MESSAGES.bookingAgendaUnavailable);

/** The published agenda of `skin`'s page `pagina` and its service `servico`, or the one not-found answer. */
export async function bookingOffer(deps: HandlerDeps, skinName: string, pagina: string, servico: string): Promise<BookingOffer> {
  const stored = await deps.store.getPublished(publishedPaths.page(skinName, pagina));
  const page = stored === null ? null : parseEntity('paginasPublicadas', stored);
  const container = page?.ok ? page.data.containers.find((c) => c.tipo === 'agenda') : undefined;
  const agenda = container?.agenda;
  const service = agenda?.servicos.find((s) => s.id === servico);
  if (!container || !agenda || !service) return unavailable();
  const skin = await deps.store.findSkinByUsername(skinName);
  // A hidden skin has no snapshot; this holds even for one read before its snapshot went.
  if (!skin || skin.oculta) return unavailable();
  return { skin, agendaKey: agendaKeyOf(skin.idUser, skin.id_skins), pagina, container: container.id_container, agenda, service };
}
