/**
 * firestore.rules on the Firestore emulator (@firebase/rules-unit-testing): every collection of the
 * security model x {anonymous, signed-in participant, signed-in stranger, owner} x {get, list,
 * create, update, delete}, with the list queries the app really makes. Runs only under
 * `firebase emulators:exec --only firestore` (functions/jest.emulator.config.js), wherever the
 * Firestore emulator can start.
 *
 * Data and roles: test-support/rules-data.ts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { paths } from '@lab/domain/kernel';
import { publishedPaths } from '@lab/domain/published';
import { webhookPaths } from '@lab/domain/webhooks';
import type { ModelCollection } from './test-support/security-model';
import {
  CONTACT,
  CONVERSATION,
  CREATOR_CONTACT,
  CREATOR_CONVERSATION,
  CREATOR_MAIL,
  CREATOR_LEAD,
  SITE_LEAD,
  BOOKING,
  DAY,
  LAB,
  MAIL,
  OWNER,
  PARTICIPANT,
  QUICK_REPLY,
  RECIPIENT_HASH,
  ROLES,
  STRANGER,
  UID,
  WEBHOOK_KEY,
  roleDatabases,
  rulesTestDocuments,
  toStored,
  writeStored,
  type Role,
} from './test-support/rules-data';
import { testimonialPaths } from '@lab/domain/testimonials';

const PROJECT_ID = 'demo-lab-portfolio';
const RULES = readFileSync(resolve(__dirname, '..', '..', '..', 'firestore.rules'), 'utf8');

type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
const OPERATIONS: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete'];
const EVERYONE: readonly Role[] = ROLES;
const NOBODY: readonly Role[] = [];

jest.setTimeout(30_000);

let testEnv: RulesTestEnvironment;
let databases = new Map<Role, Firestore>();

function dbOf(role: Role): Firestore {
  const db = databases.get(role);
  if (!db) throw new Error(`no database for ${role}`);
  return db;
}

/** The list query a role makes: filtered on its own uid when the app filters (non-owners on participant collections). */
type ListQuery = (db: Firestore, role: Role) => Query;

/** participantsOnly() of the web's live reads: owners list everything, everyone else only documents naming them. */
function participantsOnly(role: Role): QueryConstraint[] {
  const uid = UID[role];
  return role === 'owner' || uid === null ? [] : [where('uids', 'array-contains', uid)];
}

/** The board's query (LIVE_READS.leads): owners list the site's inbox, anyone else only leads of their own. */
function leadsOf(role: Role): QueryConstraint[] {
  const uid = UID[role];
  if (role === 'owner') return [where('caixa', '==', 'lab')];
  return uid === null ? [] : [where('uidDono', '==', uid)];
}

/** Her bookings' query: a signed-in account lists the bookings of its own time (dona); anyone else's query is refused. */
function bookingsOf(role: Role): QueryConstraint[] {
  const uid = UID[role];
  return uid === null ? [] : [where('dona', '==', uid), orderBy('comecaEm', 'asc')];
}

interface CollectionCase {
  collection: ModelCollection;
  /** An existing document. */
  doc: string;
  /** Where a create goes: a document that does not exist. */
  newDoc: string;
  list: ListQuery;
  /** Roles whose get succeeds. */
  get: readonly Role[];
  /** Roles whose list query succeeds. */
  list_: readonly Role[];
}

const LAB_SKIN = paths.skin(LAB.uid, LAB.skinId);

/** The studio's query for a skin by name: an owner's over every skin, anyone else's among their own. */
function skinByName(db: Firestore, role: Role, username: string): Query {
  const uid = UID[role];
  if (role === 'owner' || uid === null) {
    return query(collectionGroup(db, 'skins'), where('username', '==', username), limit(1));
  }
  return query(collection(db, paths.skins(uid)), where('username', '==', username), limit(1));
}

