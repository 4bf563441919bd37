/**
 * Bookings for the tests of their changes, put straight into the world's store as a booking leaves
 * them: Ana's agenda published on her home page, a visitor's conversation with her (the one a booking
 * opens), the booking and its place in the busy maps of the UTC dates it touches.
 */
import { paths } from '../../kernel/paths';
import type { AgendaConfig } from '../../kernel/agenda-types';
import { publishedPaths } from '../../published';
import { ANA, type World } from '../../handlers/test-support/world';
import type { ChatDoc, ContatoDoc, ConversaDoc } from '../../kernel/types';
import type { MailDoc } from '../../notices';
import { bookingSecretHash } from '../booking-secret';
import { utcDatesTouched } from '../busy-days';
import { agendaKeyOf, type AgendaDiaDoc, type ReservaDoc } from '../booking-types';

const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const VISITOR = { nome: 'Vera Lima', email: 'vera@example.com' };
export const SECRET = 'k3J9xQ2mZp7Lw4Rt8Vb1Nc6Yd0Hf5Gs';
export const AGENDA_CONTAINER = 'ct-agenda';

const WORKDAY = [{ inicio: '09:00', fim: '18:00' }];
export const AGENDA: AgendaConfig = {
  servicos: [{ id: 'corte', nome: 'Corte', duracaoMin: 60, precoCentavos: 10_000, sinalCentavos: 3_000 }],
  semana: [[], WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY].map((periodos) => ({ periodos })),
  intervaloMin: 15,
  antecedenciaMin: 120,
  horizonteDias: 60,
  excecoes: {},
  fuso: 'America/Sao_Paulo',
};

/** Ana's home page as published, with her agenda container (null: a page without one). */
export function publishAgenda(world: World, agenda: AgendaConfig | null = AGENDA): void {
  const container = {
    id_container: AGENDA_CONTAINER,
    titulo: 'Agenda',
    iconUrl: '',
    order: 0,
    cardIds: [],
    ...(agenda ? { tipo: 'agenda', agenda } : {}),
  };
  // Her contact form beside it: a booking's conversation is one of her form's.
  const form = {
    id_container: 'ct-form',
    titulo: 'Fale comigo',
    iconUrl: '',
    order: 1,
    cardIds: [],
    tipo: 'formulario',
    assuntos: ['ORÇAMENTO'],
  };
  world.db.load({
    ...world.db.toJSON(),
    [publishedPaths.page('ana', 'home')]: { containers: [container, form], cards: [], addOns: [] },
  });
}

/** The visitor's contact and conversation with Ana, as a message from her form makes them. */
async function visitorConversation(world: World): Promise<{ idContato: string; idConversa: string }> {
  const existing = contactOf(world);
  if (existing) return existing;
  await world.call(
    'sendContactMessage',
    { mensagem: 'Quero agendar.', email: VISITOR.email, destino: 'ana', pagina: 'home', assunto: 'ORÇAMENTO' },
    { as: null, ip: '198.51.100.1' },
  );
  const made = contactOf(world);
  if (!made) throw new Error('the contact form made no conversation');
  return made;
}

function contactOf(world: World): { idContato: string; idConversa: string } | null {
  const json = world.db.toJSON() as Record<string, unknown>;
  const contato = Object.values(json).find(
    (doc) =>
      (doc as Partial<ContatoDoc>).destino === 'ana' && (doc as ContatoDoc).participantes?.some((p) => p.chave === VISITOR.email),
  ) as ContatoDoc | undefined;
  if (!contato) return null;
  const conversa = Object.entries(json).find(
    ([path]) => path.startsWith(`${paths.contato(contato.idContato)}/conversas/`) && path.split('/').length === 4,
  );
  return conversa ? { idContato: contato.idContato, idConversa: (conversa[1] as ConversaDoc).idConversa } : null;
}

/** A confirmed booking of Ana's "Corte" at `comecaEm`, listed in its busy maps. */
export async function seedBooking(world: World, comecaEm: number, overrides: Partial<ReservaDoc> = {}): Promise<ReservaDoc> {
  const { idContato, idConversa } = await visitorConversation(world);
  const servico = AGENDA.servicos[0]!;
  const id = overrides.id ?? `r${comecaEm.toString(36)}`;
  const reserva: ReservaDoc = {
    id,
    agenda: agendaKeyOf(ANA.uid, 'skin-ana'),
    dona: ANA.uid,
    skinId: 'skin-ana',
    skin: 'ana',
    pagina: 'home',
    container: AGENDA_CONTAINER,
    servico,
    comecaEm,
    terminaEm: comecaEm + servico.duracaoMin * MINUTE,
    fuso: AGENDA.fuso,
    visitante: { ...VISITOR },
    estado: 'confirmada',
    sequencia: 0,
    criadaEm: world.clock.now,
    idContato,
    idConversa,
    sinal: { centavos: 3_000, txid: id, pago: false },
    segredoHash: bookingSecretHash(SECRET),
    ...overrides,
  };
  const docs: Record<string, unknown> = { [paths.reserva(id)]: { ...reserva } };
  const json = world.db.toJSON() as Record<string, unknown>;
  if (reserva.estado === 'confirmada') {
    for (const date of utcDatesTouched(reserva.comecaEm, reserva.terminaEm)) {
      const path = paths.agendaDia(reserva.agenda, date);
      const map = (json[path] as AgendaDiaDoc | undefined) ?? { agenda: reserva.agenda, reservas: {} };
      docs[path] = {
        agenda: reserva.agenda,
        reservas: { ...map.reservas, [id]: { comecaEm: reserva.comecaEm, terminaEm: reserva.terminaEm } },
      };
    }
  }
  world.db.load({ ...(json as Record<string, Record<string, unknown>>), ...(docs as Record<string, Record<string, unknown>>) });
  return reserva;
}

export function bookingOf(world: World, id: string): ReservaDoc | null {
  return (world.db.toJSON()[paths.reserva(id)] as ReservaDoc | undefined) ?? null;
}

/** Every busy map of Ana's agenda, by UTC date: the bookings each lists. */
export function busyMaps(world: World): Record<string, string[]> {
  const prefix = `${paths.agendaDia(agendaKeyOf(ANA.uid, 'skin-ana'), '')}`;
  return Object.fromEntries(
    Object.entries(world.db.toJSON() as Record<string, unknown>)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, doc]) => [path.slice(prefix.length), Object.keys((doc as AgendaDiaDoc).reservas).sort()]),
  );
}

/** The e-mails a booking's changes queued. */
export function bookingMails(world: World): Array<MailDoc & { id: string }> {
  return Object.entries(world.db.toJSON() as Record<string, unknown>)
    .filter(([path, doc]) => path.startsWith('mail/') && (doc as MailDoc).tipo === 'reserva')
    .map(([path, doc]) => ({ ...(doc as MailDoc), id: path.slice('mail/'.length) }));
}

/** The messages of the booking's conversation, oldest first. */
export function conversationOf(world: World, reserva: ReservaDoc): ChatDoc[] {
  const prefix = `${paths.chat(reserva.idContato, reserva.idConversa)}/`;
  return Object.entries(world.db.toJSON() as Record<string, unknown>)
    .filter(([path]) => path.startsWith(prefix))
    .map(([, doc]) => doc as ChatDoc)
    .sort((a, b) => a.data - b.data);
}

/** Everything but the rate-limit counters: what a use of a link that changes nothing leaves as it was. */
export function withoutCounters(world: World): Record<string, unknown> {
  return Object.fromEntries(Object.entries(world.db.toJSON()).filter(([path]) => !path.startsWith('rateLimits/')));
}
