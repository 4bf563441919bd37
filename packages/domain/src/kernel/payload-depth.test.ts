import { describe, expect, it } from '@jest/globals';
import { MAX_PAYLOAD_DEPTH, payloadDepthExceeds } from './payload-depth';

/** `depth` arrays, one inside the other, built without recursion (as an attacker's JSON would arrive). */
function nested(depth: number, inner: unknown = 'fundo'): unknown {
  let value = inner;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describe('the nesting bound of a payload', () => {
  it('lets a payload as deep as the bound through, and refuses one level more', () => {
    expect(payloadDepthExceeds(nested(MAX_PAYLOAD_DEPTH), MAX_PAYLOAD_DEPTH)).toBe(false);
    expect(payloadDepthExceeds(nested(MAX_PAYLOAD_DEPTH + 1), MAX_PAYLOAD_DEPTH)).toBe(true);
  });

  it('counts objects and arrays alike, wherever the deep branch hides', () => {
    const deepObject = { a: 1, b: [{ c: { d: [[]] } }] };
    expect(payloadDepthExceeds(deepObject, 6)).toBe(false);
    expect(payloadDepthExceeds(deepObject, 5)).toBe(true);
    expect(payloadDepthExceeds({ raso: 1, fundo: { x: nested(10) } }, 11)).toBe(true);
  });

  it('deep payloads: walks a value nested a million levels without recursion, so no stack overflows', () => {
    expect(() => payloadDepthExceeds(nested(1_000_000), MAX_PAYLOAD_DEPTH)).not.toThrow();
    expect(payloadDepthExceeds(nested(1_000_000), MAX_PAYLOAD_DEPTH)).toBe(true);
  });

  it('takes primitives, null and wide but shallow payloads as they are', () => {
    for (const value of [null, undefined, 0, 'texto', true]) expect(payloadDepthExceeds(value, 0)).toBe(false);
    expect(payloadDepthExceeds({ lista: Array.from({ length: 10_000 }, (_, i) => ({ i })) }, 3)).toBe(false);
  });

  it('stops on a value shared or cycling in memory (the demo hands objects over, not JSON)', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(payloadDepthExceeds(cycle, MAX_PAYLOAD_DEPTH)).toBe(true);
    let shared: unknown = {};
    for (let level = 0; level < 40; level += 1) shared = { a: shared, b: shared };
    expect(payloadDepthExceeds(shared, 64)).toBe(false);
  });
});
