/** Document and collection paths, shared by both Store adapters, the rules tests and the web. */
export const paths = {
  user: (uid: string) => `users/${uid}`,
  logins: (uid: string) => `users/${uid}/logins`,
  userNavigations: (uid: string) => `users/${uid}/navegacoes_users`,
  userNavigation: (uid: string, hash: string) => `users/${uid}/navegacoes_users/${hash}`,
  skins: (uid: string) => `users/${uid}/skins`,
  skin: (uid: string, skinId: string) => `users/${uid}/skins/${skinId}`,
  paginas: (uid: string, skinId: string) => `users/${uid}/skins/${skinId}/paginas`,
  pagina: (uid: string, skinId: string, pageId: string) => `users/${uid}/skins/${skinId}/paginas/${pageId}`,
  containerRefs: (uid: string, skinId: string, pageId: string) => `users/${uid}/skins/${skinId}/paginas/${pageId}/containerRefs`,
  containers: (uid: string, skinId: string) => `users/${uid}/skins/${skinId}/containers`,
  cardRefs: (uid: string, skinId: string, containerId: string) =>
    `users/${uid}/skins/${skinId}/containers/${containerId}/cardRefs`,
  cards: (uid: string, skinId: string) => `users/${uid}/skins/${skinId}/cards`,
  addOnsRefs: (uid: string, skinId: string, cardId: string) => `users/${uid}/skins/${skinId}/cards/${cardId}/addOnsRefs`,
  /** users/{uid}/skins/{skinId}/imagens: the skin's uploaded images (server-only). */
  imagens: (uid: string, skinId: string) => `users/${uid}/skins/${skinId}/imagens`,
  imagem: (uid: string, skinId: string, imageId: string) => `users/${uid}/skins/${skinId}/imagens/${imageId}`,
  /** users/{uid}/skins/{skinId}/visitas/{dia}_{shard}: the skin's daily counters (its user and owners read them). */
  visitas: (uid: string, skinId: string) => `users/${uid}/skins/${skinId}/visitas`,
  visita: (uid: string, skinId: string, dia: string, shard: number) => `users/${uid}/skins/${skinId}/visitas/${dia}_${shard}`,
  addOns: () => 'add_ons',
  contatos: () => 'contatos',
  contato: (id: string) => `contatos/${id}`,
  conversas: (contactId: string) => `contatos/${contactId}/conversas`,
  conversa: (contactId: string, conversationId: string) => `contatos/${contactId}/conversas/${conversationId}`,
  chat: (contactId: string, conversationId: string) => `contatos/${contactId}/conversas/${conversationId}/chat`,
  /**
   * contatos/{c}/conversas/{v}/avisos/{id}: server-only, a message's notice still to be decided after
   * its commit (the trigger's document); `id` is the message's.
   */
  aviso: (contactId: string, conversationId: string, id: string) =>
    `contatos/${contactId}/conversas/${conversationId}/avisos/${id}`,
  /** The legacy sibling collection older data's delete routine names; deleted too, never written. */
  legacyChats: (contactId: string, conversationId: string) => `contatos/${contactId}/conversas/${conversationId}/chats`,
  acessos: () => 'acessos',
  /** leads/{leadId}: the inbox side's private record of one conversation (leadIdOf in the leads slice). */
  leads: () => 'leads',
  lead: (leadId: string) => `leads/${leadId}`,
  /** leads/{leadId}/etapas/{id}: the history of the lead's stage, read like the lead. */
  etapas: (leadId: string) => `leads/${leadId}/etapas`,
  acesso: (hash: string) => `acessos/${hash}`,
  navegacao: (hash: string) => `navegacoes/${hash}`,
  /**
   * usernames/{name}: the reservation that makes skin names unique across all users. Keyed by the
   * lower-cased name, so "Lab" and "LAB" are the same name as "lab".
   */
  username: (username: string) => `usernames/${username.toLowerCase()}`,
  /** dominios/{host}: server-only; which skin a custom domain shows. */
  dominio: (host: string) => `dominios/${host}`,
  /** users/{uid}/respostasRapidas/{id}: an account's quick replies (its own account reads them). */
  respostasRapidas: (uid: string) => `users/${uid}/respostasRapidas`,
  respostaRapida: (uid: string, id: string) => `users/${uid}/respostasRapidas/${id}`,
  /** rateLimits/{key}: server-only counters. */
  rateLimit: (key: string) => `rateLimits/${key}`,
  /** dispositivos/{uid}: the devices an account gets push notices on (server-only). */
  dispositivos: (uid: string) => `dispositivos/${uid}`,
  /** mail/{id}: outgoing e-mail for the Trigger Email extension (owners read it). */
  mails: () => 'mail',
  mail: (id: string) => `mail/${id}`,
  /** estatisticas/{dia}_{shard}: the daily counters' shards (owners read them). */
  estatisticas: () => 'estatisticas',
  estatistica: (dia: string, shard: number) => `estatisticas/${dia}_${shard}`,
  /** pedidosDados/{token}: server-only, a visitor's link to the messages sent with their address. */
  pedidoDados: (token: string) => `pedidosDados/${token}`,
  /** destinatarios/{hash}: server-only, whether a visitor's address wants replies by e-mail. */
  destinatario: (hash: string) => `destinatarios/${hash}`,
  /** geoCache/{ip}: server-only, one geo lookup per IP. */
  geoCache: (ip: string) => `geoCache/${ip}`,
  /** denuncias/{id}: reports of skins (owners read them). */
  denuncias: () => 'denuncias',
  denuncia: (id: string) => `denuncias/${id}`,
  /**
   * bloqueios/{identityKey}: server-only, a blocked account's Google identity (Accounts.identityKey),
   * so the same person stays blocked under a new uid.
   */
  bloqueio: (identityKey: string) => `bloqueios/${identityKey}`,
  /** exclusoes/{id}: server-only, a skin or conversation deleted but still undoable, or its cascade unfinished. */
  exclusoes: () => 'exclusoes',
  exclusao: (id: string) => `exclusoes/${id}`,

  // Business hours (the business-hours slice).
  /** atendimento/{chave}: an inbox's hours and automatic texts (its account and owners read it). */
  atendimentos: () => 'atendimento',
  atendimento: (chave: string) => `atendimento/${chave}`,
  /** avisosAdiados/{id}: server-only, a notice the quiet hours hold until `devidoEm`. */
  avisosAdiados: () => 'avisosAdiados',
  avisoAdiado: (id: string) => `avisosAdiados/${id}`,

  // Bookings (the bookings slice).
  /** reservas/{id}: a booking of her time (its creator reads it). */
  reservas: () => 'reservas',
  reserva: (id: string) => `reservas/${id}`,
  /** agendaDias/{agendaKey}~{AAAA-MM-DD}: server-only, the bookings touching one UTC day of an agenda. */
  agendaDias: () => 'agendaDias',
  agendaDia: (agendaKey: string, utcDate: string) => `agendaDias/${agendaKey}~${utcDate}`,
  /** agendaFeeds/{uid}: the secret of her private calendar address (she reads it). */
  agendaFeeds: () => 'agendaFeeds',
  agendaFeed: (uid: string) => `agendaFeeds/${uid}`,
} as const;

