/**
 * The domain is cut into slices (packages/domain/src/<slice>/), each reached from outside through its
 * index.ts, and a kernel every slice stands on, whose files any slice imports directly. This check
 * names every import by which a slice reaches into another slice's files instead of its index.ts,
 * and every kernel file importing a slice. The compositions that put the slices together
 * (handlers/, store/, memory/, testing/, the card kinds' plug-ins in card-kinds/ and the callable
 * contract at the root) may import any slice's files: composing them is what they are for.
 *
 * Reach-ins older than the slices are listed in scripts/slice-reach-ins.json: the check fails on any
 * reach-in not listed there, and on a listed one that is gone (so the list only shrinks).
 *
 * Usage: node scripts/slice-boundaries.mjs [--root DIR] [--write-baseline]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { importGraph } from './import-cycles.mjs';

const DOMAIN = 'packages/domain/src';
const COMPOSITIONS = new Set(['handlers', 'store', 'memory', 'testing', 'card-kinds']);
const KERNEL = 'kernel';

/** The slice a domain file belongs to, or null for a composition or a file outside the domain. */
function sliceOf(/** @type {string} */ file) {
  if (!file.startsWith(`${DOMAIN}/`)) return null;
  const parts = file.slice(DOMAIN.length + 1).split('/');
  return parts.length > 1 && !COMPOSITIONS.has(parts[0]) ? parts[0] : null;
}

/** Every import that crosses a slice's border other than through its index.ts, as "from -> to". */
export function reachIns(/** @type {string} */ root) {
  const absoluteRoot = resolve(root);
  const name = (/** @type {string} */ file) => relative(absoluteRoot, file).split(sep).join('/');
  const graph = importGraph(absoluteRoot, [DOMAIN]);
  const found = [];
  for (const [file, targets] of graph) {
    const from = sliceOf(name(file));
    if (from === null) continue;
    for (const target of targets) {
      const to = sliceOf(name(target));
      // The kernel is what every slice stands on: its files are imported as they are.
      if (to === null || to === from || to === KERNEL) continue;
      const throughIndex = name(target) === `${DOMAIN}/${to}/index.ts`;
      if (from === KERNEL || !throughIndex) found.push(`${name(file)} -> ${name(target)}`);
    }
  }
  return found.sort();
}

/** What is wrong: reach-ins not in the list, and listed ones that are gone. Empty when all is well. */
export function boundaryProblems(/** @type {string} */ root, /** @type {string[]} */ listed) {
  const found = reachIns(root);
  const known = new Set(listed);
  const current = new Set(found);
  const fresh = found.filter((edge) => !known.has(edge));
  const gone = listed.filter((edge) => !current.has(edge));
  const problems = [];
  if (fresh.length > 0) {
    problems.push(
      `${fresh.length} import(s) reach into another slice's files (or the kernel imports a slice); import from the slice's index.ts, or move what both need to the kernel:\n${fresh.map((edge) => `  ${edge}`).join('\n')}`,
    );
  }
  if (gone.length > 0) {
    problems.push(
      `${gone.length} listed reach-in(s) are gone; remove them from scripts/slice-reach-ins.json:\n${gone.map((edge) => `  ${edge}`).join('\n')}`,
    );
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? args[rootAt + 1] : process.cwd();
  const listPath = join(root, 'scripts/slice-reach-ins.json');
  if (args.includes('--write-baseline')) {
    writeFileSync(listPath, `${JSON.stringify(reachIns(root), null, 2)}\n`);
    process.exit(0);
  }
  const listed = existsSync(listPath) ? JSON.parse(readFileSync(listPath, 'utf8')) : [];
  const problems = boundaryProblems(root, listed);
  if (problems.length > 0) {
    console.error(problems.join('\n\n'));
    process.exit(1);
  }
}
