/** Which collection of the model a document path belongs to, from the paths paths.ts spells. */
import { paths } from '../kernel/paths';
import { publishedPaths } from '../published/published-site';
import type { EntityCollection } from './entity-collections';
import { testimonialPaths } from '../testimonials/testimonial-paths';

const ANY = '*';

/** Where each collection's documents sit, spelled by paths.ts; ANY stands for one id. */
const DOCUMENT_PATHS: { readonly [C in EntityCollection]: string } = {
  users: paths.user(ANY),
  logins: `${paths.logins(ANY)}/${ANY}`,
  navegacoes_users: paths.userNavigation(ANY, ANY),
  skins: paths.skin(ANY, ANY),
  paginas: paths.pagina(ANY, ANY, ANY),
  containerRefs: `${paths.containerRefs(ANY, ANY, ANY)}/${ANY}`,
  containers: `${paths.containers(ANY, ANY)}/${ANY}`,
  cardRefs: `${paths.cardRefs(ANY, ANY, ANY)}/${ANY}`,
  cards: `${paths.cards(ANY, ANY)}/${ANY}`,
  addOnsRefs: `${paths.addOnsRefs(ANY, ANY, ANY)}/${ANY}`,
  add_ons: `${paths.addOns()}/${ANY}`,
  contatos: paths.contato(ANY),
  conversas: paths.conversa(ANY, ANY),
  chat: `${paths.chat(ANY, ANY)}/${ANY}`,
  acessos: paths.acesso(ANY),
  navegacoes: paths.navegacao(ANY),
  usernames: paths.username(ANY),
  dominios: paths.dominio(ANY),
  rateLimits: paths.rateLimit(ANY),
  geoCache: paths.geoCache(ANY),
  pedidosDados: paths.pedidoDados(ANY),
  destinatarios: paths.destinatario(ANY),
  mail: paths.mail(ANY),
  estatisticas: `${paths.estatisticas()}/${ANY}`,
  visitas: `${paths.visitas(ANY, ANY)}/${ANY}`,
  sites: publishedPaths.site(ANY),
  paginasPublicadas: publishedPaths.page(ANY, ANY),
  cardsPublicados: publishedPaths.card(ANY, ANY),
  denuncias: paths.denuncia(ANY),
  sitesOcultos: publishedPaths.hidden(ANY),
  bloqueios: paths.bloqueio(ANY),
  dispositivos: paths.dispositivos(ANY),
  atendimento: paths.atendimento(ANY),
  respostasRapidas: paths.respostaRapida(ANY, ANY),
  leads: paths.lead(ANY),
  etapas: `${paths.etapas(ANY)}/${ANY}`,
  reservas: paths.reserva(ANY),
  agendaDias: `${paths.agendaDias()}/${ANY}`,
  agendaFeeds: paths.agendaFeed(ANY),
  linksDepoimento: testimonialPaths.linkDepoimento(ANY),
  depoimentoLinks: testimonialPaths.depoimentoLink(ANY, ANY, ANY),
  depoimentosPendentes: testimonialPaths.depoimentoPendente(ANY, ANY, ANY),
};

/** Every collection id of the model is its own: the id a path ends its collection with finds the layout. */
const LAYOUT_BY_COLLECTION_ID = new Map(
  (Object.entries(DOCUMENT_PATHS) as Array<[EntityCollection, string]>).map(([collection, path]) => {
    const segments = path.split('/');
    return [segments[segments.length - 2] ?? '', { collection, segments }] as const;
  }),
);

/** The collection of the model a document path belongs to; null for a path outside it (the legacy chats). */
export function entityCollectionOf(path: string): EntityCollection | null {
  const segments = path.split('/');
  const layout = LAYOUT_BY_COLLECTION_ID.get(segments[segments.length - 2] ?? '');
  if (!layout || layout.segments.length !== segments.length) return null;
  return layout.segments.every((segment, i) => segment === ANY || segment === segments[i]) ? layout.collection : null;
}
