/**
 * emulator-data/seed.json is the one seed of the project: the emulator seed script loads it into
 * Auth and Firestore and the web's demo backend runs on it. This suite checks it is data the app can
 * actually run on: every document matches the core type of its collection, every reference points
 * at something that exists, and the denormalised fields (ids, uids) agree with the paths.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  DATE_FIELDS,
  MAIN_PAGE_ID,
  SITE_OWNER_SKIN,
  THEMES,
  contactIdOf,
  identityOf,
  isSiteName,
  isValidSkinName,
  paths,
  type AddOnRefDoc,
  type CardRefDoc,
  type ChatDoc,
  type ContainerDoc,
  type ContainerRefDoc,
  type ContatoDoc,
  type ConversaDoc,
  type PaginaDoc,
  type SkinDoc,
  type UserDoc,
  type UsernameDoc,
  type DominioDoc,
} from '@lab/domain/kernel';
import { normalizeDomain } from '@lab/domain/skins';
import {
  ENTITY_SCHEMAS,
  entityCollectionOf,
  parseDocument,
  withPublishedSnapshots,
  type EntityCollection,
} from '@lab/domain/store';
import { readSeed, type SeedDocument } from '../../scripts/seed-data';

// ---------------------------------------------------------------------------------------------
// Which collection a path belongs to, with the ids its path carries.
// ---------------------------------------------------------------------------------------------

const ID = '([^/]+)';
const SKIN = `users/${ID}/skins/${ID}`;
const PATTERNS: Array<[EntityCollection, RegExp, string[]]> = [
  ['users', new RegExp(`^users/${ID}$`), ['uid']],
  ['logins', new RegExp(`^users/${ID}/logins/${ID}$`), ['uid', 'id']],
  ['navegacoes_users', new RegExp(`^users/${ID}/navegacoes_users/${ID}$`), ['uid', 'id']],
  ['skins', new RegExp(`^${SKIN}$`), ['uid', 'skinId']],
  ['paginas', new RegExp(`^${SKIN}/paginas/${ID}$`), ['uid', 'skinId', 'pageId']],
  ['containerRefs', new RegExp(`^${SKIN}/paginas/${ID}/containerRefs/${ID}$`), ['uid', 'skinId', 'pageId', 'id']],
  ['containers', new RegExp(`^${SKIN}/containers/${ID}$`), ['uid', 'skinId', 'containerId']],
  ['cardRefs', new RegExp(`^${SKIN}/containers/${ID}/cardRefs/${ID}$`), ['uid', 'skinId', 'containerId', 'id']],
  ['cards', new RegExp(`^${SKIN}/cards/${ID}$`), ['uid', 'skinId', 'cardId']],
  ['addOnsRefs', new RegExp(`^${SKIN}/cards/${ID}/addOnsRefs/${ID}$`), ['uid', 'skinId', 'cardId', 'id']],
  ['add_ons', new RegExp(`^add_ons/${ID}$`), ['id']],
  ['contatos', new RegExp(`^contatos/${ID}$`), ['contactId']],
  ['conversas', new RegExp(`^contatos/${ID}/conversas/${ID}$`), ['contactId', 'conversationId']],
  ['chat', new RegExp(`^contatos/${ID}/conversas/${ID}/chat/${ID}$`), ['contactId', 'conversationId', 'id']],
  ['acessos', new RegExp(`^acessos/${ID}$`), ['id']],
  ['leads', new RegExp(`^leads/${ID}$`), ['leadId']],
  ['etapas', new RegExp(`^leads/${ID}/etapas/${ID}$`), ['leadId', 'id']],
  ['navegacoes', new RegExp(`^navegacoes/${ID}$`), ['id']],
  ['usernames', new RegExp(`^usernames/${ID}$`), ['id']],
  ['dominios', new RegExp(`^dominios/${ID}$`), ['id']],
  ['rateLimits', new RegExp(`^rateLimits/${ID}$`), ['id']],
  ['geoCache', new RegExp(`^geoCache/${ID}$`), ['id']],
  ['pedidosDados', new RegExp(`^pedidosDados/${ID}$`), ['id']],
  ['destinatarios', new RegExp(`^destinatarios/${ID}$`), ['id']],
  ['mail', new RegExp(`^mail/${ID}$`), ['id']],
  ['estatisticas', new RegExp(`^estatisticas/${ID}$`), ['id']],
  ['visitas', new RegExp(`^${SKIN}/visitas/${ID}$`), ['uid', 'skinId', 'id']],
  ['sites', new RegExp(`^sites/${ID}$`), ['username']],
  ['paginasPublicadas', new RegExp(`^sites/${ID}/paginasPublicadas/${ID}$`), ['username', 'pageId']],
  ['cardsPublicados', new RegExp(`^sites/${ID}/cardsPublicados/${ID}$`), ['username', 'cardId']],
];

interface SeedEntry {
  path: string;
  collection: EntityCollection;
  params: Record<string, string>;
  data: SeedDocument;
}

function classify(path: string, data: SeedDocument): SeedEntry | null {
  for (const [collection, pattern, names] of PATTERNS) {
    const match = pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      params[name] = match[index + 1] ?? '';
    });
    return { path, collection, params, data };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Field checks: the domain's entity schemas, plus what parsing would silently drop.
// ---------------------------------------------------------------------------------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Fields of `original` that parsing dropped, at any depth: fields the core type does not name. */
function droppedFields(where: string, original: unknown, parsed: unknown): string[] {
  if (Array.isArray(original) && Array.isArray(parsed))
    return original.flatMap((item, i) => droppedFields(`${where}[${i}]`, item, parsed[i]));
  if (!isRecord(original) || !isRecord(parsed)) return [];
  return Object.entries(original).flatMap(([key, inner]) =>
    key in parsed ? droppedFields(`${where}.${key}`, inner, parsed[key]) : [`${where}: field "${key}" is not in the core type`],
  );
}