const CASES: readonly CollectionCase[] = [
  {
    collection: 'users',
    doc: paths.user(PARTICIPANT),
    newDoc: paths.user('new-user'),
    // UsersScreen: users ordered by registration date.
    list: (db) => query(collection(db, 'users'), orderBy('data', 'desc')),
    get: ['participant', 'owner'],
    list_: ['owner'],
  },
  {
    collection: 'logins',
    doc: `${paths.logins(PARTICIPANT)}/login-01`,
    newDoc: `${paths.logins(PARTICIPANT)}/new-login`,
    list: (db) => query(collection(db, paths.logins(PARTICIPANT)), orderBy('data', 'desc')),
    get: ['participant', 'owner'],
    list_: ['participant', 'owner'],
  },
  {
    collection: 'respostasRapidas',
    // The account's own quick replies: nobody else reads them, owners included.
    doc: paths.respostaRapida(PARTICIPANT, QUICK_REPLY),
    newDoc: paths.respostaRapida(PARTICIPANT, 'nova-resposta'),
    list: (db) => query(collection(db, paths.respostasRapidas(PARTICIPANT)), orderBy('atalho', 'asc')),
    get: ['participant'],
    list_: ['participant'],
  },
  {
    collection: 'navegacoes_users',
    doc: paths.userNavigation(PARTICIPANT, '9b4e1f7a-2c6d-4d8b-b3a5-7e0f6c1d2a98'),
    newDoc: paths.userNavigation(PARTICIPANT, 'new-hash'),
    list: (db) => query(collection(db, `${paths.user(PARTICIPANT)}/navegacoes_users`), orderBy('criadoEm', 'desc')),
    get: ['owner'],
    list_: ['owner'],
  },
  {
    collection: 'skins',
    doc: paths.skin(PARTICIPANT, 'skin-visitante'),
    newDoc: paths.skin(PARTICIPANT, 'new-skin'),
    // The studio finds a skin by its username: an owner with one group query, a creator among their own.
    list: (db, role) => skinByName(db, role, 'visitante'),
    get: ['participant', 'owner'],
    list_: ['participant', 'stranger', 'owner'],
  },
  {
    collection: 'paginas',
    doc: paths.pagina(LAB.uid, LAB.skinId, 'home'),
    newDoc: paths.pagina(LAB.uid, LAB.skinId, 'new-page'),
    list: (db) => query(collection(db, paths.paginas(LAB.uid, LAB.skinId))),
    get: ['owner'],
    list_: ['owner'],
  },
  {
    collection: 'containerRefs',
    doc: `${paths.containerRefs(LAB.uid, LAB.skinId, 'home')}/ref-SKY1GNMkI7muVq3vmHNw`,
    newDoc: `${paths.containerRefs(LAB.uid, LAB.skinId, 'home')}/new-ref`,
    // Every ref of a skin in one group query on the denormalised id_skins.
    list: (db) => query(collectionGroup(db, 'containerRefs'), where('id_skins', '==', LAB.skinId)),
    get: EVERYONE,
    list_: EVERYONE,
  },
  {
    collection: 'containers',
    doc: `${paths.containers(LAB.uid, LAB.skinId)}/SKY1GNMkI7muVq3vmHNw`,
    newDoc: `${paths.containers(LAB.uid, LAB.skinId)}/new-container`,
    list: (db) => query(collection(db, paths.containers(LAB.uid, LAB.skinId))),
    get: ['owner'],
    list_: ['owner'],
  },
  {
    collection: 'cardRefs',
    doc: `${paths.cardRefs(LAB.uid, LAB.skinId, 'ct-projetos')}/ref-card-horta-viva`,
    newDoc: `${paths.cardRefs(LAB.uid, LAB.skinId, 'ct-projetos')}/new-ref`,
    list: (db) => query(collectionGroup(db, 'cardRefs'), where('id_skins', '==', LAB.skinId)),
    get: EVERYONE,
    list_: EVERYONE,
  },
  {
    collection: 'cards',
    doc: `${paths.cards(LAB.uid, LAB.skinId)}/card-horta-viva`,
    newDoc: `${paths.cards(LAB.uid, LAB.skinId)}/new-card`,
    list: (db) => query(collection(db, paths.cards(LAB.uid, LAB.skinId))),
    get: ['owner'],
    list_: ['owner'],
  },
  {
    collection: 'addOnsRefs',
    doc: `${paths.addOnsRefs(LAB.uid, LAB.skinId, 'card-horta-viva')}/ref-react`,
    newDoc: `${paths.addOnsRefs(LAB.uid, LAB.skinId, 'card-horta-viva')}/new-ref`,
    list: (db) => query(collectionGroup(db, 'addOnsRefs'), where('id_skins', '==', LAB.skinId)),
    get: EVERYONE,
    list_: EVERYONE,
  },
  {
    collection: 'add_ons',
    doc: `${paths.addOns()}/react`,
    newDoc: `${paths.addOns()}/new-add-on`,
    list: (db) => query(collection(db, paths.addOns())),
    get: EVERYONE,
    list_: EVERYONE,
  },
  // The published snapshot: a page reads its documents by address; nobody lists them from a client.
  {
    collection: 'sites',
    doc: publishedPaths.site('lab'),
    newDoc: publishedPaths.site('nova-skin'),
    list: (db) => query(collection(db, publishedPaths.sites())),
    get: EVERYONE,
    list_: [],
  },
  {
    collection: 'paginasPublicadas',
    doc: publishedPaths.page('lab', 'home'),
    newDoc: publishedPaths.page('lab', 'nova'),
    list: (db) => query(collection(db, publishedPaths.pages('lab'))),
    get: EVERYONE,
    list_: [],
  },
  {
    collection: 'cardsPublicados',
    doc: publishedPaths.card('lab', 'card-rede-abrigo'),
    newDoc: publishedPaths.card('lab', 'novo'),
    list: (db) => query(collection(db, publishedPaths.cards('lab'))),
    get: EVERYONE,
    list_: [],
  },
  // A skin the moderation hid: its marker is public (the page answers 410), a snapshot left behind is not.
  {
    collection: 'sitesOcultos',
    doc: publishedPaths.hidden('oculta'),
    newDoc: publishedPaths.hidden('nova-skin'),
    list: (db) => query(collection(db, 'sitesOcultos')),
    get: EVERYONE,
    list_: [],
  },
  {
    collection: 'sites',
    doc: publishedPaths.site('oculta'),
    newDoc: publishedPaths.site('outra-skin'),
    list: (db) => query(collection(db, publishedPaths.sites())),
    get: NOBODY,
    list_: [],
  },
  {
    collection: 'paginasPublicadas',
    doc: publishedPaths.page('oculta', 'home'),
    newDoc: publishedPaths.page('oculta', 'nova'),
    list: (db) => query(collection(db, publishedPaths.pages('oculta'))),
    get: NOBODY,
    list_: [],
  },
  {
    collection: 'cardsPublicados',
    doc: publishedPaths.card('oculta', 'k1'),
    newDoc: publishedPaths.card('oculta', 'novo'),
    list: (db) => query(collection(db, publishedPaths.cards('oculta'))),
    get: NOBODY,
    list_: [],
  },
  // Reports name their reporter's account: owners read them (DENÚNCIAS), nobody writes them.
  {
    collection: 'denuncias',
    doc: paths.denuncia('d1'),
    newDoc: paths.denuncia('d2'),
    list: (db) => query(collection(db, paths.denuncias()), orderBy('criadaEm', 'desc')),
    get: ['owner'],
    list_: ['owner'],
  },
  {
    collection: 'contatos',
    doc: paths.contato(CONTACT),
    newDoc: paths.contato('new_contact'),
    // ContactsScreen: owners see every contact, everyone else only contacts naming them.
    list: (db, role) => query(collection(db, paths.contatos()), ...participantsOnly(role), orderBy('ultimaConversaData', 'desc')),
    get: ['participant', 'owner'],
    // The stranger's own query is allowed and finds nothing (see "what the list queries return").
    list_: ['participant', 'stranger', 'owner'],
  },
  {
    collection: 'conversas',
    doc: paths.conversa(CONTACT, CONVERSATION),
    newDoc: paths.conversa(CONTACT, 'new-conversation'),
    list: (db, role) =>
      query(collection(db, paths.conversas(CONTACT)), ...participantsOnly(role), orderBy('dataUltimaMensagem', 'desc')),
    get: ['participant', 'owner'],
    list_: ['participant', 'stranger', 'owner'],
  },
  {
    collection: 'chat',
    doc: `${paths.chat(CONTACT, CONVERSATION)}/principal-01`,
    newDoc: `${paths.chat(CONTACT, CONVERSATION)}/new-message`,
    list: (db, role) =>
      query(collection(db, paths.chat(CONTACT, CONVERSATION)), ...participantsOnly(role), orderBy('data', 'asc')),
    get: ['participant', 'owner'],
    list_: ['participant', 'stranger', 'owner'],
  },
  {
    collection: 'leads',
    doc: paths.lead(CREATOR_LEAD),
    newDoc: paths.lead('new-lead'),
    list: (db, role) => query(collection(db, paths.leads()), ...leadsOf(role)),
    get: ['participant'],
    list_: ['participant', 'stranger', 'owner'],
  },
  {
    collection: 'etapas',
    doc: `${paths.etapas(CREATOR_LEAD)}/etapa-01`,
    newDoc: `${paths.etapas(CREATOR_LEAD)}/new-etapa`,
    list: (db, role) => query(collection(db, paths.etapas(CREATOR_LEAD)), ...leadsOf(role)),
    get: ['participant'],
    list_: ['participant', 'stranger', 'owner'],
  },
  {
    collection: 'acessos',
    doc: paths.acesso('3f6c2a9e-8b1d-4e57-9c0a-2d7f4b1e6a53'),
    newDoc: paths.acesso('new-hash'),
    // AccessLogScreen: newest first.
    list: (db) => query(collection(db, paths.acessos()), orderBy('data', 'desc')),
    get: ['owner'],
    list_: ['owner'],
  },
  {
    collection: 'navegacoes',
    doc: paths.navegacao('3f6c2a9e-8b1d-4e57-9c0a-2d7f4b1e6a53'),
    newDoc: paths.navegacao('new-hash'),
    list: (db) => query(collection(db, 'navegacoes')),
    get: ['owner'],
    list_: ['owner'],
  },
  {
    collection: 'mail',
    doc: paths.mail(MAIL),
    newDoc: paths.mail('new-mail'),
    // The outbox: newest first.
    list: (db) => query(collection(db, paths.mails()), orderBy('data', 'desc')),
    get: ['owner'],
    list_: ['owner'],
  },
  {
    collection: 'estatisticas',
    doc: paths.estatistica(DAY, 0),
    newDoc: paths.estatistica(DAY, 1),
    // The visit summary: every shard of the last days in one query.
    list: (db) => query(collection(db, paths.estatisticas()), where('dia', '>=', '2025-04-13')),
    get: ['owner'],
    list_: ['owner'],
  },
  {
    collection: 'visitas',
    // The participant's own skin: they read its visits, a stranger does not, nor does anyone signed out.
    doc: paths.visita(PARTICIPANT, 'skin-visitante', DAY, 0),
    newDoc: paths.visita(PARTICIPANT, 'skin-visitante', DAY, 1),
    // VISITAS: one skin's shards of the last days in one query.
    list: (db) => query(collection(db, paths.visitas(PARTICIPANT, 'skin-visitante')), where('dia', '>=', '2025-04-13')),
    get: ['participant', 'owner'],
    list_: ['participant', 'owner'],
  },
  {
    collection: 'usernames',
    doc: paths.username('visitante'),
    newDoc: paths.username('new-name'),
    list: (db) => query(collection(db, 'usernames')),
    get: NOBODY,
    list_: NOBODY,
  },
  {
    // Which skin a custom domain shows: the page function reads it, no client does.
    collection: 'dominios',
    doc: paths.dominio('solange.exemplo.com.br'),
    newDoc: paths.dominio('novo.exemplo.com'),
    list: (db) => query(collection(db, 'dominios')),
    get: NOBODY,
    list_: NOBODY,
  },
  {
    collection: 'rateLimits',
    doc: paths.rateLimit(`uid:${PARTICIPANT}`),
    newDoc: paths.rateLimit('email:new@example.com'),
    list: (db) => query(collection(db, 'rateLimits')),
    get: NOBODY,
    list_: NOBODY,
  },
  {
    // A visitor's e-mailed link: its id is the secret, so no one may read or list it.
    collection: 'pedidosDados',
    doc: paths.pedidoDados('a1b2c3d4e5f6a7b8'),
    newDoc: paths.pedidoDados('f6e5d4c3b2a1f6e5'),
    list: (db) => query(collection(db, 'pedidosDados')),
    get: NOBODY,
    list_: NOBODY,
  },
  {
    // An address's say on replies by e-mail, with the secrets of its links: no one may read or list it.
    collection: 'destinatarios',
    doc: paths.destinatario(RECIPIENT_HASH),
    newDoc: paths.destinatario('0'.repeat(64)),
    list: (db) => query(collection(db, 'destinatarios')),
    get: NOBODY,
    list_: NOBODY,
  },
  {
    // A browser's push token: whoever holds it and the server's key could notify that browser, so
    // not even its own account reads it back.
    collection: 'dispositivos',
    doc: paths.dispositivos(PARTICIPANT),
    newDoc: paths.dispositivos('someone-new'),
    list: (db) => query(collection(db, 'dispositivos')),
    get: NOBODY,
    list_: NOBODY,
  },
  // Business hours: the skin's own account gets its document; owners read every inbox's.
  {
    collection: 'atendimento',
    doc: paths.atendimento('visitante'),
    newDoc: paths.atendimento('nova-skin'),
    // HORÁRIO DE ATENDIMENTO: owners list every inbox's, everyone else only the documents naming them.
    list: (db, role) => query(collection(db, paths.atendimentos()), ...participantsOnly(role)),
    get: ['participant', 'owner'],
    list_: ['participant', 'stranger', 'owner'],
  },
  {
    // Her calendar feed's secret: she alone reads it, owners included in "nobody else".
    collection: 'agendaFeeds',
    doc: paths.agendaFeed(PARTICIPANT),
    newDoc: paths.agendaFeed('someone-new'),
    // AGENDA's query (LIVE_READS.agendaFeed): each account's own document by its uid field (a stranger's
    // and an owner's find none of theirs); signed out, the participant's, refused.
    list: (db, role) => query(collection(db, paths.agendaFeeds()), where('uid', '==', UID[role] ?? PARTICIPANT)),
    get: ['participant'],
    list_: ['participant', 'stranger', 'owner'],
  },
  {
    // A held notice carries the visitor's words and IP: nobody reads it.
    collection: 'avisosAdiados',
    doc: paths.avisoAdiado('a1'),
    newDoc: paths.avisoAdiado('a2'),
    list: (db) => query(collection(db, paths.avisosAdiados())),
    get: NOBODY,
    list_: NOBODY,
  },
  {
    // A skin's webhook, with its signing secret: not even the skin's own account reads it (readWebhook does).
    collection: 'webhooks',
    doc: webhookPaths.webhook(WEBHOOK_KEY),
    newDoc: webhookPaths.webhook('someone-new~skin'),
    list: (db) => query(collection(db, 'webhooks')),
    get: NOBODY,
    list_: NOBODY,
  },
  {
    collection: 'entregas',
    doc: webhookPaths.entrega({ chave: WEBHOOK_KEY, id: 'evt_1' }),
    newDoc: webhookPaths.entrega({ chave: WEBHOOK_KEY, id: 'evt_2' }),
    list: (db) => query(collection(db, webhookPaths.entregas(WEBHOOK_KEY))),
    get: NOBODY,
    list_: NOBODY,
  },
  {
    // Her bookings (LIVE_READS of the AGENDA screen): her own, the query filtering on dona; not the owners'.
    collection: 'reservas',
    doc: paths.reserva(BOOKING),
    newDoc: paths.reserva('new-booking'),
    list: (db, role) => query(collection(db, paths.reservas()), ...bookingsOf(role)),
    get: ['participant'],
    list_: ['participant', 'stranger', 'owner'],
  },
  {
    // The busy maps: the booking's transaction alone reads them, not even her own account.
    collection: 'agendaDias',
    doc: paths.agendaDia(`${PARTICIPANT}~skin-visitante`, '2025-05-13'),
    newDoc: paths.agendaDia(`${PARTICIPANT}~skin-visitante`, '2025-05-14'),
    list: (db) => query(collection(db, 'agendaDias')),
    get: NOBODY,
    list_: NOBODY,
  },
  {
    // Quotes sent through her link: she alone reads them, owners included in "nobody else".
    collection: 'depoimentosPendentes',
    doc: testimonialPaths.depoimentoPendente(PARTICIPANT, 'skin-visitante', 'p-joana'),
    newDoc: testimonialPaths.depoimentoPendente(PARTICIPANT, 'skin-visitante', 'p-novo'),
    // Her Depoimentos editor's query (LIVE_READS.pendingTestimonials).
    list: (db) =>
      query(collection(db, testimonialPaths.depoimentosPendentes(PARTICIPANT, 'skin-visitante')), orderBy('data', 'asc')),
    get: ['participant'],
    list_: ['participant'],
  },
  {
    // Her link's secret's hash, and which link a container has: the callables alone.
    collection: 'linksDepoimento',
    doc: testimonialPaths.linkDepoimento('link-0001'),
    newDoc: testimonialPaths.linkDepoimento('link-0002'),
    list: (db) => query(collection(db, 'linksDepoimento')),
    get: NOBODY,
    list_: NOBODY,
  },
  {
    collection: 'depoimentoLinks',
    doc: testimonialPaths.depoimentoLink(PARTICIPANT, 'skin-visitante', 'ct-depoimentos'),
    newDoc: testimonialPaths.depoimentoLink(PARTICIPANT, 'skin-visitante', 'ct-outro'),
    list: (db) => query(collection(db, testimonialPaths.depoimentoLinks(PARTICIPANT, 'skin-visitante'))),
    get: NOBODY,
    list_: NOBODY,
  },
  {
    collection: 'geoCache',
    doc: paths.geoCache('203.0.113.7'),
    newDoc: paths.geoCache('198.51.100.1'),
    list: (db) => query(collection(db, 'geoCache')),
    get: NOBODY,
    list_: NOBODY,
  },
];

