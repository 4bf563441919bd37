import { addressesOf } from './app-paths';

const appPaths = addressesOf(null);

describe("the app's addresses", () => {
  it.each([
    [appPaths.root(), '/'],
    [appPaths.skinPage('lab', 'projetos'), '/lab/projetos'],
    [appPaths.skinHome('lab'), '/lab/home'],
    [appPaths.menu('owner-dona'), '/menu/owner-dona'],
    [appPaths.contacts('owner-dona'), '/menu/owner-dona/contatos'],
    [appPaths.conversations('owner-dona', 'lab_visitante'), '/menu/owner-dona/contatos/lab_visitante'],
    [appPaths.chat('owner-dona', 'lab_visitante', 'principal'), '/menu/owner-dona/contatos/lab_visitante/chat/principal'],
    [appPaths.users('owner-dona'), '/menu/owner-dona/users'],
    [appPaths.skins('owner-dona'), '/menu/owner-dona/skins'],
    [appPaths.accessLog('owner-dona'), '/menu/owner-dona/acessos'],
    [appPaths.outbox('owner-dona'), '/menu/owner-dona/caixa-de-saida'],
    [appPaths.reports('owner-dona'), '/menu/owner-dona/denuncias'],
  ])('builds %s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('encodes each segment taken from data, so an e-mail contact id or an odd page id stays one segment', () => {
    expect(appPaths.chat('u/1', 'ana@x.com_lab', 'c 1')).toBe('/menu/u%2F1/contatos/ana%40x.com_lab/chat/c%201');
    expect(appPaths.skinPage('lab', 'a/b')).toBe('/lab/a%2Fb');
  });
});

describe("appPaths on a skin's own domain", () => {
  const frame = { host: 'solange.exemplo.com.br', skin: 'sol', site: 'https://lab.example' };

  it("drops the skin's prefix from its own addresses and sends the rest to the main site", () => {
    const onDomain = addressesOf(frame);
    expect(onDomain.skinPage('sol', 'home')).toBe('/home');
    expect(onDomain.skinPage('Sol', 'home')).toBe('/home');
    expect(onDomain.skinCard('sol', 'home', 'c 1')).toBe('/home/card/c%201');
    expect(onDomain.skinPage('lab', 'home')).toBe('https://lab.example/lab/home');
    expect(onDomain.root()).toBe('https://lab.example/');
    expect(onDomain.menu('u1')).toBe('https://lab.example/menu/u1');
    expect(appPaths.skinPage('sol', 'home')).toBe('/sol/home');
  });

  it("keeps the main site's builders, so a hook depending on them does not run again each render", () => {
    expect(addressesOf(null)).toBe(appPaths);
  });
});