/** Problems of one document against the schema its path names in the domain. */
function checkDocument({ path, collection, data }: SeedEntry): string[] {
  const named = entityCollectionOf(path);
  if (named !== collection) return [`${path}: the domain files it under ${String(named)}, not ${collection}`];
  const parsed = parseDocument(path, data);
  return parsed.ok ? droppedFields(path, data, parsed.data) : [`${path}: ${parsed.problem}`];
}

/** Dates are epoch ms: between 2000-01-01 and 2100-01-01 catches seconds and typos alike. */
const MIN_DATE = Date.UTC(2000, 0, 1);
const MAX_DATE = Date.UTC(2100, 0, 1);

function checkDates(where: string, value: unknown, field?: string): string[] {
  if (field !== undefined && DATE_FIELDS.has(field)) {
    return typeof value === 'number' && Number.isInteger(value) && value >= MIN_DATE && value <= MAX_DATE
      ? []
      : [`${where}: date field is not epoch milliseconds (${JSON.stringify(value)})`];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => checkDates(`${where}[${index}]`, item));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, inner]) => checkDates(`${where}.${key}`, inner, key));
  return [];
}

// ---------------------------------------------------------------------------------------------
// The seed, indexed.
// ---------------------------------------------------------------------------------------------

const COLLECTIONS = Object.keys(ENTITY_SCHEMAS) as EntityCollection[];
const seed = readSeed();
// With the published snapshots the seed scripts compute beside the seed: they too must match their types.
const docs = withPublishedSnapshots(seed.documents);
const entries = Object.entries(docs).map(([path, data]) => classify(path, data));
const known = entries.filter((e): e is SeedEntry => e !== null);
const ofCollection = (collection: EntityCollection) => known.filter((e) => e.collection === collection);
const doc = <T>(path: string): T | undefined => docs[path] as T | undefined;
const accountsByUid = new Map(seed.accounts.map((a) => [a.uid, a]));

const skins = ofCollection('skins').map((e) => ({ ...e, skin: e.data as unknown as SkinDoc }));
const skinsByUsername = new Map<string, typeof skins>();
for (const entry of skins) skinsByUsername.set(entry.skin.username, [...(skinsByUsername.get(entry.skin.username) ?? []), entry]);

