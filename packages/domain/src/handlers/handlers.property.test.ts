/**
 * Random and malformed payloads for every callable: none may end in an internal error, every refusal
 * carries a known code and a Portuguese message, and no refused call changes the database.
 */
import fc from 'fast-check';
import { DOMAIN_ERROR_CODES } from '../kernel/errors';
import { encodeBase64 } from '../kernel/base64';
import { LIMITS, SUBJECTS, THEMES } from '../kernel/constants';
import { MESSAGES } from '../kernel/messages';
import { SKIN_IMAGE_TYPES } from '../studio/studio-commands';
import type { CallableName } from '../commands';
import type { DocData } from '../kernel/store/doc-port';
import {
  ANA,
  BRUNO,
  createWorld,
  HASH,
  NEWCOMER,
  OTHER_HASH,
  OWNER,
  Refusal,
  SECOND_OWNER,
  type World,
} from './test-support/world';
import { SKIN_CHANGE_KINDS } from './test-support/skin-change-kinds';

const RUNS = 500;

/** Every domain code but internal: a refusal is never an internal error. */
const REFUSAL_CODES = new Set<string>(DOMAIN_ERROR_CODES.filter((code) => code !== 'internal'));
const KNOWN_MESSAGES = new Set<string>(Object.values(MESSAGES));

/** Strings near every edge the schemas guard: empties, ids, slashes, reserved names, lengths, surrogates. */
const edgeText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '/',
    '.',
    '..',
    '__x__',
    'lab',
    'ana',
    'bruno',
    'menu',
    'ana_lab',
    'lab_v@x.com',
    'principal',
    'nada',
    'v@x.com',
    ' V@X.com ',
    'a/b@c.d',
    '/lab/home',
    'lab/home',
    HASH,
    HASH.toUpperCase(),
    `${HASH}/x`,
    '\ud800',
    'x'.repeat(LIMITS.messageMaxLength + 1),
    `/${'p'.repeat(LIMITS.pathMaxLength)}`,
    'e'.repeat(LIMITS.emailMaxLength + 1),
  ),
  fc.constantFrom(...SUBJECTS, ...THEMES),
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: edgeText },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

/** Objects shaped like the payload, with fields dropped at random and now and then a stray one. */
function payloadLike(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const shaped = fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.oneof(
        { weight: 6, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), anyValue) },
      ),
    )
    .map(([record, stray]) => (stray && !(stray[0] in record) ? { ...record, [stray[0]]: stray[1] } : record));
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: fc.anything() });
}

const field = (...good: unknown[]): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...good) }, { weight: 1, arbitrary: anyValue });

/** Ana's skin holds a container `ct-ana` on home with the card `card-ana` (see richWorld). */
const studioIds = (...extra: unknown[]) => field('home', 'ct-ana', 'card-ana', 'portfolio', 'nada', ...extra);
const cardFields = payloadLike({
  name: field('Nome', ''),
  nomeDescricao: field(''),
  titulo: field('Título', 'x'.repeat(200)),
  descricao: field('', 'Descrição'),
  imagem: field('', 'https://img.example/a.png', 'javascript:alert(1)', 'data:text/html;base64,PGI+', '/seed/projeto-1.svg'),
  atividade: field(''),
  criador: field(''),
  periodo: field(''),
  linkExterno: field('', 'https://example.com', 'javascript:alert(1)', 'http://x'),
  addOns: field([], ['figma'], ['cobol'], ['figma', 'figma'], [1]),
});
const skinChange = payloadLike({
  kind: field(...SKIN_CHANGE_KINDS),
  theme: field(...THEMES, '', 'NEON'),
  iconSkin: field('https://img.example/i.png', 'default-user.jpg', ''),
  profileText: field('Olá'),
  nome: field('portfolio', 'Portfolio', 'Sobre mim', 'card', 'home', '-x'),
  nomeExibicao: field('Ana 🎨', '', 'a\u202Eb'),
  pageId: studioIds(),
  containerId: studioIds(),
  cardId: studioIds(),
  fromContainerId: studioIds(),
  toContainerId: studioIds(),
  toIndex: field(0, 1, 99, -1, 1.5, Number.NaN),
  titulo: field('Título', ''),
  conteudo: field('Texto'),
  iconUrl: field('https://img.example/i.svg', 'javascript:x'),
  card: cardFields,
});
const skinPage = payloadLike({
  slug: field('home', 'portfolio', 'card', '-x'),
  nome: field('Início', ''),
  conteudo: field('Olá'),
  principal: field(true, false),
  containers: field([], [0], [0, 0], [5]),
});
const skinFile = payloadLike({
  formato: field('lab-skin', 'outro'),
  versao: field(1, 2),
  skin: payloadLike({ tema: field(...THEMES, '', 'NEON'), icone: field('default-user.jpg', 'javascript:x') }),
  paginas: fc.array(skinPage, { maxLength: 3 }),
  containers: field(
    [],
    [{ titulo: 'Contato', tipo: 'formulario', icone: '', cards: [] }],
    [{ titulo: 'Cards', tipo: 'cards', icone: '', cards: [0] }],
  ),
  cards: fc.array(cardFields, { maxLength: 2 }),
});
const PNG = encodeBase64(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));