/** What the seed holds at a path, in stored form (for creates: a copy of a valid document). */
let stored: Record<string, DocumentData> = {};

function attempt(role: Role, operation: Operation, c: CollectionCase): Promise<unknown> {
  const db = dbOf(role);
  switch (operation) {
    case 'get':
      return getDoc(doc(db, c.doc));
    case 'list':
      return getDocs(c.list(db, role));
    case 'create':
      return setDoc(doc(db, c.newDoc), stored[c.doc] ?? { any: 'thing' });
    case 'update':
      return updateDoc(doc(db, c.doc), { alteradoPeloCliente: true });
    case 'delete':
      return deleteDoc(doc(db, c.doc));
  }
}

function allowedRoles(c: CollectionCase, operation: Operation): readonly Role[] {
  if (operation === 'get') return c.get;
  if (operation === 'list') return c.list_;
  return NOBODY; // No client write anywhere: every write is a callable.
}

beforeAll(async () => {
  // Every denial the table expects would otherwise print the SDK's PERMISSION_DENIED warning.
  setLogLevel('error');
  testEnv = await initializeTestEnvironment({ projectId: PROJECT_ID, firestore: { rules: RULES } });
  await testEnv.clearFirestore();

  stored = Object.fromEntries(Object.entries(rulesTestDocuments()).map(([path, data]) => [path, toStored(data)]));
  for (const c of CASES) {
    if (!stored[c.doc]) throw new Error(`the test data has no ${c.doc} (${c.collection})`);
    if (stored[c.newDoc]) throw new Error(`${c.newDoc} must not exist: creates go there`);
  }

  await writeStored(testEnv, stored);
  databases = roleDatabases(testEnv);
});