describe('emulator-data/seed.json', () => {
  describe('documents match the core types', () => {
    it('every document path belongs to a known collection', () => {
      const unknown = entries.flatMap((e, index) => (e === null ? [Object.keys(docs)[index]] : []));
      expect(unknown).toEqual([]);
    });

    // The limits, caches and requests start empty, and so does the moderation: a seeded report or
    // hidden skin would greet every new demo with a decision already taken.
    const START_EMPTY = [
      // Business hours: each inbox sets its own.
      'atendimento',
      'rateLimits',
      'geoCache',
      'pedidosDados',
      'destinatarios',
      'denuncias',
      'sitesOcultos',
      'dispositivos',
      'bloqueios',
      // Quick replies are each creator's own texts, written on RESPOSTAS RÁPIDAS.
      'respostasRapidas',
      // Bookings: a visitor books her time; the busy maps follow the bookings, her feed its first address.
      'reservas',
      'agendaDias',
      'agendaFeeds',
      // Testimonials: her link is made when she asks for quotes, and a quote waits only once a client sends one.
      'linksDepoimento',
      'depoimentoLinks',
      'depoimentosPendentes',
    ];

    it('every collection of the model is represented (but those that start empty)', () => {
      const present = new Set(known.map((e) => e.collection));
      const missing = COLLECTIONS.filter((c) => !START_EMPTY.includes(c) && !present.has(c));
      expect(missing).toEqual([]);
    });

    it.each(COLLECTIONS)(
      '%s: every document parses with the schema its path names, and has no field beyond its type',
      (collection) => {
        const problems = ofCollection(collection).flatMap(checkDocument);
        expect(problems).toEqual([]);
      },
    );

    it('the document check catches a missing field, a field of another type and a field beyond the type, at any depth', () => {
      const [entry] = ofCollection('contatos');
      if (!entry) throw new Error('the seed has no contact');
      const contato = entry.data as unknown as ContatoDoc;
      const withData = (data: object) => checkDocument({ ...entry, data: data as SeedDocument });
      const [first, ...others] = contato.participantes;
      expect(withData({ ...contato, uids: undefined })).toEqual([`${entry.path}: uids: expected array`]);
      expect(withData({ ...contato, ultimaConversaData: String(contato.ultimaConversaData) })).toEqual([
        `${entry.path}: ultimaConversaData: expected number`,
      ]);
      expect(withData({ ...contato, participantes: [{ ...first, apelido: 'x' }, ...others] })).toEqual([
        `${entry.path}.participantes[0]: field "apelido" is not in the core type`,
      ]);
    });

    it('every date field (core DATE_FIELDS, at any depth) holds epoch milliseconds', () => {
      const problems = known.flatMap((e) => checkDates(e.path, e.data));
      expect(problems).toEqual([]);
    });

    it('ids stored on documents equal the ids in their paths', () => {
      const problems: string[] = [];
      const same = (path: string, field: string, actual: unknown, expected: string | undefined) => {
        if (actual !== expected)
          problems.push(`${path}: ${field} is ${JSON.stringify(actual)}, the path says ${JSON.stringify(expected)}`);
      };
      for (const { path, collection, params, data } of known) {
        if (collection === 'users') same(path, 'idGoogle', data.idGoogle, params.uid);
        if (collection === 'skins') {
          same(path, 'id_skins', data.id_skins, params.skinId);
          same(path, 'idUser', data.idUser, params.uid);
        }
        if (collection === 'paginas') same(path, 'id_pagina', data.id_pagina, params.pageId);
        if (collection === 'containers') same(path, 'id_container', data.id_container, params.containerId);
        if (collection === 'cards') same(path, 'id', data.id, params.cardId);
        if (collection === 'contatos') same(path, 'idContato', data.idContato, params.contactId);
        if (collection === 'conversas') {
          same(path, 'idContato', data.idContato, params.contactId);
          same(path, 'idConversa', data.idConversa, params.conversationId);
        }
        if (collection === 'chat') {
          same(path, 'idConversa', data.idConversa, params.conversationId);
          same(path, 'idChat', data.idChat, params.id);
        }
        if (collection === 'acessos') same(path, 'hash', data.hash, params.id);
        if (collection === 'navegacoes' || collection === 'navegacoes_users')
          same(path, 'navegacaoHash', data.navegacaoHash, params.id);
      }
      expect(problems).toEqual([]);
    });

    it('every subcollection document sits under an existing parent document', () => {
      const orphans = known.flatMap(({ path }) => {
        const segments = path.split('/');
        const missing: string[] = [];
        for (let end = 2; end < segments.length; end += 2) {
          const parent = segments.slice(0, end).join('/');
          if (!(parent in docs)) missing.push(`${path}: parent ${parent} is missing`);
        }
        return missing;
      });
      expect(orphans).toEqual([]);
    });

    it('every seed image (/seed/...) exists in web/public', () => {
      const webPublic = resolve(__dirname, '..', '..', '..', 'web', 'public');
      const images = new Set<string>(seed.accounts.map((a) => a.photoURL));
      const collect = (value: unknown): void => {
        if (typeof value === 'string' && value.startsWith('/seed/')) images.add(value);
        else if (Array.isArray(value)) value.forEach(collect);
        else if (isRecord(value)) Object.values(value).forEach(collect);
      };
      collect(docs);
      const missing = [...images].filter((image) => image.startsWith('/seed/') && !existsSync(resolve(webPublic, `.${image}`)));
      expect(missing).toEqual([]);
    });
  });

  describe('accounts and users', () => {
    it('account uids and e-mails are unique', () => {
      expect(new Set(seed.accounts.map((a) => a.uid)).size).toBe(seed.accounts.length);
      expect(new Set(seed.accounts.map((a) => a.email.toLowerCase())).size).toBe(seed.accounts.length);
    });

    it("every account's given name is the first word of its display name, as the ID token mapping reads it", () => {
      const problems = seed.accounts.flatMap((a) => {
        const { givenName } = identityOf({ uid: a.uid, name: a.displayName });
        return givenName === a.givenName ? [] : [`${a.uid}: givenName ${a.givenName} ≠ ${givenName}`];
      });
      expect(problems).toEqual([]);
    });

    it('has exactly two admin accounts', () => {
      expect(seed.accounts.filter((a) => a.admin)).toHaveLength(2);
    });

    it('every user document has an account, with the same e-mail, names and admin flag', () => {
      const problems = ofCollection('users').flatMap(({ path, params, data }) => {
        const account = accountsByUid.get(params.uid ?? '');
        if (!account) return [`${path}: no account with uid ${params.uid}`];
        const user = data as unknown as UserDoc;
        const out: string[] = [];
        if (user.emailGoogle !== account.email) out.push(`${path}: emailGoogle ${user.emailGoogle} ≠ account ${account.email}`);
        if (user.nomeCompletoGoogle !== account.displayName) out.push(`${path}: nomeCompletoGoogle ≠ account displayName`);
        if (user.nomeGoogle !== account.givenName) out.push(`${path}: nomeGoogle ≠ account givenName`);
        if (user.isAdmin !== account.admin) out.push(`${path}: isAdmin ≠ account admin`);
        return out;
      });
      expect(problems).toEqual([]);
    });
  });

  describe('skins and username reservations', () => {
    it('skin usernames are unique, valid skin names, and each user has exactly one main skin', () => {
      const duplicates = [...skinsByUsername].filter(([, list]) => list.length > 1).map(([name]) => name);
      expect(duplicates).toEqual([]);
      // Unique regardless of case, as the reservations (keyed by the lower-cased name) make them.
      expect(new Set(skins.map((s) => s.skin.username.toLowerCase())).size).toBe(skins.length);
      // The site's own names are held by owners only.
      const siteNamesOfNonOwners = skins.filter(
        (s) => isSiteName(s.skin.username) && accountsByUid.get(s.params.uid ?? '')?.admin !== true,
      );
      expect(siteNamesOfNonOwners.map((s) => s.path)).toEqual([]);
      expect(skins.filter((s) => !isValidSkinName(s.skin.username)).map((s) => s.path)).toEqual([]);
      const mainsPerUser = new Map<string, number>();
      for (const s of skins)
        mainsPerUser.set(s.params.uid ?? '', (mainsPerUser.get(s.params.uid ?? '') ?? 0) + (s.skin.is_main ? 1 : 0));
      expect([...mainsPerUser].filter(([, count]) => count !== 1)).toEqual([]);
    });

    it('skin themes are known themes, or empty ("Sem tema")', () => {
      const themes = new Set<string>(['', ...THEMES]);
      expect(skins.filter((s) => !themes.has(s.skin.theme)).map((s) => `${s.path}: ${s.skin.theme}`)).toEqual([]);
    });

    it('every skin has its usernames/{username} reservation {uid, skinId}', () => {
      const problems = skins.flatMap(({ path, params, skin }) => {
        const reservation = doc<UsernameDoc>(paths.username(skin.username));
        return reservation && reservation.uid === params.uid && reservation.skinId === params.skinId
          ? []
          : [`${path}: ${paths.username(skin.username)} is ${JSON.stringify(reservation)}`];
      });
      expect(problems).toEqual([]);
    });

    it('every reservation points at an existing skin of that name (no stale reservations)', () => {
      const problems = ofCollection('usernames').flatMap(({ path, params, data }) => {
        const reservation = data as unknown as UsernameDoc;
        const skin = doc<SkinDoc>(paths.skin(reservation.uid, reservation.skinId));
        // Reservations are keyed by the lower-cased name: a mixed-case skin name is reserved in lower case.
        return skin?.username.toLowerCase() === params.id
          ? []
          : [`${path}: points at ${paths.skin(reservation.uid, reservation.skinId)}, which is not skin ${params.id}`];
      });
      expect(problems).toEqual([]);
    });

    it("every domain names the skin that names it back, so the demo's custom domain shows that skin", () => {
      const mappings = ofCollection('dominios').map(({ params, data }) => ({
        host: params['id'] ?? '',
        ...(data as unknown as DominioDoc),
      }));
      expect(mappings.map((m) => m.host)).toContain('solange.exemplo.com.br');
      const problems = mappings.flatMap(({ host, username, uid, skinId }) => {
        const skin = doc<SkinDoc>(paths.skin(uid, skinId));
        return skin?.username === username && skin.dominio === host && normalizeDomain(host) === host
          ? []
          : [`${host}: ${username}`];
      });
      expect(problems).toEqual([]);
      expect(
        skins.filter(({ skin }) => skin.dominio !== undefined).map(({ skin }) => doc(paths.dominio(skin.dominio ?? ''))),
      ).not.toContain(undefined);
    });

    it('every skin has its main page "home", and exactly one main page', () => {
      const problems = skins.flatMap(({ path, params }) => {
        const pages = ofCollection('paginas').filter((p) => p.params.uid === params.uid && p.params.skinId === params.skinId);
        const mains = pages.filter((p) => (p.data as unknown as PaginaDoc).is_main).map((p) => p.params.pageId);
        return mains.length === 1 && mains[0] === MAIN_PAGE_ID ? [] : [`${path}: main pages ${JSON.stringify(mains)}`];
      });
      expect(problems).toEqual([]);
    });

    it(`skin "${SITE_OWNER_SKIN}" exists and belongs to an admin`, () => {
      const lab = skinsByUsername.get(SITE_OWNER_SKIN)?.[0];
      expect(lab).toBeDefined();
      expect(accountsByUid.get(lab?.params.uid ?? '')?.admin).toBe(true);
    });

    it(`containers SKY1GNMkI7muVq3vmHNw (intro) and nZCPH3y6bkPSnJPSPaSZ (contact form) exist under "${SITE_OWNER_SKIN}" and are on a page`, () => {
      const lab = skinsByUsername.get(SITE_OWNER_SKIN)?.[0];
      const uid = lab?.params.uid ?? '';
      const skinId = lab?.params.skinId ?? '';
      for (const containerId of ['SKY1GNMkI7muVq3vmHNw', 'nZCPH3y6bkPSnJPSPaSZ']) {
        expect(doc<ContainerDoc>(`${paths.containers(uid, skinId)}/${containerId}`)?.id_container).toBe(containerId);
        const placed = ofCollection('containerRefs').some(
          (r) =>
            r.params.uid === uid &&
            r.params.skinId === skinId &&
            (r.data as unknown as ContainerRefDoc).containerRefId === containerId,
        );
        expect(placed).toBe(true);
      }
    });
  });

  describe('skin tree references', () => {
    it('every containerRef points at a container of the same skin and carries its page and skin ids', () => {
      const problems = ofCollection('containerRefs').flatMap(({ path, params, data }) => {
        const ref = data as unknown as ContainerRefDoc;
        const out: string[] = [];
        if (!doc(`${paths.containers(params.uid!, params.skinId!)}/${ref.containerRefId}`))
          out.push(`${path}: no container ${ref.containerRefId} in this skin`);
        if (ref.id_pagina !== params.pageId) out.push(`${path}: id_pagina ${ref.id_pagina} ≠ ${params.pageId}`);
        if (ref.id_skins !== params.skinId) out.push(`${path}: id_skins ${ref.id_skins} ≠ ${params.skinId}`);
        return out;
      });
      expect(problems).toEqual([]);
    });

    it('every cardRef points at a card of the same skin and carries its container and skin ids', () => {
      const problems = ofCollection('cardRefs').flatMap(({ path, params, data }) => {
        const ref = data as unknown as CardRefDoc;
        const out: string[] = [];
        if (!doc(`${paths.cards(params.uid!, params.skinId!)}/${ref.id_card}`))
          out.push(`${path}: no card ${ref.id_card} in this skin`);
        if (ref.id_container !== params.containerId)
          out.push(`${path}: id_container ${ref.id_container} ≠ ${params.containerId}`);
        if (ref.id_skins !== params.skinId) out.push(`${path}: id_skins ${ref.id_skins} ≠ ${params.skinId}`);
        return out;
      });
      expect(problems).toEqual([]);
    });

    it('every addOnsRef points at an existing add-on and carries its card and skin ids', () => {
      const problems = ofCollection('addOnsRefs').flatMap(({ path, params, data }) => {
        const ref = data as unknown as AddOnRefDoc;
        const out: string[] = [];
        if (!doc(`${paths.addOns()}/${ref.id_add}`)) out.push(`${path}: no add-on ${ref.id_add}`);
        if (ref.id_card !== params.cardId) out.push(`${path}: id_card ${ref.id_card} ≠ ${params.cardId}`);
        if (ref.id_skins !== params.skinId) out.push(`${path}: id_skins ${ref.id_skins} ≠ ${params.skinId}`);
        return out;
      });
      expect(problems).toEqual([]);
    });

    it('no skin repeats a ref (one container per page, one card per container, one add-on per card)', () => {
      const keyOf = (e: SeedEntry): string => {
        const { uid, skinId, pageId, containerId, cardId } = e.params;
        if (e.collection === 'containerRefs') return `${uid}/${skinId}/${pageId}:${String(e.data.containerRefId)}`;
        if (e.collection === 'cardRefs') return `${uid}/${skinId}/${containerId}:${String(e.data.id_card)}`;
        return `${uid}/${skinId}/${cardId}:${String(e.data.id_add)}`;
      };
      const refs = [...ofCollection('containerRefs'), ...ofCollection('cardRefs'), ...ofCollection('addOnsRefs')].map(keyOf);
      expect(refs.filter((key, index) => refs.indexOf(key) !== index)).toEqual([]);
    });
  });

  describe('contacts, conversations and chat', () => {
    it("every contact id is contactIdOf its participants' keys, with two participants sorted by key", () => {
      const problems = ofCollection('contatos').flatMap(({ path, params, data }) => {
        const contato = data as unknown as ContatoDoc;
        const [a, b] = contato.participantes;
        if (contato.participantes.length !== 2 || !a || !b) return [`${path}: needs exactly two participants`];
        const out: string[] = [];
        if (params.contactId !== contactIdOf(a.chave, b.chave)) out.push(`${path}: id ≠ contactIdOf(${a.chave}, ${b.chave})`);
        if (a.chave >= b.chave) out.push(`${path}: participants not sorted by chave`);
        return out;
      });
      expect(problems).toEqual([]);
    });

    it('every participant is either a signed-in skin (its uid owns a skin named chave) or an anonymous e-mail', () => {
      const problems = ofCollection('contatos').flatMap(({ path, data }) =>
        (data as unknown as ContatoDoc).participantes.flatMap((p) => {
          if (p.uid === null)
            return p.email === p.chave && p.chave.includes('@')
              ? []
              : [`${path}: anonymous participant ${p.chave} must be keyed by its e-mail`];
          const owner = skinsByUsername.get(p.chave)?.[0];
          return owner?.params.uid === p.uid && accountsByUid.has(p.uid)
            ? []
            : [`${path}: ${p.uid} owns no skin named ${p.chave}`];
        }),
      );
      expect(problems).toEqual([]);
    });

    it("every contact's uids are its signed-in participants' uids, sorted and unique", () => {
      const problems = ofCollection('contatos').flatMap(({ path, data }) => {
        const contato = data as unknown as ContatoDoc;
        const expected = [...new Set(contato.participantes.flatMap((p) => (p.uid === null ? [] : [p.uid])))].sort();
        return JSON.stringify(contato.uids) === JSON.stringify(expected)
          ? []
          : [`${path}: uids ${JSON.stringify(contato.uids)} ≠ ${JSON.stringify(expected)}`];
      });
      expect(problems).toEqual([]);
    });

    it("every conversation and chat message carries exactly its contact's uids", () => {
      const problems = [...ofCollection('conversas'), ...ofCollection('chat')].flatMap(({ path, params, data }) => {
        const contato = doc<ContatoDoc>(paths.contato(params.contactId ?? ''));
        return contato && JSON.stringify(data.uids) === JSON.stringify(contato.uids)
          ? []
          : [`${path}: uids ${JSON.stringify(data.uids)} ≠ contact's ${JSON.stringify(contato?.uids)}`];
      });
      expect(problems).toEqual([]);
    });

    it("every chat sender is one of the contact's participants", () => {
      const problems = ofCollection('chat').flatMap(({ path, params, data }) => {
        const contato = doc<ContatoDoc>(paths.contato(params.contactId ?? ''));
        return contato?.participantes.some((p) => p.chave === data.userRemetente)
          ? []
          : [`${path}: sender ${String(data.userRemetente)} is not a participant`];
      });
      expect(problems).toEqual([]);
    });

    it("every conversation's last message and date are its latest chat message's; every contact's date its latest conversation's", () => {
      const problems: string[] = [];
      for (const { path, params, data } of ofCollection('conversas')) {
        const conversa = data as unknown as ConversaDoc;
        const messages = ofCollection('chat')
          .filter((c) => c.params.contactId === params.contactId && c.params.conversationId === params.conversationId)
          .map((c) => c.data as unknown as ChatDoc)
          .sort((x, y) => x.data - y.data);
        const last = messages[messages.length - 1];
        if (last && (last.data !== conversa.dataUltimaMensagem || last.mensagem !== conversa.ultimaMensagem)) {
          problems.push(`${path}: ultimaMensagem/dataUltimaMensagem disagree with ${last.idChat}`);
        }
        if (messages[0] && messages[0].data < conversa.data) problems.push(`${path}: a message predates the conversation`);
      }
      for (const { path, params, data } of ofCollection('contatos')) {
        const latest = Math.max(
          ...ofCollection('conversas')
            .filter((c) => c.params.contactId === params.contactId)
            .map((c) => (c.data as unknown as ConversaDoc).dataUltimaMensagem),
        );
        if ((data as unknown as ContatoDoc).ultimaConversaData !== latest)
          problems.push(`${path}: ultimaConversaData ≠ latest conversation (${latest})`);
      }
      expect(problems).toEqual([]);
    });

    it('a contact exists only with conversations (deleting the last conversation deletes the contact)', () => {
      const empty = ofCollection('contatos').filter(
        (c) => !ofCollection('conversas').some((v) => v.params.contactId === c.params.contactId),
      );
      expect(empty.map((c) => c.path)).toEqual([]);
    });

    it(`every contact includes the site owner's skin "${SITE_OWNER_SKIN}" (contact messages are addressed to it)`, () => {
      const problems = ofCollection('contatos').filter(
        (c) => !(c.data as unknown as ContatoDoc).participantes.some((p) => p.chave === SITE_OWNER_SKIN),
      );
      expect(problems.map((c) => c.path)).toEqual([]);
    });
  });
});
