/**
 * The card kinds' registries are written from their folders, the way an app store generates its
 * registries from one folder per app: a kind is its folder under packages/domain/src/card-kinds/ and
 * its name in the ordered list of card-kinds/order.ts, and nothing else by hand. This script writes
 * one registry per side (pure, stored, server, views, forms) and the kinds' messages, as
 * card-kinds/*.generated.ts(x), each importing only what its side may load: the views registry
 * imports each kind's View.tsx alone, so a public page gets no schema, server part or form.
 *
 * Usage: node scripts/card-kinds.mjs [--root DIR] [--check]
 *   Without --check it writes the files. With --check (the lint) it writes nothing and exits 1, naming
 *   what is wrong, when a folder is not listed (or a listed kind has no folder or lacks a file) or a
 *   generated file is not what the folders make.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';

const FOLDER = 'packages/domain/src/card-kinds';
const ORDER = 'order.ts';
/** What every kind's folder holds; `messages.ts` (its refusals) is optional. */
export const KIND_FILES = ['kind.ts', 'schema.ts', 'stored.ts', 'server.ts', 'Form.tsx', 'View.tsx'];
// A kind's name is the `tipo` a stored card carries and the key of its fields' map: plain and stable.
const KIND_NAME = /^[a-z][a-z0-9]*$/;
const HEADER =
  '// Written by scripts/card-kinds.mjs from card-kinds/order.ts and the kinds’ folders: do not edit, run `npm run card-kinds`.';

const pascal = (/** @type {string} */ kind) => kind[0].toUpperCase() + kind.slice(1);