afterAll(async () => {
  await testEnv?.cleanup();
});

describe('firestore.rules: every collection x role x operation', () => {
  const table = CASES.flatMap((c) =>
    ROLES.flatMap((role) =>
      OPERATIONS.map((operation) => {
        const allowed = allowedRoles(c, operation).includes(role);
        return [c.collection, role, operation, allowed ? 'allow' : 'deny', c] as const;
      }),
    ),
  );

  it.each(table)('%s: %s %s -> %s', async (_collection, role, operation, verdict, c) => {
    const request = attempt(role, operation, c);
    if (verdict === 'allow') await assertSucceeds(request);
    else await assertFails(request);
  });
});

describe('what the list queries return', () => {
  const ids = async (q: Query) => (await getDocs(q)).docs.map((d) => d.ref.path).sort();
  const contatosQuery = (role: Role) =>
    query(collection(dbOf(role), paths.contatos()), ...participantsOnly(role), orderBy('ultimaConversaData', 'desc'));

  it("a participant lists exactly the contacts naming them (the site's and their own inbox); a stranger none; an owner every contact", async () => {
    const mine = [paths.contato(CONTACT), paths.contato(CREATOR_CONTACT)].sort();
    expect(await ids(contatosQuery('participant'))).toEqual(mine);
    expect(await ids(contatosQuery('stranger'))).toEqual([]);
    expect(await ids(contatosQuery('owner'))).toEqual([paths.contato('ana.souza@example.com_lab'), ...mine].sort());
  });

  it('Bookings read by others: she lists exactly her own; another account lists none and reads none; a visitor reads nothing', async () => {
    const bookings = (role: Role) => query(collection(dbOf(role), paths.reservas()), ...bookingsOf(role));
    // Hers are two in the rules' data: the one read by id here and the live reads' own.
    expect(await ids(bookings('participant'))).toEqual([paths.reserva('reserva-01'), paths.reserva(BOOKING)]);
    expect(await ids(bookings('stranger'))).toEqual([]);
    expect(await ids(bookings('owner'))).toEqual([]);
    await assertFails(getDoc(doc(dbOf('stranger'), paths.reserva(BOOKING))));
    await assertFails(getDoc(doc(dbOf('anonymous'), paths.reserva(BOOKING))));
    await assertFails(getDocs(query(collection(dbOf('stranger'), paths.reservas()), where('dona', '==', PARTICIPANT))));
  });

  it('a participant lists the conversations and messages of their contact', async () => {
    const conversas = await ids(
      query(collection(dbOf('participant'), paths.conversas(CONTACT)), ...participantsOnly('participant')),
    );
    expect(conversas).toEqual([paths.conversa(CONTACT, 'c-identidade'), paths.conversa(CONTACT, CONVERSATION)]);
    const chat = await getDocs(
      query(
        collection(dbOf('participant'), paths.chat(CONTACT, CONVERSATION)),
        ...participantsOnly('participant'),
        orderBy('data', 'asc'),
      ),
    );
    expect(chat.docs.map((d) => d.id)).toEqual(['principal-01', 'principal-02', 'principal-03', 'principal-04']);
  });

  it("the studio finds a skin by username and all its refs: an owner's any skin, a creator's their own", async () => {
    const skins = await getDocs(skinByName(dbOf('owner'), 'owner', 'lab'));
    expect(skins.docs.map((d) => d.ref.path)).toEqual([LAB_SKIN]);
    const own = await getDocs(skinByName(dbOf('participant'), 'participant', 'visitante'));
    expect(own.docs.map((d) => d.ref.path)).toEqual([paths.skin(PARTICIPANT, 'skin-visitante')]);
    expect((await getDocs(skinByName(dbOf('participant'), 'participant', 'lab'))).size).toBe(0);
    for (const [group, count] of [
      ['containerRefs', 4],
      ['cardRefs', 6],
      ['addOnsRefs', 10],
    ] as const) {
      const refs = await getDocs(query(collectionGroup(dbOf('anonymous'), group), where('id_skins', '==', LAB.skinId)));
      expect({ group, count: refs.size }).toEqual({ group, count });
    }
  });

  it("a user's own skins, oldest first, are theirs and the owners' (the skins manager lists them), nobody else's", async () => {
    await assertSucceeds(getDocs(query(collection(dbOf('participant'), paths.skins(PARTICIPANT)), orderBy('data', 'asc'))));
    await assertSucceeds(getDocs(query(collection(dbOf('owner'), paths.skins(PARTICIPANT)), orderBy('data', 'asc'))));
    await assertFails(getDocs(query(collection(dbOf('anonymous'), paths.skins(LAB.uid)), orderBy('data', 'asc'))));
    await assertFails(getDocs(query(collection(dbOf('stranger'), paths.skins(PARTICIPANT)), orderBy('data', 'asc'))));
  });
});

