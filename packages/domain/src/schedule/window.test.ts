/** When a card or a container shows: from its start, inclusive, until its end, exclusive; either may be open. */
import { isShownAt, nextBoundaryOf, scheduleStateAt, visibleAt } from './window';
import { scheduleProblem } from './problem';
import { MESSAGES } from '../kernel/messages';

const NOW = Date.UTC(2026, 10, 27, 15, 0);
const HOUR = 3_600_000;

describe('the dates of a card or container', () => {
  it('shows an item with no dates, or null ones, always', () => {
    expect(isShownAt({}, NOW)).toBe(true);
    expect(isShownAt({ inicio: null, fim: null }, NOW)).toBe(true);
  });

  it('shows from the start, inclusive, until the end, exclusive', () => {
    const item = { inicio: NOW, fim: NOW + HOUR };
    expect(isShownAt(item, NOW - 1)).toBe(false);
    expect(isShownAt(item, NOW)).toBe(true);
    expect(isShownAt(item, NOW + HOUR - 1)).toBe(true);
    expect(isShownAt(item, NOW + HOUR)).toBe(false);
  });

  it('marks an item "agendado" before its start and "encerrado" once its end passed', () => {
    expect(scheduleStateAt({ inicio: NOW + 1 }, NOW)).toBe('agendado');
    expect(scheduleStateAt({ fim: NOW }, NOW)).toBe('encerrado');
    expect(scheduleStateAt({ inicio: NOW - 1, fim: NOW + 1 }, NOW)).toBeNull();
  });

  it('names the next moment anything appears or goes, and none when nothing will', () => {
    const items = [{ inicio: NOW + 2 * HOUR }, { inicio: NOW - HOUR, fim: NOW + HOUR }, { fim: NOW - HOUR }];
    expect(nextBoundaryOf(items, NOW)).toBe(NOW + HOUR);
    expect(nextBoundaryOf(items, NOW + HOUR)).toBe(NOW + 2 * HOUR);
    expect(nextBoundaryOf(items, NOW + 2 * HOUR)).toBeNull();
  });

  it('leaves out of a tree the cards and containers outside their dates, and hands back the same tree when none is', () => {
    const tree = {
      containers: [{ id_container: 'a' }, { id_container: 'b', inicio: NOW + 1 }],
      cards: [{ id: 'x', fim: NOW }, { id: 'y' }],
    };
    expect(visibleAt(tree, NOW)).toEqual({ containers: [{ id_container: 'a' }], cards: [{ id: 'y' }] });
    const plain = { containers: [{ id_container: 'a', inicio: NOW }], cards: [{ id: 'y', fim: null }] };
    expect(visibleAt(plain, NOW)).toBe(plain);
  });

  it('says in Portuguese when the end is not after the start', () => {
    expect(scheduleProblem({ inicio: NOW, fim: NOW })).toBe(MESSAGES.scheduleEndBeforeStart);
    expect(scheduleProblem({ inicio: NOW, fim: NOW + 1 })).toBeNull();
    expect(scheduleProblem({ fim: NOW })).toBeNull();
  });
});
