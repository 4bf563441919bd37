/**
 * The import graph has no circle: files that import each other, however long the way round, can be
 * neither read nor changed one at a time, and a barrel imported from inside its own package ties all
 * of that package into one such circle. This check reads every import of the source folders (type-only
 * imports, re-exports, import() and require() too: they tie the code as much for a reader), resolves
 * each with the TypeScript resolution of the nearest tsconfig.json, and names the files of every
 * strongly connected component (Tarjan). It also refuses a domain file importing the package's own
 * barrel, `@lab/domain` being for the web and the functions.
 *
 * Usage: node scripts/import-cycles.mjs [--root DIR] [FOLDER...]   (folders default to the workspaces and scripts/)
 * Exits 1, naming the files, on any cycle or barrel import.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'lib', 'coverage', '.bench', '.cache']);
const DEFAULT_FOLDERS = ['packages', 'functions', 'web', 'scripts'];
/** Barrels that only the package's outside consumers import: [the barrel, the folder it must not be imported from]. */
const OUTWARD_BARRELS = [['packages/domain/src/index.ts', 'packages/domain/src/']];

/** @param {string} folder @returns {string[]} */
function sourceFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.') || entry.name.startsWith('dist-')
        ? []
        : sourceFiles(path);
    }
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const FALLBACK_OPTIONS = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };
/** @type {Map<string, import('typescript').CompilerOptions>} */
const optionsByFolder = new Map();

/** The compiler options of the nearest tsconfig.json above the file, up to the root. */
function optionsFor(/** @type {string} */ file, /** @type {string} */ root) {
  const folder = dirname(file);
  const known = optionsByFolder.get(folder);
  if (known) return known;
  const config = join(folder, 'tsconfig.json');
  let options;
  if (existsSync(config)) {
    const read = ts.readConfigFile(config, ts.sys.readFile);
    options = ts.parseJsonConfigFileContent(read.config ?? {}, ts.sys, folder).options;
  } else {
    options = folder === root || !folder.startsWith(root) ? FALLBACK_OPTIONS : optionsFor(folder, root);
  }
  options = { ...options, allowJs: true, resolveJsonModule: true };
  optionsByFolder.set(folder, options);
  return options;
}

/** Each file's imports that land on another file of the folders read. */
export function importGraph(/** @type {string} */ root, /** @type {string[]} */ folders) {
  const files = folders.flatMap((folder) => sourceFiles(resolve(root, folder)));
  const known = new Set(files);
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, optionsFor(file, root), ts.sys).resolvedModule)
      .map((resolved) => resolved && resolve(resolved.resolvedFileName))
      .filter((target) => target !== undefined && known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one file, or a file importing itself. */
export function cycles(/** @type {Map<string, string[]>} */ graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One shortest way round the component, from its first file back to it: the loop to cut. */
function loopThrough(/** @type {Map<string, string[]>} */ graph, /** @type {string[]} */ component) {
  const members = new Set(component);
  const start = component[0];
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** What is wrong with the import graph, one message per cycle or barrel import; empty when all is well. */
export function importProblems(/** @type {string} */ root, folders = DEFAULT_FOLDERS) {
  const absoluteRoot = resolve(root);
  const graph = importGraph(absoluteRoot, folders);
  const name = (/** @type {string} */ file) => relative(absoluteRoot, file).split(sep).join('/');
  const problems = cycles(graph).map((component) => {
    const loop = loopThrough(graph, component).map(name).join(' -> ');
    return `import cycle of ${component.length} file(s):\n${component.map((file) => `  ${name(file)}`).join('\n')}\n  for example: ${loop}`;
  });
  for (const [barrel, inside] of OUTWARD_BARRELS) {
    const barrelPath = resolve(absoluteRoot, barrel);
    const importers = [...graph]
      .filter(([file, targets]) => name(file).startsWith(inside) && file !== barrelPath && targets.includes(barrelPath))
      .map(([file]) => `  ${name(file)}`);
    if (importers.length > 0) {
      problems.push(
        `${importers.length} file(s) import their package's own barrel ${barrel}; import each name from the module that declares it:\n${importers.join('\n')}`,
      );
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? args[rootAt + 1] : process.cwd();
  const folders = args.filter((_, i) => rootAt < 0 || (i !== rootAt && i !== rootAt + 1));
  const problems = importProblems(root, folders.length > 0 ? folders : DEFAULT_FOLDERS);
  if (problems.length > 0) {
    console.error(problems.join('\n\n'));
    console.error(`\n${problems.length} import problem(s): move what both sides share to the module where it belongs.`);
    process.exit(1);
  }
}