describe('Hidden skins are listed by anyone', () => {
  const HIDDEN = paths.skin(PARTICIPANT, 'skin-oculta');
  const HIDDEN_PAGE = paths.pagina(PARTICIPANT, 'skin-oculta', 'home');
  const hidden = (db: Firestore) => query(collectionGroup(db, 'skins'), where('oculta', '==', true));

  beforeAll(async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, HIDDEN), {
        ...stored[paths.skin(PARTICIPANT, 'skin-visitante')],
        id_skins: 'skin-oculta',
        username: 'oculta',
        oculta: true,
        ocultaPor: 'bloqueio',
      });
      await setDoc(doc(db, HIDDEN_PAGE), { ...stored[paths.pagina(LAB.uid, LAB.skinId, 'home')] });
    });
  });

  it('signed out or signed in as anyone else, nobody lists the hidden skins nor reads one, or its pages', async () => {
    for (const role of ['anonymous', 'stranger', 'participant'] as const) await assertFails(getDocs(hidden(dbOf(role))));
    for (const role of ['anonymous', 'stranger'] as const) {
      await assertFails(getDoc(doc(dbOf(role), HIDDEN)));
      await assertFails(getDoc(doc(dbOf(role), HIDDEN_PAGE)));
      await assertFails(getDocs(query(collection(dbOf(role), paths.paginas(PARTICIPANT, 'skin-oculta')))));
    }
  });

  it("the skin's own account and the owners still read it (the studio, with its banner)", async () => {
    await assertSucceeds(getDoc(doc(dbOf('participant'), HIDDEN)));
    await assertSucceeds(getDoc(doc(dbOf('participant'), HIDDEN_PAGE)));
    expect((await getDocs(hidden(dbOf('owner')))).docs.map((d) => d.ref.path)).toEqual([HIDDEN]);
  });
});

