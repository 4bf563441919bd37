/**
 * Every stored entity as a zod schema, keyed by the collection its documents sit in, and the way from a document path to its
 * schema. types.ts stays the description people read: the build fails when a schema and its type disagree. The adapters parse
 * what they read with these, so a malformed document is reported and left out rather than handed to a handler or a screen.
 * Written with zod/mini: the browser loads these with its live reads, and mini bundles to a few kB.
 */
import * as z from 'zod/mini';
import { cardContent, cardKind } from '../studio/store/card-entities';
import { containerKindSettings, scheduleFields } from '../studio/store/container-entities';
import { entityCollectionOf } from './entity-paths';
import type { Entities, EntityCollection } from './entity-collections';
import { hiddenSkinFields, MODERATION_SCHEMAS } from '../moderation/store/moderation-entities';
import { DEVICE_SCHEMAS } from '../devices/store/device-entities';
import { CHAT_MAIL_FIELDS, MAIL_RECIPIENT_SCHEMAS } from '../notices/store/mail-recipient-entities';
import { BUSINESS_HOURS_SCHEMAS } from '../business-hours/store/business-hours-entities';
import { QUICK_REPLY_SCHEMAS } from '../quick-replies/store/quick-reply-entities';
import { LEAD_SCHEMAS } from '../leads/store/lead-entities';
import { BOOKING_SCHEMAS } from '../bookings/store/booking-entities';
import { TESTIMONIAL_SCHEMAS } from '../testimonials/store/testimonial-entities';
import { TIPOS_PERGUNTA } from '../kernel/briefing-types';

export { entityCollectionOf };
export type { Entities, EntityCollection };

const text = z.string();
/** Epoch milliseconds; not necessarily whole, as a Timestamp may hold microseconds. */
const instant = z.number();
const flag = z.boolean();
const texts = z.array(text);
const count = z.optional(z.number());
const counters = z.record(z.string(), z.number());
const navigation = z.object({
  registros: z.array(z.object({ path: text, timestamp: instant })),
  criadoEm: instant,
  navegacaoHash: text,
  expiresAt: z.optional(instant),
});

const tipoPergunta = z.enum(TIPOS_PERGUNTA);

const participante = z.object({ chave: text, uid: z.nullable(text), nome: text, foto: text, email: z.nullable(text) });

const skinsSchema = z.object({
  id_skins: text,
  username: text,
  theme: text,
  is_main: flag,
  data: instant,
  iconSkin: text,
  idUser: text,
  dominio: z.optional(text),
  nomeExibicao: z.optional(text),
  ...hiddenSkinFields,
});
const paginasSchema = z.object({
  id_pagina: text,
  nome: text,
  conteudo: text,
  data: instant,
  is_main: flag,
  orderBy: text,
});
const containersSchema = z.object({
  id_container: text,
  titulo: text,
  iconUrl: text,
  order: z.number(),
  tipo: z.optional(z.enum(['cards', 'formulario', 'agenda', 'galeria', 'depoimentos'])),
  assuntos: z.optional(texts),
  perguntas: z.optional(
    z.array(
      z.object({
        id: text,
        texto: text,
        tipo: tipoPergunta,
        obrigatoria: flag,
        opcoes: z.optional(texts),
        faixas: z.optional(z.array(z.number())),
      }),
    ),
  ),
  ...containerKindSettings,
  ...scheduleFields,
});
const cardsSchema = z.object({ id: text, data: instant, ...cardContent, ...cardKind, ...scheduleFields });
const add_onsSchema = z.object({ url_img: text, nome: text });

const publishedCard = z.extend(cardsSchema, { addOnIds: texts, cut: z.optional(z.literal(true)) });

