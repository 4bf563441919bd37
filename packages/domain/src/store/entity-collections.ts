/**
 * The model's collections, each with the type of the documents it holds: the vocabulary both the
 * entity schemas (entities.ts) and the document paths (entity-paths.ts) are keyed by.
 */
import type {
  AcessoDoc,
  DominioDoc,
  ChatDoc,
  ContatoDoc,
  ConversaDoc,
  EstatisticaDoc,
  GeoCacheDoc,
  PedidoDadosDoc,
  LoginDoc,
  NavigationDoc,
  RateLimitDoc,
  UserDoc,
  UsernameDoc,
  VisitaDoc,
} from '../kernel/types';
import type {
  AddOnDoc,
  AddOnRefDoc,
  CardDoc,
  CardRefDoc,
  ContainerDoc,
  ContainerRefDoc,
  PaginaDoc,
  SkinDoc,
} from '../skins/skin-types';
import type { MailDoc } from '../notices/mail-doc';
import type { PublishedCardDoc, PublishedPageDoc, PublishedSiteDoc } from '../published/published-site';
import type { ModerationEntities } from '../moderation/store/moderation-entities';
import type { DeviceEntities } from '../devices/store/device-entities';
import type { MailRecipientEntities } from '../notices/store/mail-recipient-entities';
import type { BusinessHoursEntities } from '../business-hours/store/business-hours-entities';
import type { QuickReplyEntities } from '../quick-replies/store/quick-reply-entities';
import type { LeadEntities } from '../leads/store/lead-entities';
import type { BookingEntities } from '../bookings/store/booking-entities';
import type { TestimonialEntities } from '../testimonials/store/testimonial-entities';

/** The entity of each collection of the model, by collection id. */
export interface Entities
  extends
    ModerationEntities,
    DeviceEntities,
    MailRecipientEntities,
    BusinessHoursEntities,
    QuickReplyEntities,
    LeadEntities,
    BookingEntities,
    TestimonialEntities {
  users: UserDoc;
  logins: LoginDoc;
  navegacoes_users: NavigationDoc;
  skins: SkinDoc;
  paginas: PaginaDoc;
  containerRefs: ContainerRefDoc;
  containers: ContainerDoc;
  cardRefs: CardRefDoc;
  cards: CardDoc;
  addOnsRefs: AddOnRefDoc;
  add_ons: AddOnDoc;
  contatos: ContatoDoc;
  conversas: ConversaDoc;
  chat: ChatDoc;
  acessos: AcessoDoc;
  navegacoes: NavigationDoc;
  usernames: UsernameDoc;
  dominios: DominioDoc;
  rateLimits: RateLimitDoc;
  geoCache: GeoCacheDoc;
  pedidosDados: PedidoDadosDoc;
  mail: MailDoc;
  estatisticas: EstatisticaDoc;
  visitas: VisitaDoc;
  sites: PublishedSiteDoc;
  paginasPublicadas: PublishedPageDoc;
  cardsPublicados: PublishedCardDoc;
}
export type EntityCollection = keyof Entities;
