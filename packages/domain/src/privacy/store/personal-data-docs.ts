/**
 * Reading everything about one account, section by section. Reads only, outside any transaction: an
 * export is a snapshot a person asked for, not a unit that must be consistent to the millisecond.
 */
import { paths } from '../../kernel/paths';
import type { MyDataSection } from '../personal-data';
import type { SkinDoc } from '../../skins';
import { mailOf } from '../../kernel/store/doc-batches';
import type { DocPort, DocSnapshot } from '../../kernel/store/doc-port';
import type { PersonalDataOwner, PrivacyStore } from './privacy-port';
import { deleteAccount, ownAccesses, reportsBy } from './account-deletion';
import { claimsHeldBy } from '../../conversations';
import { leadDocsOf } from '../../leads';
import { LIST_MAX } from '../../studio';
import { skinTreePaths } from '../../skins';
import * as visitorData from './visitor-data-docs';
import { recipientRecordsOf } from '../../notices';
import { hoursOfSkins, webhooksOfSkins } from './skin-extras-data';
import { bookingDocsOf } from '../../bookings';

async function docsAt(port: DocPort, all: readonly string[]): Promise<DocSnapshot[]> {
  const read = await Promise.all(all.map(async (path) => ({ path, data: await port.get(path) })));
  return read.flatMap(({ path, data }) => (data ? [{ path, id: path.slice(path.lastIndexOf('/') + 1), data }] : []));
}

const listAll = (port: DocPort, collection: string) => port.query({ collection }, { limit: LIST_MAX });

/** A thread as every screen reads it: by time, then by id (equal times left by older data). */
const listThread = async (port: DocPort, collection: string) =>
  (await listAll(port, collection)).sort((a, b) => {
    const at = (doc: DocSnapshot) => (doc.data as { data?: unknown }).data;
    const [x, y] = [at(a), at(b)];
    if (typeof x === 'number' && typeof y === 'number' && x !== y) return x - y;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });

/** Each skin, its name reservation and every document under it. */
async function skinDocs(port: DocPort, uid: string): Promise<DocSnapshot[]> {
  const skins = await port.query<SkinDoc>({ collection: paths.skins(uid) }, { limit: LIST_MAX });
  const perSkin = await Promise.all(
    skins.map(async (skin): Promise<DocSnapshot[]> => [
      { ...skin, data: { ...skin.data } },
      // Its name's reservation, and its own domain's mapping when it has one.
      ...(await docsAt(port, [
        paths.username(skin.data.username),
        ...(skin.data.dominio ? [paths.dominio(skin.data.dominio)] : []),
      ])),
      ...(await docsAt(port, await skinTreePaths(port, { uid, skinId: skin.id }))),
    ]),
  );
  return perSkin.flat();
}

/** The contacts the account is a side of, each with its conversations and every message in them, and the conversations it answers. */
async function conversationDocs(port: DocPort, uid: string): Promise<DocSnapshot[]> {
  const contacts = await port.query(
    { collection: paths.contatos() },
    { where: [['uids', 'array-contains', uid]], limit: LIST_MAX },
  );
  const perContact = await Promise.all(
    contacts.map(async (contact) => {
      const conversas = await listAll(port, paths.conversas(contact.id));
      const messages = await Promise.all(
        conversas.flatMap((c) => [
          listThread(port, paths.chat(contact.id, c.id)),
          listThread(port, paths.legacyChats(contact.id, c.id)),
        ]),
      );
      return [contact, ...conversas, ...messages.flat()];
    }),
  );
  // An owner answering a conversation of the site's inbox is named by it without being one of its sides.
  const claimed = await claimsHeldBy(port, uid);
  const listed = [...perContact.flat(), ...(await leadDocsOf(port, uid))];
  const unlisted = claimed.filter((c) => !listed.some((d) => d.path === c.path));
  return [...listed, ...unlisted.map(({ path, id, data }) => ({ path, id, data: { ...data } }))];
}

export function createPrivacyStore(port: DocPort): PrivacyStore {
  return {
    async readPersonalData({ uid, emails }: PersonalDataOwner): Promise<Record<MyDataSection, DocSnapshot[]>> {
      const navegacao = await port.query({ collection: paths.userNavigations(uid) }, { limit: LIST_MAX });
      const [perfil, logins, skins, conversas, acessos, emailsSent] = await Promise.all([
        docsAt(port, [paths.user(uid)]),
        listAll(port, paths.logins(uid)),
        skinDocs(port, uid),
        conversationDocs(port, uid),
        ownAccesses(port, uid),
        mailOf(port, emails),
      ]);
      // Whether its addresses want replies by e-mail: mail about them, kept under a hash of the address.
      const consent = await recipientRecordsOf(port, emails);
      const denuncias = await reportsBy(port, uid);
      const dispositivos = await docsAt(port, [paths.dispositivos(uid)]);
      const respostasRapidas = await listAll(port, paths.respostasRapidas(uid));
      // Her skins' hours and webhooks, kept outside their trees (skin-extras-data.ts).
      const own = (await port.query<SkinDoc>({ collection: paths.skins(uid) }, { limit: LIST_MAX })).map((s) => s.data);
      const [atendimento, webhooks] = await Promise.all([hoursOfSkins(port, uid, own), webhooksOfSkins(port, uid, own)]);
      const agenda = await bookingDocsOf(port, uid);
      return {
        perfil,
        logins,
        skins,
        conversas,
        navegacao,
        acessos,
        emails: [...emailsSent, ...consent],
        denuncias,
        dispositivos,
        respostasRapidas,
        atendimento,
        webhooks,
        agenda,
      };
    },
    deleteAccount: (input) => deleteAccount(port, input),
    hasConversationsFrom: (email) => visitorData.hasConversationsFrom(port, email),
    openDataRequest: (input) => visitorData.openDataRequest(port, input),
    getDataRequest: (token) => visitorData.getDataRequest(port, token),
    readVisitorConversations: (email) => visitorData.readVisitorConversations(port, email),
    deleteVisitorData: (input) => visitorData.deleteVisitorData(port, input),
  };
}