/** The kinds named in order.ts's `CARD_KIND_ORDER`, in their order. */
export function readOrder(/** @type {string} */ source) {
  const file = ts.createSourceFile(ORDER, source, ts.ScriptTarget.Latest, true);
  /** @type {string[] | null} */
  let names = null;
  const visit = (/** @type {import('typescript').Node} */ node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(file) === 'CARD_KIND_ORDER' && node.initializer) {
      let value = node.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      if (ts.isArrayLiteralExpression(value)) {
        names = value.elements.map((element) => (ts.isStringLiteral(element) ? element.text : `<${element.getText(file)}>`));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!names) throw new Error(`${FOLDER}/${ORDER} must declare CARD_KIND_ORDER as an array of the kinds' names`);
  return names;
}

/** What keeps the folders and the list from making registries: one sentence each; empty when all is well. */
export function kindProblems(/** @type {string} */ folder, /** @type {string[]} */ order) {
  const folders = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const problems = [];
  for (const kind of folders.filter((name) => !order.includes(name))) {
    problems.push(`the folder card-kinds/${kind}/ is not in CARD_KIND_ORDER (card-kinds/${ORDER}): add its name there`);
  }
  for (const [index, kind] of order.entries()) {
    if (order.indexOf(kind) !== index) problems.push(`${kind} is listed twice in CARD_KIND_ORDER`);
    else if (!KIND_NAME.test(kind)) problems.push(`${kind} is not a kind's name (lowercase letters and digits, a letter first)`);
    else if (!folders.includes(kind))
      problems.push(`${kind} is listed in CARD_KIND_ORDER but card-kinds/${kind}/ does not exist`);
    else {
      const missing = KIND_FILES.filter((name) => !existsSync(join(folder, kind, name)));
      if (missing.length > 0) problems.push(`card-kinds/${kind}/ lacks ${missing.join(', ')}`);
    }
  }
  return problems;
}

/** A registry module: the imports, one per kind, and the record over the kinds. */
function registry(
  /** @type {{ preamble: string[]; kinds: string[]; file: string; name: (kind: string) => string; doc: string; declaration: string }} */ spec,
) {
  const imports = [...spec.kinds].sort().map((kind) => `import { ${spec.name(kind)} } from './${kind}/${spec.file}';`);
  const entries = spec.kinds.map((kind) => `  ${kind}: ${spec.name(kind)},`);
  return [HEADER, ...spec.preamble, ...imports, '', `/** ${spec.doc} */`, `${spec.declaration} = {`, ...entries, '};', ''].join(
    '\n',
  );
}

/** Every generated file's path under card-kinds/ and its source, before formatting. */
export function generatedSources(/** @type {string[]} */ kinds, /** @type {string[]} */ withMessages) {
  const typedOver = (/** @type {string} */ type) => `{ [K in CardKind]: ${type} }`;
  const messages = kinds.filter((kind) => withMessages.includes(kind));
  return {
    'kinds.generated.ts': registry({
      preamble: [],
      kinds,
      file: 'kind',
      name: (kind) => `${kind}Kind`,
      doc: 'Every kind’s pure part by the `tipo` a card carries: the order is the studio’s order of choice.',
      declaration: 'export const CARD_KIND_PLUGINS',
    }),
    'stored.generated.ts': registry({
      preamble: ["import type * as z from 'zod/mini';", "import type { CardKind, CardKindStoredFields } from './kinds';"],
      kinds,
      file: 'stored',
      name: (kind) => `${kind}Stored`,
      doc: 'What each kind stores (its stored.ts), for the Store’s card schema.',
      declaration: `export const CARD_KIND_STORED: ${typedOver('z.ZodMiniType<CardKindStoredFields<K>>')}`,
    }),
    'servers.generated.ts': registry({
      preamble: [
        "import type { CardKind, CardKindStoredFields, CardKindTyped } from './kinds';",
        "import type { CardKindServer } from './server-plugin';",
      ],
      kinds,
      file: 'server',
      name: (kind) => `${kind}Server`,
      doc: 'Each kind’s payload schema and normalisation (its server.ts), for the handlers only.',
      declaration: `export const CARD_KIND_SERVERS: ${typedOver('CardKindServer<CardKindTyped<K>, CardKindStoredFields<K>>')}`,
    }),
    'views.generated.tsx': registry({
      preamble: [
        "import type { CardKind, CardKindStoredFields } from './kinds';",
        "import type { CardKindPage } from './plugin';",
      ],
      kinds,
      file: 'View',
      name: (kind) => `${kind}Page`,
      doc: 'Each kind’s page part (its View.tsx): all a public page loads of the kinds.',
      declaration: `export const CARD_KIND_PAGES: ${typedOver('CardKindPage<CardKindStoredFields<K>>')}`,
    }),
    'forms.generated.tsx': registry({
      preamble: [
        "import type { ComponentType } from 'react';",
        "import type { CardKind, CardKindTyped } from './kinds';",
        "import type { KindFormProps } from './plugin';",
      ],
      kinds,
      file: 'Form',
      name: (kind) => `${pascal(kind)}Form`,
      doc: 'Each kind’s inputs in the studio (its Form.tsx).',
      declaration: `export const CARD_KIND_FORMS: ${typedOver('ComponentType<KindFormProps<CardKindTyped<K>>>')}`,
    }),
    'messages.generated.ts': [
      HEADER,
      ...[...messages].sort().map((kind) => `import { ${kind}Messages } from './${kind}/messages';`),
      '',
      '/** Each kind’s refusals (its messages.ts), by kind; MESSAGES (kernel/messages.ts) holds them all. */',
      `export const CARD_KIND_MESSAGES_BY_KIND = { ${messages.map((kind) => `${kind}: ${kind}Messages`).join(', ')} };`,
      '',
      '/** Every kind’s refusals in one record, spread into MESSAGES. */',
      `export const CARD_KIND_MESSAGES = { ${messages.map((kind) => `...${kind}Messages`).join(', ')} } as const;`,
      '',
    ].join('\n'),
  };
}

/** Every generated file (path from the root) with its formatted source, or the problems in the way. */
export async function cardKindRegistries(/** @type {string} */ root) {
  const folder = join(root, FOLDER);
  const order = readOrder(readFileSync(join(folder, ORDER), 'utf8'));
  const problems = kindProblems(folder, order);
  if (problems.length > 0) return { problems, files: {} };
  const withMessages = order.filter((kind) => existsSync(join(folder, kind, 'messages.ts')));
  /** @type {Record<string, string>} */
  const files = {};
  for (const [name, source] of Object.entries(generatedSources(order, withMessages))) {
    const path = join(FOLDER, name);
    const options = (await prettier.resolveConfig(join(root, path))) ?? {};
    files[path] = await prettier.format(source, { ...options, filepath: join(root, path) });
  }
  return { problems: [], files };
}

/** The generated files that are absent or differ from what the folders make. */
export function staleFiles(/** @type {string} */ root, /** @type {Record<string, string>} */ files) {
  return Object.entries(files)
    .filter(([path, source]) => !existsSync(join(root, path)) || readFileSync(join(root, path), 'utf8') !== source)
    .map(([path]) => path);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? args[rootAt + 1] : process.cwd();
  const { problems, files } = await cardKindRegistries(root);
  if (problems.length > 0) {
    console.error(`The card kinds cannot be registered:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exit(1);
  }
  const stale = staleFiles(root, files);
  if (args.includes('--check')) {
    if (stale.length > 0) {
      console.error(
        `${stale.length} card kind registr(ies) are not what the folders make; run \`npm run card-kinds\`:\n${stale.map((path) => `  ${path}`).join('\n')}`,
      );
      process.exit(1);
    }
  } else {
    for (const path of stale) writeFileSync(join(root, path), files[path]);
  }
}