/** Collection-group ids the app queries. */
export const GROUPS = {
  skins: 'skins',
  paginas: 'paginas',
  containerRefs: 'containerRefs',
  cardRefs: 'cardRefs',
  addOnsRefs: 'addOnsRefs',
  conversas: 'conversas',
  /** Every lead's stage history: who moved which lead (an account's export and deletion). */
  etapas: 'etapas',
} as const;

/** Fields holding dates (epoch ms in the domain, Timestamps in Firestore). */
export const DATE_FIELDS: ReadonlySet<string> = new Set([
  'data',
  'criadoEm',
  'timestamp',
  'ultimaConversaData',
  'dataUltimaMensagem',
  'notificadoEm',
  // A conversation's read times (Visto) and when its owner took it (respondendo.desde).
  'lidaLabEm',
  'lidaVisitanteEm',
  'desde',
  // An address's consent to replies: asked, given, refused.
  'pedidoEm',
  'confirmadoEm',
  'recusadoEm',
  'criadaEm',
  'ocultadaEm',
  'tratadaEm',
  // A lead's stage: its last change, its return, and each change of its history.
  'etapaEm',
  'voltouEm',
  'em',
  'ultimaMensagemEm',
  // A booking's times, its cancellation, its deposit and its reminders.
  'comecaEm',
  'terminaEm',
  'canceladaEm',
  'pagoEm',
  'lembreteVisitanteEm',
  'lembreteDonaEm',
  // A Timestamp in Firestore, which is what a TTL policy needs.
  'expiresAt',
]);
