/**
 * The handlers' side of the card kinds: each kind's payload schema and normalisation (its server.ts),
 * registered in servers.generated.ts from the folders. A card's kind part comes out as stored: the
 * WhatsApp number as E.164 digits, the Pix key as banks look it up, a Pix card's BR Code and QR computed.
 */
import { CARD_KINDS, type CardKindInput, type CardKindStored } from '../../card-kinds/kinds';
import type { CardKindServer } from '../../card-kinds/server-plugin';
import { CARD_KIND_SERVERS } from '../../card-kinds/servers.generated';
import { MESSAGES } from '../../kernel/messages';

export { CARD_KIND_SERVERS };

export type KindOutcome = { ok: true; kind: CardKindStored } | { ok: false; problem: string };

const refused = (problem: string): KindOutcome => ({ ok: false, problem });

/**
 * The kind part of a card as it is stored. A plain card (no `tipo`) carries no kind fields; a card of
 * a kind carries exactly its own.
 */
export function normaliseCardKind(input: CardKindInput): KindOutcome {
  const carried = CARD_KINDS.filter((kind) => input[kind] !== undefined);
  const tipo = input.tipo;
  if (tipo === undefined) return carried.length > 0 ? refused(MESSAGES.invalidPayload) : { ok: true, kind: {} };
  const typed = input[tipo];
  if (!typed || carried.length !== 1) return refused(MESSAGES.invalidPayload);
  const server = CARD_KIND_SERVERS[tipo] as CardKindServer<object, object>;
  const outcome = server.normalise(typed);
  return 'problem' in outcome ? refused(outcome.problem) : { ok: true, kind: { tipo, [tipo]: outcome.stored } };
}