/** Objects strip the fields their type does not name: a document read leaves in the domain's shape. */
export const ENTITY_SCHEMAS = {
  users: z.object({
    idGoogle: text,
    nomeGoogle: text,
    nomeCompletoGoogle: text,
    emailGoogle: text,
    picGoogle: text,
    data: instant,
    isAdmin: flag,
    bloqueado: z.optional(z.literal(true)),
    excluidaAte: z.optional(instant),
  }),
  logins: z.object({ data: instant, expiresAt: z.optional(instant) }),
  navegacoes_users: navigation,
  skins: skinsSchema,
  paginas: paginasSchema,
  containerRefs: z.object({
    containerRefId: text,
    id_pagina: text,
    id_skins: text,
    order: z.optional(z.union([z.number(), text])),
  }),
  containers: containersSchema,
  cardRefs: z.object({ id_card: text, id_container: text, id_skins: text, order: z.optional(z.union([z.number(), text])) }),
  cards: cardsSchema,
  addOnsRefs: z.object({ id_add: text, id_card: text, id_skins: text, order: z.optional(z.union([z.number(), text])) }),
  add_ons: add_onsSchema,
  contatos: z.object({
    idContato: text,
    ultimaConversaData: instant,
    participantes: z.array(participante),
    uids: texts,
    destino: z.optional(text),
    naoLidasLab: count,
    naoLidasVisitante: count,
  }),
  conversas: z.object({
    assunto: text,
    data: instant,
    idContato: text,
    idConversa: text,
    ultimaMensagem: text,
    email: text,
    nome: z.optional(text),
    whatsapp: z.optional(text),
    dataUltimaMensagem: instant,
    uids: texts,
    destino: z.optional(text),
    naoLidasLab: count,
    naoLidasVisitante: count,
    notificadoEm: z.optional(instant),
    lidaLabEm: z.optional(instant),
    lidaVisitanteEm: z.optional(instant),
    respondendo: z.optional(z.object({ uid: text, nome: text, desde: instant })),
    pushLabEm: z.optional(instant),
    pushVisitanteEm: z.optional(instant),
    respostas: z.optional(z.array(z.object({ id: text, pergunta: text, tipo: tipoPergunta, resposta: text }))),
  }),
  chat: z.object({
    mensagem: text,
    data: instant,
    userRemetente: text,
    idConversa: text,
    idChat: text,
    nomeRemetente: text,
    fotoRemetente: text,
    uids: texts,
    ...CHAT_MAIL_FIELDS,
    automatica: z.optional(z.literal(true)),
  }),
  acessos: z.object({
    hash: text,
    ip: text,
    country_name: text,
    region: text,
    city: text,
    org: text,
    data: instant,
    country_code: z.optional(text),
    visto: flag,
    valorEmail: text,
    uid: z.optional(text),
    expiresAt: z.optional(instant),
  }),
  navegacoes: navigation,
  usernames: z.object({ uid: text, skinId: text }),
  dominios: z.object({ username: text, uid: text, skinId: text }),
  rateLimits: z.object({ hits: z.array(instant), expiresAt: instant }),
  pedidosDados: z.object({ email: text, criadoEm: instant, expiresAt: instant }),
  geoCache: z.object({
    country_code: z.optional(text),
    country_name: text,
    region: text,
    city: text,
    org: text,
    expiresAt: instant,
  }),
  mail: z.object({
    to: texts,
    replyTo: z.optional(text),
    message: z.object({
      subject: text,
      text,
      html: text,
      attachments: z.optional(z.array(z.object({ filename: text, content: text, contentType: text }))),
    }),
    delivery: z.optional(
      z.object({
        state: z.enum(['PENDING', 'PROCESSING', 'RETRY', 'SUCCESS', 'ERROR']),
        attempts: z.optional(z.number()),
        error: z.optional(z.nullable(text)),
      }),
    ),
    tipo: z.enum(['notificacao', 'resposta', 'acesso-dados', 'confirmacao-respostas', 'reserva']),
    data: instant,
    idContato: text,
    idConversa: text,
    idChat: z.nullable(text),
    leitores: z.optional(texts),
  }),
  sites: z.object({
    skin: skinsSchema,
    paginas: z.array(z.extend(paginasSchema, { containerIds: texts })),
    changedAt: z.number(),
    proximaMudanca: z.optional(z.number()),
  }),
  paginasPublicadas: z.object({
    containers: z.array(z.extend(containersSchema, { cardIds: texts })),
    cards: z.array(publishedCard),
    addOns: z.array(z.extend(add_onsSchema, { id: text })),
  }),
  cardsPublicados: publishedCard,
  estatisticas: z.object({ dia: text, visitas: z.number(), contatos: z.number(), paises: counters, paginas: counters }),
  visitas: z.object({
    dia: text,
    visitas: z.number(),
    paginas: counters,
    paises: counters,
    origens: counters,
    cliques: z.optional(counters),
  }),
  ...MODERATION_SCHEMAS,
  ...DEVICE_SCHEMAS,
  ...QUICK_REPLY_SCHEMAS,
  ...MAIL_RECIPIENT_SCHEMAS,
  ...BUSINESS_HOURS_SCHEMAS,
  ...LEAD_SCHEMAS,
  ...BOOKING_SCHEMAS,
  ...TESTIMONIAL_SCHEMAS,
} satisfies { [C in EntityCollection]: z.ZodMiniType };

/** True when A and B are the same type, not merely assignable one way. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type AllTrue<T extends Record<string, true>> = T;
// A field added, dropped or retyped on one side only fails the build here.
type _SchemasMatchTypes = AllTrue<{ [C in EntityCollection]: Same<z.output<(typeof ENTITY_SCHEMAS)[C]>, Entities[C]> }>;

export type EntityCheck<T> = { ok: true; data: T } | { ok: false; problem: string };

/** One entity of `collection`: its fields in the domain's shape, or what is wrong with it. */
export function parseEntity<C extends EntityCollection>(collection: C, data: unknown): EntityCheck<Entities[C]> {
  const result = ENTITY_SCHEMAS[collection].safeParse(data);
  if (result.success) return { ok: true, data: result.data as Entities[C] };
  return { ok: false, problem: problemOf(result.error.issues) };
}

/** A document read at `path`, parsed with its collection's schema; a path outside the model passes as it is. */
export function parseDocument(path: string, data: unknown): EntityCheck<Record<string, unknown>> {
  const collection = entityCollectionOf(path);
  if (collection === null) {
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? { ok: true, data: data as Record<string, unknown> }
      : { ok: false, problem: 'not an object' };
  }
  return parseEntity(collection, data) as EntityCheck<Record<string, unknown>>;
}

/** The first few issues, each with where it sits: enough for a log line. */
function problemOf(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const where = issue.path.map(String).join('.') || '(document)';
      return issue.code === 'invalid_type' ? `${where}: expected ${issue.expected}` : `${where}: ${issue.code}`;
    })
    .join('; ');
}
