/**
 * docs/security.md's limits table lists every rate limit a callable declares (its key, as declared,
 * in the Key column, and its numbers from RATE_LIMITS in the Limit column): the table cannot drift
 * from the code that takes the limits.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RATE_LIMITS } from '@lab/domain/kernel';
import { DECLARED_LIMITS, type DeclaredLimit } from '@lab/domain/handlers';

/** The rows of docs/security.md's limits table: each cell of each row, `\|` read as a pipe. */
function limitRows(): string[][] {
  const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'security.md'), 'utf8');
  const table = doc.slice(doc.indexOf('| What | Limit | Key | Beyond it |'));
  const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
  return rows.map((row) =>
    row
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.replaceAll('\\|', '|')),
  );
}

const WINDOWS: Record<number, string> = {
  60_000: 'a minute',
  1_800_000: 'per 30 minutes',
  3_600_000: 'an hour',
  86_400_000: 'a day',
};

function documented(limit: DeclaredLimit): string {
  const { max, windowMs } = RATE_LIMITS[limit.window];
  return `${max} ${WINDOWS[windowMs] ?? `per ${windowMs} ms`}`;
}

describe("docs/security.md's limits table", () => {
  it.each(DECLARED_LIMITS.map((limit) => [limit.key, limit] as const))('lists %s with its numbers', (key, limit) => {
    const row = limitRows().find(([, , keys = '']) => keys.includes(`\`${key}\``));
    expect(row).toBeDefined();
    const [, numbers = ''] = row ?? [];
    // "5 an hour", or "5 requests an hour": one word may name what is counted.
    const [count, ...unit] = documented(limit).split(' ');
    expect(numbers).toMatch(new RegExp(`\\b${count}( \\w+)? ${unit.join(' ')}`));
  });
});
