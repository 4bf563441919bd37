import { HOLE_SHARE, QUIET_ZONE, darkRuns, qrMatrix } from './qr-matrix';

const ADDRESS = 'https://exemplo.web.app/marina/home/card/c-1234567890';

describe('the QR matrix of an address', () => {
  it('keeps a quiet zone of four light modules on every side', () => {
    const { size, dark } = qrMatrix(ADDRESS, { withHole: false });
    for (let i = 0; i < size; i += 1) {
      for (let edge = 0; edge < QUIET_ZONE; edge += 1) {
        expect([dark[edge]![i], dark[size - 1 - edge]![i], dark[i]![edge], dark[i]![size - 1 - edge]]).toEqual([
          false,
          false,
          false,
          false,
        ]);
      }
    }
  });

  it('leaves a centred light hole for the icon of at most a fifth of the symbol', () => {
    const { size, dark, hole } = qrMatrix(ADDRESS, { withHole: true });
    const symbol = size - 2 * QUIET_ZONE;
    expect(hole).not.toBeNull();
    const { start, side } = hole!;
    expect(side * side).toBeLessThanOrEqual(HOLE_SHARE * symbol * symbol);
    expect(side * side).toBeGreaterThan(0.1 * symbol * symbol);
    expect(start * 2 + side).toBe(size);
    const inside = dark.slice(start, start + side).flatMap((row) => row.slice(start, start + side));
    expect(inside.every((module) => !module)).toBe(true);
  });

  it('is the same matrix outside the hole, with or without it', () => {
    const plain = qrMatrix(ADDRESS, { withHole: false });
    const holed = qrMatrix(ADDRESS, { withHole: true });
    expect(holed.size).toBe(plain.size);
    expect(plain.hole).toBeNull();
    const { start, side } = holed.hole!;
    const outside = (x: number, y: number) => x < start || y < start || x >= start + side || y >= start + side;
    plain.dark.forEach((row, y) => row.forEach((module, x) => outside(x, y) && expect(holed.dark[y]![x]).toBe(module)));
  });

  it('draws every dark module once in its runs', () => {
    const matrix = qrMatrix(ADDRESS, { withHole: true });
    const fromRuns = matrix.dark.map((row) => row.map(() => false));
    for (const { x, y, length } of darkRuns(matrix)) {
      for (let i = x; i < x + length; i += 1) fromRuns[y]![i] = true;
    }
    expect(fromRuns).toEqual(matrix.dark);
  });
});