describe('what the rules refuse beyond the table', () => {
  it('a signed-in non-owner cannot list contacts, conversations or chat without filtering on their own uid', async () => {
    const db = dbOf('participant');
    await assertFails(getDocs(query(collection(db, paths.contatos()), orderBy('ultimaConversaData', 'desc'))));
    await assertFails(getDocs(query(collection(db, paths.conversas(CONTACT)), orderBy('dataUltimaMensagem', 'desc'))));
    await assertFails(getDocs(query(collection(db, paths.chat(CONTACT, CONVERSATION)), orderBy('data', 'asc'))));
  });

  it("a stranger cannot list someone else's contacts by filtering on their uid", async () => {
    const db = dbOf('stranger');
    await assertFails(getDocs(query(collection(db, paths.contatos()), where('uids', 'array-contains', PARTICIPANT))));
    await assertFails(getDocs(query(collection(db, paths.conversas(CONTACT)), where('uids', 'array-contains', PARTICIPANT))));
  });

  it("a stranger or an owner cannot read her calendar feed's secret by filtering on her uid, nor list every feed", async () => {
    for (const role of ['stranger', 'owner'] as const) {
      await assertFails(getDocs(query(collection(dbOf(role), paths.agendaFeeds()), where('uid', '==', PARTICIPANT))));
      await assertFails(getDocs(query(collection(dbOf(role), paths.agendaFeeds()))));
    }
    const own = await getDocs(query(collection(dbOf('participant'), paths.agendaFeeds()), where('uid', '==', PARTICIPANT)));
    expect(own.docs.map((d) => d.id)).toEqual([PARTICIPANT]);
  });

  it("a creator reads their own skin's visits and never another creator's, not even by naming its path", async () => {
    const labVisits = query(collection(dbOf('participant'), paths.visitas(LAB.uid, LAB.skinId)), where('dia', '>=', DAY));
    await assertFails(getDocs(labVisits));
    await assertFails(getDoc(doc(dbOf('participant'), paths.visita(LAB.uid, LAB.skinId, DAY, 0))));
    await assertFails(getDocs(query(collection(dbOf('stranger'), paths.visitas(PARTICIPANT, 'skin-visitante')))));
    const own = await getDocs(query(collection(dbOf('participant'), paths.visitas(PARTICIPANT, 'skin-visitante'))));
    expect(own.docs.map((d) => d.id)).toEqual([`${DAY}_0`]);
    // Owners read every skin's (the lab's: the seed's day and this suite's).
    const owners = await getDocs(query(collection(dbOf('owner'), paths.visitas(LAB.uid, LAB.skinId))));
    expect(owners.docs.map((d) => d.id)).toEqual(expect.arrayContaining([`${DAY}_0`]));
  });

  it('owners are recognised by the admin claim only: an owner uid without the claim reads as anyone else', async () => {
    const unclaimed = testEnv.authenticatedContext(OWNER).firestore() as unknown as Firestore;
    await assertFails(getDocs(query(collection(unclaimed, 'users'), orderBy('data', 'desc'))));
    await assertFails(getDoc(doc(unclaimed, paths.contato(CONTACT))));
    await assertFails(getDocs(query(collection(unclaimed, paths.acessos()), orderBy('data', 'desc'))));
    const falseClaim = testEnv.authenticatedContext(STRANGER, { admin: false }).firestore() as unknown as Firestore;
    await assertFails(getDocs(query(collection(falseClaim, 'users'), orderBy('data', 'desc'))));
  });

  it("a conversation's read times (Visto) and who answers it are read by its participants and owners, nobody else", async () => {
    const path = paths.conversa(CONTACT, CONVERSATION);
    for (const role of ['participant', 'owner'] as const) {
      const read = (await assertSucceeds(getDoc(doc(dbOf(role), path)))).data();
      expect(Object.keys(read ?? {})).toEqual(expect.arrayContaining(['lidaLabEm', 'lidaVisitanteEm', 'respondendo']));
      expect(read?.['respondendo']).toMatchObject({ uid: 'owner-socio', nome: 'Sócio do Lab' });
    }
    await assertFails(getDoc(doc(dbOf('stranger'), path)));
    await assertFails(getDoc(doc(dbOf('anonymous'), path)));
    await assertFails(
      getDocs(query(collection(dbOf('stranger'), paths.conversas(CONTACT)), where('respondendo.uid', '==', 'owner-socio'))),
    );
  });

  it('lead privacy: the visitor side of a conversation cannot read its stage, value or history', async () => {
    // The participant wrote to the site's inbox; the owners keep her lead there at Proposta enviada.
    const conversa = paths.conversa(CONTACT, 'c-identidade');
    const read = (await assertSucceeds(getDoc(doc(dbOf('participant'), conversa)))).data() ?? {};
    for (const field of ['etapa', 'valorProposta', 'etapaEm', 'voltouEm']) expect([field, field in read]).toEqual([field, false]);
    const history = paths.etapas(SITE_LEAD);
    for (const role of ['participant', 'stranger', 'anonymous'] as const) {
      await assertFails(getDoc(doc(dbOf(role), paths.lead(SITE_LEAD))));
      await assertFails(getDoc(doc(dbOf(role), `${history}/etapa-01`)));
      await assertFails(getDocs(query(collection(dbOf(role), paths.leads()), where('caixa', '==', 'lab'))));
      await assertFails(getDocs(query(collection(dbOf(role), history))));
    }
    const lead = (await assertSucceeds(getDoc(doc(dbOf('owner'), paths.lead(SITE_LEAD))))).data();
    expect(lead).toMatchObject({ caixa: 'lab', etapa: 'proposta', valorProposta: 350_000 });
    const rows = await assertSucceeds(getDocs(query(collection(dbOf('owner'), history), where('caixa', '==', 'lab'))));
    expect(rows.docs.map((d) => (d.data() as { para?: string }).para)).toEqual(['proposta']);
    // Her own inbox's leads are hers: the owners do not read a creator's.
    await assertFails(getDoc(doc(dbOf('owner'), paths.lead(CREATOR_LEAD))));
  });

  it('the legacy chats sibling is readable like chat: participants and owners only', async () => {
    const path = `${paths.legacyChats(CONTACT, CONVERSATION)}/missing`;
    await assertFails(getDoc(doc(dbOf('anonymous'), path)));
    await assertFails(getDoc(doc(dbOf('stranger'), path)));
    await assertSucceeds(getDoc(doc(dbOf('owner'), path)));
    await assertSucceeds(
      getDocs(
        query(collection(dbOf('participant'), paths.legacyChats(CONTACT, CONVERSATION)), ...participantsOnly('participant')),
      ),
    );
  });

  it("the visitor an e-mail is addressed to cannot read it, whatever the query: the outbox is the owners' alone", async () => {
    const db = dbOf('participant');
    await assertFails(getDoc(doc(db, paths.mail(MAIL))));
    await assertFails(
      getDocs(
        query(
          collection(db, paths.mails()),
          where('idContato', '==', CONTACT),
          where('idConversa', '==', CONVERSATION),
          orderBy('data', 'asc'),
        ),
      ),
    );
    await assertFails(
      getDocs(query(collection(db, paths.mails()), where('to', 'array-contains', 'visitante.teste@example.com'))),
    );
  });

  it("an owner reads a conversation's e-mails (the chat's per-message delivery state) and nobody retries one from a client", async () => {
    const mails = await getDocs(
      query(
        collection(dbOf('owner'), paths.mails()),
        where('idContato', '==', CONTACT),
        where('idConversa', '==', CONVERSATION),
        orderBy('data', 'asc'),
      ),
    );
    expect(mails.docs.map((d) => d.id)).toEqual([MAIL]);
    // Retrying sets delivery.state back to RETRY: a callable does it, never the owner's client.
    await assertFails(updateDoc(doc(dbOf('owner'), paths.mail(MAIL)), { 'delivery.state': 'RETRY' }));
  });

  it("a creator reads their own inbox's contact and the mail it sent, and no other creator reads either", async () => {
    const mailOf = (role: Role, uid: string) =>
      getDocs(
        query(
          collection(dbOf(role), paths.mails()),
          where('leitores', 'array-contains', uid),
          where('idContato', '==', CREATOR_CONTACT),
          where('idConversa', '==', CREATOR_CONVERSATION),
          orderBy('data', 'asc'),
        ),
      );
    await assertSucceeds(getDoc(doc(dbOf('participant'), paths.contato(CREATOR_CONTACT))));
    expect((await mailOf('participant', PARTICIPANT)).docs.map((d) => d.id)).toEqual([CREATOR_MAIL]);
    await assertSucceeds(getDoc(doc(dbOf('participant'), paths.mail(CREATOR_MAIL))));
    // Another creator: not their contact, not their mail, whatever they ask for.
    await assertFails(getDoc(doc(dbOf('stranger'), paths.contato(CREATOR_CONTACT))));
    await assertFails(getDoc(doc(dbOf('stranger'), paths.mail(CREATOR_MAIL))));
    await assertFails(mailOf('stranger', PARTICIPANT));
    expect((await mailOf('stranger', STRANGER)).docs).toEqual([]);
    await assertFails(getDoc(doc(dbOf('anonymous'), paths.mail(CREATOR_MAIL))));
    // The site's own mail stays the owners'.
    await assertFails(getDoc(doc(dbOf('participant'), paths.mail(MAIL))));
  });

  it('not even an owner writes through a client: a set with merge is refused as well', async () => {
    await assertFails(setDoc(doc(dbOf('owner'), paths.user(OWNER)), { isAdmin: true }, { merge: true }));
    await assertFails(setDoc(doc(dbOf('participant'), paths.username('tomado')), { uid: PARTICIPANT, skinId: 'x' }));
  });
});
