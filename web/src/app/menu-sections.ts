/**
 * The headings of the signed-in area's sections (the menu shell reads them from the matched route):
 * title, back button, owners only; and the imports of their screens. Loaded when a section opens
 * (menu-routes.tsx), so the route table every public page carries holds none of them.
 */
import type { ComponentType } from 'react';
import type { MenuSection } from '../features/menu';

const backToMenu: MenuSection['backTo'] = ({ userId }, appPaths) => appPaths.menu(userId);

export const MENU_SECTIONS = {
  'menu-home': {
    title: 'MENU',
    backLabel: 'VOLTAR',
    backTo: ({ skin }, appPaths) => appPaths.skinHome(skin),
  },
  contacts: { title: 'CONTATOS', backLabel: 'VOLTAR', backTo: backToMenu },
  conversations: {
    title: 'CONVERSAS',
    backLabel: 'CONTATOS',
    backTo: ({ userId }, appPaths) => appPaths.contacts(userId),
  },
  chat: {
    title: 'ASSUNTO',
    backLabel: 'CONVERSAS',
    backTo: ({ userId, contactId }, appPaths) => appPaths.conversations(userId, contactId),
  },
  users: { title: 'USERS', backLabel: 'VOLTAR', backTo: backToMenu, ownerOnly: true },
  skins: { title: 'SKINS', backLabel: 'VOLTAR', backTo: backToMenu },
  studio: { title: 'EDITAR SKIN', backLabel: 'VOLTAR', backTo: backToMenu },
  'access-log': { title: 'ACESSOS', backLabel: 'VOLTAR', backTo: backToMenu, ownerOnly: true },
  visits: { title: 'VISITAS', backLabel: 'VOLTAR', backTo: backToMenu },
  outbox: { title: 'CAIXA DE SAÍDA', backLabel: 'VOLTAR', backTo: backToMenu, ownerOnly: true },
  reports: { title: 'DENÚNCIAS', backLabel: 'VOLTAR', backTo: backToMenu, ownerOnly: true },
  onboarding: { title: 'PRIMEIROS PASSOS', backLabel: 'VOLTAR', backTo: backToMenu },
  'business-hours': { title: 'HORÁRIO DE ATENDIMENTO', backLabel: 'VOLTAR', backTo: backToMenu },
  'my-data': { title: 'MEUS DADOS', backLabel: 'VOLTAR', backTo: backToMenu },
  'quick-replies': { title: 'RESPOSTAS RÁPIDAS', backLabel: 'VOLTAR', backTo: backToMenu },
  integrations: { title: 'INTEGRAÇÕES', backLabel: 'VOLTAR', backTo: backToMenu },
  agenda: { title: 'AGENDA', backLabel: 'VOLTAR', backTo: backToMenu },
} satisfies Record<string, MenuSection>;

export type MenuSectionId = keyof typeof MENU_SECTIONS;

/** Each section's screen, its feature's chunk loaded when the section opens. */
export const MENU_SCREENS: Record<MenuSectionId, () => Promise<ComponentType>> = {
  'menu-home': () => import('../features/menu').then((m) => m.MenuHome),
  contacts: () => import('../features/contacts').then((m) => m.ContactsScreen),
  conversations: () => import('../features/conversations').then((m) => m.ConversationsScreen),
  chat: () => import('../features/chat').then((m) => m.ChatScreen),
  users: () => import('../features/users').then((m) => m.UsersScreen),
  skins: () => import('../features/skins').then((m) => m.SkinsSection),
  studio: () => import('../features/studio').then((m) => m.StudioScreen),
  'access-log': () => import('../features/access-log').then((m) => m.AccessLogScreen),
  visits: () => import('../features/visits').then((m) => m.VisitsScreen),
  outbox: () => import('../features/outbox').then((m) => m.OutboxScreen),
  reports: () => import('../features/moderation').then((m) => m.ReportsScreen),
  onboarding: () => import('../features/onboarding').then((m) => m.OnboardingScreen),
  'business-hours': () => import('../features/business-hours').then((m) => m.BusinessHoursScreen),
  'my-data': () => import('../features/my-data').then((m) => m.MyDataScreen),
  'quick-replies': () => import('../features/quick-replies').then((m) => m.QuickRepliesScreen),
  integrations: () => import('../features/integrations').then((m) => m.IntegrationsScreen),
  agenda: () => import('../features/agenda').then((m) => m.AgendaScreen),
};
