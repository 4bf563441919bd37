import { comparePositions, isOrderKey, orderKeysFor, pagePosition, sortByPosition } from './ordering';

const increasing = (keys: readonly string[]) => keys.every((key, i) => i === 0 || (keys[i - 1] ?? '') < key);

describe('order keys', () => {
  it('key a new list in order', () => {
    const keys = orderKeysFor([null, null, null]);
    expect(keys).toHaveLength(3);
    expect(increasing(keys)).toBe(true);
  });

  it('change one key to move one item, however long the list', () => {
    const start = orderKeysFor(Array.from({ length: 300 }, () => null));
    // The last card moved to the top.
    const moved = [start[299] ?? null, ...start.slice(0, 299)];
    const keys = orderKeysFor(moved);
    expect(increasing(keys)).toBe(true);
    expect(keys.filter((key, i) => key !== moved[i])).toHaveLength(1);
  });

  it('key a list of numbers from before keys once, and older data without positions after it', () => {
    const keys = orderKeysFor([0, 1, 2]);
    expect(keys.every(isOrderKey)).toBe(true);
    expect(increasing(keys)).toBe(true);
    expect(comparePositions(5, 'a0')).toBeLessThan(0);
    const sorted = sortByPosition(
      [{ p: 'a1' }, { p: undefined }, { p: 'a0' }],
      (x) => x.p,
      () => 0,
    );
    expect(sorted.map((x) => x.p)).toEqual(['a0', 'a1', undefined]);
  });

  it("reads a page's orderBy: a key, a number from before keys, or none for 'default'", () => {
    expect(pagePosition({ orderBy: 'a3' })).toBe('a3');
    expect(pagePosition({ orderBy: '0003' })).toBe(3);
    expect(pagePosition({ orderBy: 'default' })).toBeNull();
  });
});
