import { sectionFor } from './menu-sections';

describe('the menu title and back button follow the path', () => {
  it.each([
    ['/menu/u1', 'MENU', 'VOLTAR', '/lab/home'],
    ['/menu/u1/users', 'USERS', 'VOLTAR', '/menu/u1'],
    ['/menu/u1/acessos', 'ACESSOS', 'VOLTAR', '/menu/u1'],
    ['/menu/u1/contatos', 'CONTATOS', 'VOLTAR', '/menu/u1'],
    ['/menu/u1/skins', 'SKINS', 'VOLTAR', '/menu/u1'],
    ['/menu/u1/contatos/lab_visitante', 'CONVERSAS', 'CONTATOS', '/menu/u1/contatos'],
    ['/menu/u1/contatos/lab_visitante/chat/principal', 'ASSUNTO', 'CONVERSAS', '/menu/u1/contatos/lab_visitante'],
  ])('%s is %s with back label %s to %s', (path, title, backLabel, backTo) => {
    expect(sectionFor(path, 'lab')).toEqual({ title, backLabel, backTo });
  });

  it('keeps an e-mail contact id intact in the back target', () => {
    expect(sectionFor('/menu/u1/contatos/ana%40x.com_lab/chat/c1', 'lab').backTo).toBe(
      '/menu/u1/contatos/ana%40x.com_lab',
    );
  });
});
