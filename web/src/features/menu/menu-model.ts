/**
 * The menu's model: the drawer's links, and the title and back button of each section (the product's
 * section names and back labels). Each menu route carries its section as its React Router
 * `handle`, so the title follows the route table and never drifts from it; the shell shows the
 * deepest matched route's.
 */
import type { UIMatch } from 'react-router-dom';
import { SITE_NAME, type Addresses, type ContatoDoc } from '@lab/domain/kernel';
import { unreadFor, type ReadingViewer } from '@lab/domain/conversations';
import { UNSEEN_ACCESS_COUNT_MAX } from '../../shared/backend/port';

/**
 * The drawer's links: everyone gets CONTATOS and, with a skin in session, EDITAR SKIN (the studio
 * for that skin) and VISITAS (the skin's visits; owners get it always, for every skin); everyone else SUAS SKINS (their skins, to open, add or delete one); owners (admin
 * claim) USERS, GERENCIAR SKINS (the same screen, every skin), ACESSOS, CAIXA DE SAÍDA and DENÚNCIAS
 * (the reports of skins, to decide on); and, last, everyone MEUS DADOS (what the site keeps about
 * them). Whoever gets VISITAS also gets what runs her inbox, right after it: HORÁRIO DE ATENDIMENTO,
 * RESPOSTAS RÁPIDAS (the texts she drops into a chat with "/") and INTEGRAÇÕES (each skin's webhook); and
 * AGENDA (her bookings and her private calendar), right after CONTATOS. An entry
 * may carry a count: CONTATOS the viewer's unread messages, ACESSOS the unseen accesses.
 */
export interface DrawerEntry {
  label:
    | 'CONTATOS'
    | 'EDITAR SKIN'
    | 'VISITAS'
    | 'SUAS SKINS'
    | 'USERS'
    | 'GERENCIAR SKINS'
    | 'ACESSOS'
    | 'CAIXA DE SAÍDA'
    | 'DENÚNCIAS'
    | 'MEUS DADOS'
    | 'PRIMEIROS PASSOS'
    | 'HORÁRIO DE ATENDIMENTO'
    | 'RESPOSTAS RÁPIDAS'
    | 'INTEGRAÇÕES'
    | 'AGENDA';
  to: string;
  counts?: keyof MenuCounts;
}

/** What the drawer's entries count; 0 shows nothing. */
export interface MenuCounts {
  /** Messages the viewer's side has not read, over all of the viewer's contacts. */
  unreadMessages: number;
  /** Accesses no owner has marked seen, up to UNSEEN_ACCESS_COUNT_MAX + 1 (owners only). */
  unseenAccesses: number;
}

export const NO_COUNTS: MenuCounts = { unreadMessages: 0, unseenAccesses: 0 };

export function drawerEntries(appPaths: Addresses, userId: string, admin: boolean, skin: string | null): DrawerEntry[] {
  const everyone: DrawerEntry[] = [
    { label: 'CONTATOS', to: appPaths.contacts(userId), counts: 'unreadMessages' },
    // The agenda: her bookings, with a skin in session (its pages are where she is booked), and owners.
    ...(skin || admin ? [{ label: 'AGENDA', to: appPaths.agenda(userId) } as const] : []),
    ...(skin ? [{ label: 'EDITAR SKIN', to: appPaths.studio(userId, skin) } as const] : []),
    ...(skin || admin ? [{ label: 'VISITAS', to: appPaths.visits(userId) } as const] : []),
    // Business hours: anyone with a skin sets its inbox's hours; owners, the site's own inbox's too.
    ...(skin || admin ? [{ label: 'HORÁRIO DE ATENDIMENTO', to: appPaths.businessHours(userId) } as const] : []),
    // Quick replies: whoever answers an inbox (a skin's, or the site's for owners).
    ...(skin || admin ? [{ label: 'RESPOSTAS RÁPIDAS', to: appPaths.quickReplies(userId) } as const] : []),
    // Webhooks per skin: anyone with a skin in session, and owners (the site's own inbox, lab).
    ...(skin || admin ? [{ label: 'INTEGRAÇÕES', to: appPaths.integrations(userId) } as const] : []),
  ];
  const myData: DrawerEntry = { label: 'MEUS DADOS', to: appPaths.myData(userId) };
  if (!admin) return [...everyone, { label: 'SUAS SKINS', to: appPaths.skins(userId) }, myData];
  return [
    ...everyone,
    { label: 'USERS', to: appPaths.users(userId) },
    { label: 'GERENCIAR SKINS', to: appPaths.skins(userId) },
    { label: 'ACESSOS', to: appPaths.accessLog(userId), counts: 'unseenAccesses' },
    { label: 'CAIXA DE SAÍDA', to: appPaths.outbox(userId) },
    { label: 'DENÚNCIAS', to: appPaths.reports(userId) },
    myData,
  ];
}

