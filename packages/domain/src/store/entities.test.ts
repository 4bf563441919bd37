import { paths } from '../kernel/paths';
import { publishedPaths } from '../published/published-site';
import { ENTITY_SCHEMAS, entityCollectionOf, parseDocument, parseEntity, type EntityCollection } from './entities';
import { testimonialPaths } from '../testimonials/testimonial-paths';

const T0 = Date.UTC(2024, 4, 1, 12, 0, 0);
const skin = { id_skins: 's1', username: 'lab', theme: 'CYBERPINK', is_main: true, data: T0, iconSkin: 'a.png', idUser: 'u1' };

describe('the entity schemas', () => {
  it('name a document path by the collection of the model it sits in', () => {
    const expected: Array<[string, EntityCollection]> = [
      [paths.user('u1'), 'users'],
      [`${paths.logins('u1')}/l1`, 'logins'],
      [paths.userNavigation('u1', 'h'), 'navegacoes_users'],
      [paths.skin('u1', 's1'), 'skins'],
      [paths.pagina('u1', 's1', 'home'), 'paginas'],
      [`${paths.containerRefs('u1', 's1', 'home')}/r1`, 'containerRefs'],
      [`${paths.containers('u1', 's1')}/c1`, 'containers'],
      [`${paths.cardRefs('u1', 's1', 'c1')}/r1`, 'cardRefs'],
      [`${paths.cards('u1', 's1')}/k1`, 'cards'],
      [`${paths.addOnsRefs('u1', 's1', 'k1')}/r1`, 'addOnsRefs'],
      [`${paths.addOns()}/react`, 'add_ons'],
      [paths.contato('a_b'), 'contatos'],
      [paths.conversa('a_b', 'principal'), 'conversas'],
      [`${paths.chat('a_b', 'principal')}/m1`, 'chat'],
      [paths.acesso('h'), 'acessos'],
      [paths.navegacao('h'), 'navegacoes'],
      [paths.username('lab'), 'usernames'],
      [paths.dominio('lab.exemplo.com'), 'dominios'],
      [paths.rateLimit('uid:u1'), 'rateLimits'],
      [paths.geoCache('203.0.113.7'), 'geoCache'],
      [paths.pedidoDados('a1b2c3d4e5f6a7b8'), 'pedidosDados'],
      [paths.destinatario('9f86d081884c7d65'), 'destinatarios'],
      [paths.mail('m1'), 'mail'],
      [paths.estatistica('2026-11-23', 3), 'estatisticas'],
      [paths.visita('u1', 's1', '2026-11-23', 3), 'visitas'],
      [publishedPaths.site('lab'), 'sites'],
      [publishedPaths.page('lab', 'home'), 'paginasPublicadas'],
      [publishedPaths.card('lab', 'k1'), 'cardsPublicados'],
      [paths.denuncia('d1'), 'denuncias'],
      [publishedPaths.hidden('ana'), 'sitesOcultos'],
      [paths.dispositivos('u1'), 'dispositivos'],
      [paths.bloqueio('9f86d081884c7d65'), 'bloqueios'],
      // Quick replies.
      [paths.atendimento('marina-souza'), 'atendimento'],
      [paths.respostaRapida('u1', 'r1'), 'respostasRapidas'],
      [paths.lead('a~ub_principal'), 'leads'],
      [`${paths.etapas('a~ub_principal')}/e1`, 'etapas'],
      [paths.reserva('r1'), 'reservas'],
      [paths.agendaDia('u1~s1', '2026-11-30'), 'agendaDias'],
      [paths.agendaFeed('u1'), 'agendaFeeds'],
      [testimonialPaths.linkDepoimento('l1'), 'linksDepoimento'],
      [testimonialPaths.depoimentoLink('u1', 's1', 'c1'), 'depoimentoLinks'],
      [testimonialPaths.depoimentoPendente('u1', 's1', 'p1'), 'depoimentosPendentes'],
    ];
    expect(expected.map(([path]) => entityCollectionOf(path))).toEqual(expected.map(([, collection]) => collection));
    expect(new Set(expected.map(([, collection]) => collection))).toEqual(new Set(Object.keys(ENTITY_SCHEMAS)));
  });

  it('know no path outside the model: the legacy chats, a collection out of place, a collection path', () => {
    expect(entityCollectionOf(`${paths.legacyChats('a_b', 'principal')}/m1`)).toBeNull();
    expect(entityCollectionOf('skins/s1')).toBeNull();
    expect(entityCollectionOf('users/u1/paginas/p1')).toBeNull();
    expect(entityCollectionOf(paths.skins('u1'))).toBeNull();
  });

  it('parse a document into the domain shape, dropping fields its type does not name', () => {
    expect(parseEntity('skins', { ...skin, legado: 'x' })).toEqual({ ok: true, data: skin });
    expect(parseDocument(paths.skin('u1', 's1'), skin)).toEqual({ ok: true, data: skin });
  });

  it('say what is wrong with a malformed document: a missing field, a field of another type', () => {
    const { data: _data, ...undated } = skin;
    expect(parseEntity('skins', undated)).toEqual({ ok: false, problem: 'data: expected number' });
    const contact = {
      idContato: 'a_b',
      ultimaConversaData: T0,
      uids: ['u1'],
      participantes: [{ chave: 'a', uid: 1, nome: '', foto: '', email: null }],
    };
    expect(parseDocument(paths.contato('a_b'), contact)).toEqual({ ok: false, problem: 'participantes.0.uid: expected string' });
    expect(parseEntity('logins', null)).toEqual({ ok: false, problem: '(document): expected object' });
  });

  it('let documents outside the model through as they are, if they are objects', () => {
    const legacy = `${paths.legacyChats('a_b', 'principal')}/m1`;
    expect(parseDocument(legacy, { anything: 1 })).toEqual({ ok: true, data: { anything: 1 } });
    expect(parseDocument(legacy, 'x')).toEqual({ ok: false, problem: 'not an object' });
  });
});
