/**
 * How deep a payload may nest. Every walk that follows a payload's structure by recursion (the
 * Functions SDK's decoding of a callable's `data`, zod, the skin file's checks) overflows the stack on
 * a payload a few thousand levels deep, which a 10 KB request carries; so the depth is bounded first,
 * by a walk that keeps its own stack and so cannot overflow.
 */

/** Far above any payload the site sends (a skin file nests under ten levels), far below a stack's reach. */
export const MAX_PAYLOAD_DEPTH = 64;

/** Whether `value` nests objects or arrays more than `max` levels deep. Iterative, never recursive. */
export function payloadDepthExceeds(value: unknown, max: number): boolean {
  const pending: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 0 }];
  // A value the demo hands over in memory may share a child or cycle: each node is walked once per
  // deeper depth only, so sharing costs no more than a tree and a cycle ends at the bound.
  const seenAt = new Map<object, number>();
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const children = childrenOf(next.node);
    if (children === null) continue;
    const depth = next.depth + 1;
    if (depth > max) return true;
    const node = next.node as object;
    if ((seenAt.get(node) ?? -1) >= depth) continue;
    seenAt.set(node, depth);
    for (const child of children) pending.push({ node: child, depth });
  }
  return false;
}

/** The values inside an array or a plain object; null for anything else (a string, bytes, a date). */
function childrenOf(node: unknown): unknown[] | null {
  if (Array.isArray(node)) return node as unknown[];
  if (typeof node !== 'object' || node === null) return null;
  const proto: unknown = Object.getPrototypeOf(node);
  return proto === Object.prototype || proto === null ? Object.values(node) : null;
}
