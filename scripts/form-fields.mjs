/**
 * Every form field of the web goes through the one shared Field (web/src/shared/ui/field/), so a label,
 * hint, counter and error are wired the same way everywhere. This check reads the JSX of every .tsx of
 * web/src (tests and the shared field's own folder aside) and refuses:
 * - any <label>: a label is drawn by Field or Choice, which tie it to their control;
 * - an <input>, <textarea> or <select> carrying its own wiring (id, aria-label, aria-labelledby,
 *   aria-describedby, aria-invalid): those are what Field hands its control, and a second source of them
 *   is how a hint ends up described by nothing or an error by a stale id;
 * - such a control with no spread at all ({...control}) unless it is type="hidden": it was handed no
 *   label, so nothing names it.
 * The rule reads elements, not text, so a comment or a string mentioning <label> is no finding. A file
 * where a raw element is right is allow-listed below with its reason.
 *
 * Usage: node scripts/form-fields.mjs [--root DIR]   Exits 1, naming file:line, on any finding.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

const WEB_SOURCE = 'web/src';
const FIELD_FOLDER = 'web/src/shared/ui/field/';
const CONTROLS = new Set(['input', 'textarea', 'select']);
const WIRING = new Set(['id', 'aria-label', 'aria-labelledby', 'aria-describedby', 'aria-invalid']);

/** Files where a raw element is right, each with why (paths from the repository's root). */
/** @type {Map<string, string>} */
export const ALLOWED = new Map([]);

/** @param {string} folder @returns {string[]} */
function tsxFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** The static value of a JSX attribute (a string literal), or undefined. */
function literalValue(/** @type {import('typescript').JsxAttribute} */ attribute) {
  const init = attribute.initializer;
  return init && ts.isStringLiteral(init) ? init.text : undefined;
}

/** What is hand-drawn in one file's source: "line: message" each. */
export function formFieldFindings(/** @type {string} */ source, /** @type {string} */ fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  /** @type {string[]} */
  const findings = [];
  const lineOf = (/** @type {import('typescript').Node} */ node) =>
    file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (/** @type {import('typescript').Node} */ node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(file);
      const attributes = node.attributes.properties;
      if (tag === 'label') {
        findings.push(`${lineOf(node)}: raw <label>; draw the field with Field (or Choice for a checkbox or radio)`);
      } else if (CONTROLS.has(tag)) {
        const named = attributes.filter(ts.isJsxAttribute).map((a) => [a.name.getText(file), a]);
        const wired = named.filter(([name]) => WIRING.has(String(name))).map(([name]) => name);
        const spread = attributes.some(ts.isJsxSpreadAttribute);
        const hidden = named.some(([name, a]) => name === 'type' && literalValue(/** @type {any} */ (a)) === 'hidden');
        if (wired.length > 0) {
          findings.push(`${lineOf(node)}: <${tag}> wired by hand (${wired.join(', ')}); take them from Field's control`);
        } else if (!spread && !hidden) {
          findings.push(`${lineOf(node)}: <${tag}> with no label; render it inside Field and spread its control`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

/** Every finding of the web under `root`, "path:line: message" each; empty when all is well. */
export function formFieldProblems(/** @type {string} */ root) {
  const name = (/** @type {string} */ path) => relative(root, path).split(sep).join('/');
  return tsxFiles(join(root, WEB_SOURCE))
    .filter((path) => !name(path).startsWith(FIELD_FOLDER) && !ALLOWED.has(name(path)))
    .flatMap((path) => formFieldFindings(readFileSync(path, 'utf8'), path).map((finding) => `${name(path)}:${finding}`));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const problems = formFieldProblems(rootAt >= 0 ? args[rootAt + 1] : process.cwd());
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(
      `\n${problems.length} form field(s) drawn by hand: use Field or Choice from web/src/shared/ui/field (see the top of scripts/form-fields.mjs).`,
    );
    process.exit(1);
  }
}
