/**
 * Every address the app links or navigates to, built in one place so each segment taken from data
 * (a skin name, a uid, a contact id) is encoded once and the same way everywhere. The route table
 * keeps its own patterns (`menu/:userId`, ...); these are the addresses that match them.
 * On a skin's own domain (route-frame.ts) the skin's addresses drop their `/{skin}` prefix and
 * everything else is an absolute address on the main site.
 * (Not to be confused with `paths` of @lab/domain, which are the database's document paths.)
 */
import { conversationLinkPath, MAIN_PAGE_ID, PRIVACY_PATH } from '@lab/domain';
import { routeFrame } from './route-frame';

const segment = (value: string) => encodeURIComponent(value);

/** A main-site address, absolute when the page runs on a skin's domain. */
const onSite = (path: string) => {
  const frame = routeFrame();
  return frame ? `${frame.site}${path}` : path;
};

/** Where a skin's addresses start: "" on its own domain, "/{skin}" on the main site (absolute on another skin's domain). */
const skinBase = (skin: string) => {
  const frame = routeFrame();
  return frame && frame.skin.toLowerCase() === skin.toLowerCase() ? '' : onSite(`/${segment(skin)}`);
};

const menu = (userId: string) => onSite(`/menu/${segment(userId)}`);
const contacts = (userId: string) => `${menu(userId)}/contatos`;
const conversations = (userId: string, contactId: string) => `${contacts(userId)}/${segment(contactId)}`;

export const appPaths = {
  /** "/": the login screen, or what a signed-in person starts from. */
  root: () => onSite('/'),
  /**
   * The privacy notice, which the login page, every skin and every contact form link to; from a skin,
   * it names the skin in the fragment (`#de=`: the server answers a query string with a redirect
   * to the bare address), so the notice can lead the visitor back there.
   */
  privacy: (fromSkin?: string) => onSite(fromSkin ? `${PRIVACY_PATH}#de=${segment(fromSkin)}` : PRIVACY_PATH),
  skinPage: (skin: string, pageId: string) => `${skinBase(skin)}/${segment(pageId)}`,
  skinHome: (skin: string) => appPaths.skinPage(skin, MAIN_PAGE_ID),
  /** One card read in full, at an address that can be shared. */
  skinCard: (skin: string, pageId: string, cardId: string) => `${appPaths.skinPage(skin, pageId)}/card/${segment(cardId)}`,
  menu,
  contacts,
  conversations,
  chat: (userId: string, contactId: string, conversationId: string) =>
    `${conversations(userId, contactId)}/chat/${segment(conversationId)}`,
  users: (userId: string) => `${menu(userId)}/users`,
  skins: (userId: string) => `${menu(userId)}/skins`,
  /** The skin studio: where a skin's own user (or an owner) builds it. */
  studio: (userId: string, skinName: string) => `${menu(userId)}/skins/${segment(skinName)}/editar`,
  accessLog: (userId: string) => `${menu(userId)}/acessos`,
  /** VISITAS: a creator's visits per skin (owners: any skin's). */
  visits: (userId: string) => `${menu(userId)}/visitas`,
  /** What an e-mail links a conversation by: whoever signs in there is sent on to their own chat route. */
  conversationLink: (contactId: string, conversationId: string) => onSite(conversationLinkPath(contactId, conversationId)),
  /** The owners' outbox: the e-mails the site queued, and their state. */
  outbox: (userId: string) => `${menu(userId)}/caixa-de-saida`,
  /** DENÚNCIAS (owners): the reports of skins, and the decisions on them. */
  reports: (userId: string) => `${menu(userId)}/denuncias`,
  /** A new creator's first screens: her name, her address, where to start. */
  onboarding: (userId: string) => `${menu(userId)}/primeiros-passos`,
  /** MEUS DADOS: what the site keeps about the account, and the file with all of it. */
  myData: (userId: string) => `${menu(userId)}/meus-dados`,
};
