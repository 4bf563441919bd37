import { cardActions, containerActions, pageActions } from './studio-actions';

const typed = 'A'.repeat(5000);

describe("the studio's status line", () => {
  it('never repeats a 5,000-character title someone typed, only its first 40 characters', () => {
    const page = { id_pagina: 'home', nome: 'home' };
    const whats = [
      containerActions.add(page, typed, 'cards').what,
      cardActions.add({ id_container: 'c1', titulo: 'Trabalhos' }, { titulo: typed, name: typed } as never).what,
      pageActions.add(typed).what,
    ];
    for (const what of whats) {
      expect(what).not.toContain('A'.repeat(41));
      expect(what).toContain(`${'A'.repeat(40)}…`);
    }
  });
});
