import { appPaths } from './app-paths';

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
  ])('builds %s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('encodes each segment taken from data, so an e-mail contact id or an odd page id stays one segment', () => {
    expect(appPaths.chat('u/1', 'ana@x.com_lab', 'c 1')).toBe('/menu/u%2F1/contatos/ana%40x.com_lab/chat/c%201');
    expect(appPaths.skinPage('lab', 'a/b')).toBe('/lab/a%2Fb');
  });
});
