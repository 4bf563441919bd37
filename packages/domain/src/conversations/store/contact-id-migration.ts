/**
 * Moving contacts whose id was built by the old, plain join of their keys to the id `contactIdOf`
 * gives now (docs/decisions/0013-contact-ids.md). Only a contact with "_" or "~" in a key moves; the
 * rest are read and left alone. Each move copies the conversations and their messages under the new
 * id, points the mail about them at it, then deletes the old documents, so a run cut short is finished
 * by the next one, and a second run moves nothing.
 */
import { contactIdOf } from '../../kernel/validation';
import { paths } from '../../kernel/paths';
import type { ChatDoc, ContatoDoc, ConversaDoc } from '../../kernel/types';
import { leadIdOf, type EtapaDoc, type LeadDoc } from '../../leads';
import { deletePaths, mailOf } from '../../kernel/store/doc-batches';
import type { ContactIdReport } from './conversation-port';
import type { DocPort, DocSnapshot } from '../../kernel/store/doc-port';
import { LIST_MAX } from '../../studio';

/** Writes per transaction: under Firestore's 500. */
const WRITES_PER_TX = 400;

/** Contacts read per page: the collection is walked in pages ordered by their id field. */
const PAGE = 500;

type Write = { path: string; data: object };

async function conversationWrites(port: DocPort, from: string, to: string, conversa: DocSnapshot<ConversaDoc>) {
  const [oldLead, newLead] = [leadIdOf(from, conversa.id), leadIdOf(to, conversa.id)];
  const [chats, legacy, lead, etapas] = await Promise.all([
    port.query<ChatDoc>({ collection: paths.chat(from, conversa.id) }, { limit: LIST_MAX }),
    port.query<ChatDoc>({ collection: paths.legacyChats(from, conversa.id) }, { limit: LIST_MAX }),
    port.get<LeadDoc>(paths.lead(oldLead)),
    port.query<EtapaDoc>({ collection: paths.etapas(oldLead) }, { limit: LIST_MAX }),
  ]);
  // The lead's id is built from the contact's: it moves with the conversation, its history with it.
  const writes: Write[] = [
    ...chats.map((m) => ({ path: `${paths.chat(to, conversa.id)}/${m.id}`, data: m.data })),
    ...legacy.map((m) => ({ path: `${paths.legacyChats(to, conversa.id)}/${m.id}`, data: m.data })),
    ...etapas.map((e) => ({ path: `${paths.etapas(newLead)}/${e.id}`, data: e.data })),
    ...(lead ? [{ path: paths.lead(newLead), data: { ...lead, idContato: to } }] : []),
    { path: paths.conversa(to, conversa.id), data: { ...conversa.data, idContato: to } },
  ];
  const leadPaths = lead ? [paths.lead(oldLead)] : [];
  return { writes, removed: [...chats, ...legacy, ...etapas].map((m) => m.path).concat(leadPaths, conversa.path) };
}

/** One contact to `to`: children first, the contact last, then the old documents go. */
async function moveContact(port: DocPort, contact: DocSnapshot<ContatoDoc>, to: string): Promise<void> {
  const from = contact.id;
  const conversas = await port.query<ConversaDoc>({ collection: paths.conversas(from) }, { limit: LIST_MAX });
  const writes: Write[] = [];
  const removed: string[] = [];
  for (const conversa of conversas) {
    const part = await conversationWrites(port, from, to, conversa);
    writes.push(...part.writes);
    removed.push(...part.removed);
  }
  // Mail keeps its text (its link may name the old id); only the field that finds it by contact follows.
  for (const mail of await mailOf(port, [], [from])) writes.push({ path: mail.path, data: { ...mail.data, idContato: to } });
  writes.push({ path: paths.contato(to), data: { ...contact.data, idContato: to } });
  for (let i = 0; i < writes.length; i += WRITES_PER_TX) {
    const chunk = writes.slice(i, i + WRITES_PER_TX);
    await port.runTransaction(async (tx) => chunk.forEach((w) => tx.set(w.path, { ...w.data })));
  }
  await deletePaths(port, [...removed, contact.path]);
}

/** The id a contact should have, from its two participants; null for a contact that is not a pair. */
export function expectedContactId(contact: ContatoDoc): string | null {
  const [a, b, ...rest] = contact.participantes ?? [];
  return a && b && rest.length === 0 ? contactIdOf(a.chave, b.chave) : null;
}

export async function migrateContactIds(port: DocPort): Promise<ContactIdReport> {
  const report: ContactIdReport = { contacts: 0, moved: {}, blocked: [] };
  let after: string | null = null;
  for (;;) {
    const page: Array<DocSnapshot<ContatoDoc>> = await port.query<ContatoDoc>(
      { collection: paths.contatos() },
      { ...(after === null ? {} : { where: [['idContato', '>=', after]] }), orderBy: [['idContato', 'asc']], limit: PAGE },
    );
    for (const contact of page) {
      if (contact.data.idContato === after) continue;
      report.contacts += 1;
      const to = expectedContactId(contact.data);
      if (to === null || to === contact.id) continue;
      if (await port.get(paths.contato(to))) report.blocked.push(contact.id);
      else {
        await moveContact(port, contact, to);
        report.moved[contact.id] = to;
      }
    }
    const last = page.at(-1)?.data.idContato;
    if (page.length < PAGE || last === undefined) return report;
    after = last;
  }
}
