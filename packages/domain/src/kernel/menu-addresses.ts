/**
 * The signed-in area's addresses: every screen of the menu sits under `/menu/{userId}`. They are part
 * of ADDRESS_PATTERNS (addresses.ts), which the router, the links and Hosting's rewrites read whole;
 * they live apart because each new screen adds one here and nothing else in that module changes.
 */
const MENU = '/menu/:userId';

export const MENU_ADDRESS_PATTERNS = {
  menu: MENU,
  contacts: `${MENU}/contatos`,
  conversations: `${MENU}/contatos/:contactId`,
  chat: `${MENU}/contatos/:contactId/chat/:conversationId`,
  users: `${MENU}/users`,
  skins: `${MENU}/skins`,
  studio: `${MENU}/skins/:skinName/editar`,
  accessLog: `${MENU}/acessos`,
  visits: `${MENU}/visitas`,
  outbox: `${MENU}/caixa-de-saida`,
  reports: `${MENU}/denuncias`,
  onboarding: `${MENU}/primeiros-passos`,
  myData: `${MENU}/meus-dados`,
  businessHours: `${MENU}/horario`, // HORÁRIO DE ATENDIMENTO
  quickReplies: `${MENU}/respostas-rapidas`,
  integrations: `${MENU}/integracoes`,
  agenda: `${MENU}/agenda`, // AGENDA: her bookings and her private calendar
} as const;