/** What a count says to a screen reader, and what its badge shows ("99+" past the access count's cap). */
export function countText(kind: keyof MenuCounts, count: number): { shown: string; spoken: string } {
  if (kind === 'unreadMessages') {
    return { shown: String(count), spoken: count === 1 ? '1 mensagem não lida' : `${count} mensagens não lidas` };
  }
  if (count > UNSEEN_ACCESS_COUNT_MAX) {
    return { shown: `${UNSEEN_ACCESS_COUNT_MAX}+`, spoken: `mais de ${UNSEEN_ACCESS_COUNT_MAX} acessos não vistos` };
  }
  return { shown: String(count), spoken: count === 1 ? '1 acesso não visto' : `${count} acessos não vistos` };
}

/**
 * The tab's title on a menu screen: the section and the skin in session, as a public page names its
 * page and skin, then the site; "(3) " in front while the viewer has unread messages, as mail and
 * chat apps do, so a background tab says so.
 */
export function menuDocumentTitle(section: SectionTitle, skin: string, unreadMessages: number): string {
  const unread = unreadMessages > 0 ? `(${unreadMessages}) ` : '';
  return `${unread}${section} · ${skin} — ${SITE_NAME}`;
}

export type SectionTitle =
  | 'MENU'
  | 'USERS'
  | 'ACESSOS'
  | 'VISITAS'
  | 'CONTATOS'
  | 'SKINS'
  | 'EDITAR SKIN'
  | 'CONVERSAS'
  | 'ASSUNTO'
  | 'CAIXA DE SAÍDA'
  | 'DENÚNCIAS'
  | 'MEUS DADOS'
  | 'PRIMEIROS PASSOS'
  | 'HORÁRIO DE ATENDIMENTO'
  | 'RESPOSTAS RÁPIDAS'
  | 'INTEGRAÇÕES'
  | 'AGENDA';

/** Where a menu screen is: its route's params (decoded; '' when the route has none) and the logged-in skin. */
export interface MenuPlace {
  userId: string;
  contactId: string;
  skin: string;
}

/** A menu route's `handle`. */
export interface MenuSection {
  title: SectionTitle;
  backLabel: 'VOLTAR' | 'CONTATOS' | 'CONVERSAS';
  /** Where the back button goes from `place`, with the addresses of the frame the app runs in. */
  backTo: (place: MenuPlace, appPaths: Addresses) => string;
  /** Only owners may open it; the Firestore rules are the real barrier, this says so plainly. */
  ownerOnly?: true;
}

/** What a signed-in non-owner reads on an owner's screen opened by its address. */
export const OWNER_ONLY_MESSAGE = 'Esta área é só para administradores.';

/** What the shell's header shows. */
export interface MenuHeading {
  title: SectionTitle;
  ownerOnly: boolean;
  backLabel: MenuSection['backLabel'];
  backTo: string;
}

function isMenuSection(handle: unknown): handle is MenuSection {
  return typeof handle === 'object' && handle !== null && 'title' in handle && 'backLabel' in handle && 'backTo' in handle;
}

/** The heading of the deepest matched route that names a section, its back target built from that route's params. */
export function headingOf(matches: readonly UIMatch[], skin: string, appPaths: Addresses): MenuHeading {
  for (const { handle, params } of [...matches].reverse()) {
    if (!isMenuSection(handle)) continue;
    const place = { userId: params['userId'] ?? '', contactId: params['contactId'] ?? '', skin };
    return {
      title: handle.title,
      backLabel: handle.backLabel,
      backTo: handle.backTo(place, appPaths),
      ownerOnly: handle.ownerOnly === true,
    };
  }
  // Every menu route names its section (the route table's test visits each), so this is a route added without one.
  throw new Error(`Rota do menu sem seção: ${matches.at(-1)?.pathname ?? ''}`);
}

/** Who is looking at the counts: owners answer for the site's inbox, everyone for the skin in session. */
export type CountsViewer = ReadingViewer;

/**
 * The viewer's unread messages over the contacts the CONTATOS list shows them (a non-owner's,
 * narrowed to the skin in session): on each, the side they read for (see readingSide). An absent
 * count is 0.
 */
export function unreadTotal(contacts: readonly ContatoDoc[], viewer: CountsViewer): number {
  const { admin, skin } = viewer;
  return contacts
    .filter((contact) => admin || contact.participantes.some((p) => p.chave === skin))
    .reduce((sum, contact) => sum + unreadFor(contact, viewer), 0);
}