const payloads: Record<CallableName, fc.Arbitrary<unknown>> = {
  bootstrapSession: fc.oneof(fc.constantFrom({}, null, undefined), payloadLike({ isAdmin: anyValue })),
  createSkin: payloadLike({ username: field('nova', 'ana', ' outra ', 'x'), theme: field(...THEMES, '') }),
  checkSkinName: payloadLike({ nome: field('Marina Souza', 'ana', '🎨', '') }),
  renameSkin: payloadLike({
    skin: field('ana', 'bruno', 'nada'),
    username: field('nova', 'ana', 'x'),
    nomeExibicao: field('Ana Souza', '', 'a\u202Eb'),
    modelo: field('portfolio-designer', 'nada'),
  }),
  sendContactMessage: payloadLike({
    assunto: field(...SUBJECTS, ''),
    mensagem: field('Olá', '', '  '),
    email: field('v@x.com', ' V@X.com ', ''),
    skin: field('ana', 'bruno', 'lab', 'studio'),
    navegacaoHash: field(HASH, OTHER_HASH),
  }),
  sendChatMessage: payloadLike({
    contactId: field('ana_lab', 'lab_v@x.com', 'nada'),
    conversationId: field('principal', 'nada'),
    mensagem: field('Oi', '  '),
  }),
  deleteConversation: payloadLike({
    contactId: field('ana_lab', 'lab_v@x.com', 'nada'),
    conversationId: field('principal', 'nada'),
  }),
  markRead: payloadLike({
    contactId: field('ana_lab', 'lab_v@x.com', 'nada'),
    conversationId: field('principal', 'nada'),
  }),
  claimConversation: payloadLike({
    contactId: field('ana_lab', 'lab_v@x.com', 'nada'),
    conversationId: field('principal', 'nada'),
    claim: field(true, false, 'sim'),
  }),
  setLeadStage: payloadLike({
    idContato: field('ana_lab', 'lab_v@x.com', 'nada'),
    idConversa: field('principal', 'nada'),
    etapa: field('novo', 'em-conversa', 'proposta', 'fechado', 'perdido', 'ganho', ''),
    valorProposta: field(0, 150_000, 100_000_000, 100_000_001, -1, 1.5, Number.NaN, '10'),
  }),
  markAccessSeen: payloadLike({ hash: field(HASH, OTHER_HASH, 'x') }),
  undoDeletion: payloadLike({ id: field('skin_bruno-uid_skin-bruno2', 'conversa_ana_lab_principal', 'nada', 'a/b') }),
  registerDevice: payloadLike({ token: field('fcm-token:APA91bH-abcdefgh', 'x', '', 'a/b') }),
  unregisterDevice: payloadLike({ token: field('fcm-token:APA91bH-abcdefgh', 'x', '') }),
  // Quick replies.
  saveQuickReply: payloadLike({
    id: field(HASH, OTHER_HASH, 'x', 'a/b'),
    atalho: field('orcamento', 'Orcamento', '', '-x', 'a'.repeat(31)),
    texto: field('Olá, {nome}!', '', '  ', 'a\u202Eb'),
  }),
  deleteQuickReply: payloadLike({ id: field(HASH, OTHER_HASH, 'x', '') }),
  retryMail: payloadLike({ mailId: field('m1', 'nada', '') }),
  exportMyData: fc.oneof(fc.constantFrom({}, null, undefined), payloadLike({ uid: anyValue })),
  deleteMyAccount: payloadLike({ confirmacao: field('visitante', 'EXCLUIR', '', 'lab') }),
  requestMyMessages: payloadLike({ email: field('v@x.com', ' V@X.com ', '', 'x') }),
  readMyMessages: payloadLike({ token: field('id0001id0002', '', 'x/y') }),
  deleteMyMessages: payloadLike({ token: field('id0001id0002', '', 'x/y') }),
  answerReplyMail: payloadLike({
    link: field(`${'a'.repeat(64)}.id0001id0002`, 'x.y', '', 'x/y'),
    acao: field('confirmar', 'recusar', 'sair', ''),
  }),
  // Business hours.
  saveBusinessHours: payloadLike({
    skin: field('ana', 'bruno', 'lab', 'nada'),
    ativo: field(true, false),
    fusoHorario: field('America/Sao_Paulo', 'America/New_York', 'Marte/Olympus', ''),
    semana: field(
      { dom: [], seg: [{ inicio: '09:00', fim: '12:00' }], ter: [], qua: [], qui: [], sex: [], sab: [] },
      {
        dom: [],
        seg: [
          { inicio: '09:00', fim: '12:00' },
          { inicio: '11:00', fim: '13:00' },
        ],
        ter: [],
        qua: [],
        qui: [],
        sex: [],
        sab: [],
      },
      { seg: [] },
    ),
    foraDoHorario: field('Volto amanhã.', '', 'a'.repeat(1001)),
    confirmacao: field('Recebi!', ''),
    silencioso: field(true, false),
  }),
  setSkinDomain: payloadLike({
    skin: field('ana', 'sol', 'nada'),
    dominio: field('ana.exemplo.com', 'https://x.com', 'localhost', null, ''),
  }),
  reportSkin: payloadLike({
    skin: field('ana', 'bruno', 'lab', 'nada'),
    motivo: field('ofensivo', 'outro', 'nenhum', ''),
    texto: field('Golpe', '', '   '),
  }),
  moderateSkin: payloadLike({
    skin: field('ana', 'lab', 'nada'),
    acao: field('ocultar', 'restaurar', 'apagar'),
    denuncia: field('d1', 'x/y'),
  }),
  dismissReport: payloadLike({ denuncia: field('d1', 'nada', '', 'x/y') }),
  setAccountBlocked: payloadLike({ uid: field('ana', 'bruno', 'nada', ''), bloqueado: field(true, false, 'sim') }),
  logAccess: payloadLike({ navegacaoHash: field(HASH, OTHER_HASH) }),
  logNavigation: payloadLike({ navegacaoHash: field(HASH, OTHER_HASH), path: field('/', '/lab/home', 'lab') }),
  logClick: payloadLike({ skin: field('ana', 'lab', 'nada'), id: field('c1', 'nada', '', 'a/b') }),
  editSkin: payloadLike({ skin: field('ana', 'ANA', 'bruno', 'lab', 'nada'), change: skinChange }),
  uploadSkinImage: payloadLike({
    skin: field('ana', 'bruno', 'nada'),
    contentType: field(...SKIN_IMAGE_TYPES, 'image/svg+xml'),
    base64: field(PNG, encodeBase64(new TextEncoder().encode('texto')), 'não é base64', '', '===='),
  }),
  deleteSkin: payloadLike({ skin: field('ana', 'bruno', 'bruno2', 'lab', 'nada', 'BRUNO2') }),
  importSkin: payloadLike({ username: field('nova', 'ana', 'x'), arquivo: skinFile }),
  duplicateSkin: payloadLike({ skin: field('ana', 'bruno', 'nada'), username: field('nova', 'ana', 'x') }),
  // Webhooks per skin.
  setWebhook: payloadLike({
    skin: field('ana', 'bruno', 'lab', 'nada'),
    url: field('https://hooks.exemplo.com/x', 'http://hooks.exemplo.com', 'https://127.0.0.1/', 'https://u:p@x.com', ''),
    novoSegredo: field(true, false, 'sim'),
  }),
  removeWebhook: payloadLike({ skin: field('ana', 'bruno', 'lab', 'nada') }),
  sendTestWebhook: payloadLike({ skin: field('ana', 'bruno', 'lab', 'nada') }),
  readWebhook: payloadLike({ skin: field('ana', 'bruno', 'lab', 'nada') }),
  // Bookings of her time.
  listFreeSlots: payloadLike({
    skin: field('ana', 'bruno', 'lab', 'nada'),
    pagina: field('home', 'nada', 'a/b'),
    servico: field('consulta', 'nada', ''),
    de: field('2024-05-06', '2024-02-30', '06/05/2024', ''),
    dias: field(1, 14, 15, 0, 1.5, Number.NaN),
  }),
  bookSlot: payloadLike({
    skin: field('ana', 'bruno', 'lab', 'nada'),
    pagina: field('home', 'nada', 'a/b'),
    servico: field('consulta', 'nada', ''),
    comecaEm: field(Date.UTC(2024, 4, 6, 13), -1, 1.5, Number.NaN, '1'),
    nome: field('Maria', '', 'a\u202Eb'),
    email: field('v@x.com', ' V@X.com ', '', 'x'),
    whatsapp: field('+55 11 98765-4321', '98765-4321', ''),
    fusoVisitante: field('America/New_York', 'Marte/Olympus', ''),
    idEnvio: field(HASH, 'x'),
  }),
  // A booking's changes, its deposit and her feed.
  readBookingByLink: payloadLike({ reserva: field('r1', 'nada', '', 'a/b'), segredo: field('x'.repeat(32), '', 'x'.repeat(65)) }),
  cancelBookingByLink: payloadLike({
    reserva: field('r1', 'nada', '', 'a/b'),
    segredo: field('x'.repeat(32), '', 'x'.repeat(65)),
  }),
  moveBookingByLink: payloadLike({
    reserva: field('r1', 'nada', '', 'a/b'),
    segredo: field('x'.repeat(32), ''),
    comecaEm: field(0, 1.5, -1, Number.NaN, Number.MAX_SAFE_INTEGER + 2, '1'),
  }),
  cancelBooking: payloadLike({
    reserva: field('r1', 'nada', '', 'a/b'),
    mensagem: field('Desculpe.', '', 'a'.repeat(1001), 'a\u202Eb'),
  }),
  setDepositPaid: payloadLike({ reserva: field('r1', 'nada', '', 'a/b'), pago: field(true, false, 'sim') }),
  renewAgendaFeed: fc.oneof(fc.constantFrom({}, null, undefined), payloadLike({ uid: anyValue })),
  setTestimonialLink: payloadLike({
    skin: field('ana', 'bruno', 'nada'),
    containerId: studioIds(),
    ligado: field(true, false, 'sim'),
  }),
  readTestimonialLink: payloadLike({
    linkId: field('l1', 'nada', '', 'a/b'),
    segredo: field('x'.repeat(32), '', 'x'.repeat(201)),
  }),
  sendTestimonial: payloadLike({
    linkId: field('l1', 'nada', '', 'a/b'),
    segredo: field('x'.repeat(32), ''),
    idEnvio: field('3f2b8c1e-1a2b-4c3d-8e9f-0123456789ab', 'x'),
    texto: field('Ótimo trabalho', '', 'x'.repeat(601)),
    nome: field('Joana', ''),
    papel: field('', 'Padaria'),
    consentimento: field(true, false),
  }),
  reviewTestimonial: payloadLike({
    skin: field('ana', 'bruno', 'nada'),
    pendenteId: field('p1', 'nada', ''),
    aprovar: field(true, false),
  }),
};

