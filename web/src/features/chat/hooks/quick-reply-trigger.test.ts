import { slashQueryAt } from './quick-reply-trigger';

describe('"/" in the composer', () => {
  it.each([
    ['/', 1, { start: 0, end: 1, query: '' }],
    ['/orc', 4, { start: 0, end: 4, query: 'orc' }],
    ['Oi! /orc', 8, { start: 4, end: 8, query: 'orc' }],
    ['Oi!\n/prazo-final', 16, { start: 4, end: 16, query: 'prazo-final' }],
    // The cursor decides: what comes after it is not part of the shortcut.
    ['/orcamento e mais', 4, { start: 0, end: 4, query: 'orc' }],
  ])('%j with the cursor at %i asks for %j', (text, caret, query) => {
    expect(slashQueryAt(text, caret)).toEqual(query);
  });

  it.each([
    ['https://exemplo.com/orc', 23],
    ['e/ou', 4],
    ['/orc ', 5],
    ['/orç', 4],
    ['', 0],
    ['Oi', 2],
  ])('%j with the cursor at %i asks for nothing', (text, caret) => {
    expect(slashQueryAt(text, caret)).toBeNull();
  });
});