const callers = fc.constantFrom(null, ANA, BRUNO, OWNER, SECOND_OWNER, NEWCOMER);
const ips = fc.constantFrom<string | null>('203.0.113.7', null, '', '::1', 'x'.repeat(200));

/** The seed plus a contact of Ana's and a visitor's, an access log and a navigation log. */
async function richWorld(): Promise<{ world: World; start: Record<string, DocData> }> {
  const world = createWorld();
  await world.call('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA });
  await world.call('sendContactMessage', { mensagem: 'Oi', email: 'v@x.com', assunto: 'SISTEMA' }, { as: null });
  await world.call('sendContactMessage', { mensagem: 'Oi de novo', email: 'v@x.com' }, { as: null });
  await world.call('logAccess', { navegacaoHash: HASH }, { as: null });
  await world.call('logNavigation', { navegacaoHash: HASH, path: '/' }, { as: null });
  const ana = 'users/ana-uid/skins/skin-ana';
  world.db.load({
    ...world.db.toJSON(),
    [`${ana}/containers/ct-ana`]: { id_container: 'ct-ana', titulo: 'Projetos', iconUrl: '', order: 0 },
    [`${ana}/paginas/home/containerRefs/ct-ana`]: { containerRefId: 'ct-ana', id_pagina: 'home', id_skins: 'skin-ana', order: 0 },
    [`${ana}/cards/card-ana`]: {
      id: 'card-ana',
      name: 'x',
      nomeDescricao: '',
      titulo: 'Card',
      descricao: '',
      imagem: '',
      atividade: '',
      criador: '',
      periodo: '',
      data: 1,
      linkExterno: '',
    },
    [`${ana}/containers/ct-ana/cardRefs/card-ana`]: {
      id_card: 'card-ana',
      id_container: 'ct-ana',
      id_skins: 'skin-ana',
      order: 0,
    },
  });
  return { world, start: world.db.toJSON() };
}

describe.each([...Object.keys(payloads)] as CallableName[])('%s under random and malformed payloads', (name) => {
  it(`never fails internally and never writes when it refuses (${RUNS} runs)`, async () => {
    const { world, start } = await richWorld();
    await fc.assert(
      fc.asyncProperty(payloads[name], callers, ips, async (data, as, ip) => {
        world.db.load(start);
        let refusal: unknown = null;
        try {
          await world.call(name, data, { as, ip });
        } catch (error) {
          refusal = error;
        }
        if (refusal === null) return;
        expect(refusal).toBeInstanceOf(Refusal);
        const { code, message } = refusal as Refusal;
        expect(REFUSAL_CODES.has(code)).toBe(true);
        expect(
          KNOWN_MESSAGES.has(message) ||
            message.startsWith(MESSAGES.unknownField) ||
            message.startsWith(MESSAGES.skinFileRejected),
        ).toBe(true);
        expect(world.db.toJSON()).toEqual(start);
      }),
      { numRuns: RUNS },
    );
    expect(world.logger.error).not.toHaveBeenCalled();
  });
});
