/**
 * A small reader of firestore.rules, enough to check the security model statically: which match
 * blocks exist (with their full paths) and which `allow` statements each holds. It understands the
 * shapes this project writes: nested `match` blocks, `function` blocks, `allow <methods>[: if <cond>];`
 * statements and comments. It is not a general parser of the rules language.
 */

export type Method = 'read' | 'get' | 'list' | 'write' | 'create' | 'update' | 'delete';
export const METHODS: readonly Method[] = ['read', 'get', 'list', 'write', 'create', 'update', 'delete'];
export const WRITE_METHODS: ReadonlySet<Method> = new Set(['write', 'create', 'update', 'delete']);
export const READ_METHODS: ReadonlySet<Method> = new Set(['read', 'get', 'list']);

export interface AllowStatement {
  /** Full document path of the enclosing match, under /databases/{database}/documents. */
  path: string;
  methods: string[];
  /** The condition after `if`, whitespace collapsed; null when the statement has none (allows always). */
  condition: string | null;
  /** The statement as written, whitespace collapsed, for messages. */
  text: string;
  line: number;
}

export interface MatchBlock {
  /** Full path, under /databases/{database}/documents (which is stripped). */
  path: string;
  line: number;
}

export interface ParsedRules {
  matches: MatchBlock[];
  allows: AllowStatement[];
}

const DOCUMENTS_ROOT = '/databases/{database}/documents';

/** Replaces comments with spaces (keeping newlines, so line numbers stay right) and leaves strings alone. */
export function stripComments(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    const next = source[i + 1];
    if (char === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') {
        out += ' ';
        i += 1;
      }
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (char === '"' || char === "'") {
      let j = i + 1;
      while (j < source.length && source[j] !== char) j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function joinPath(parent: string, child: string): string {
  const joined = `${parent}/${child.replace(/^\/+/, '')}`;
  return joined.replace(/\/+/g, '/');
}

/** Reads the match tree and allow statements of a rules file. Throws on unbalanced braces. */
export function parseRules(source: string): ParsedRules {
  const code = stripComments(source);
  const matches: MatchBlock[] = [];
  const allows: AllowStatement[] = [];
  // Each open brace: the full match path it opens, or null for a non-match block (service, function, ...).
  const stack: Array<{ matchPath: string | null }> = [];
  let buffer = '';
  let bufferLine = 1;
  let line = 1;
  let quote: string | null = null;
  let expressionDepth = 0;

  const currentPath = (): string => {
    for (let k = stack.length - 1; k >= 0; k -= 1) {
      const frame = stack[k]!;
      if (frame.matchPath !== null) return frame.matchPath;
    }
    return '';
  };
  const relative = (path: string) => (path.startsWith(DOCUMENTS_ROOT) ? path.slice(DOCUMENTS_ROOT.length) || '/' : path);
  const startBuffer = () => {
    buffer = '';
    bufferLine = line;
  };

  for (let i = 0; i < code.length; i += 1) {
    const char = code[i]!;
    if (char === '\n') line += 1;
    if (quote) {
      buffer += char;
      if (char === '\\') {
        buffer += code[i + 1] ?? '';
        i += 1;
      } else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      buffer += char;
      continue;
    }
    if (buffer.trim() === '' && /\S/.test(char)) bufferLine = line;
    if (char === '{' && buffer.endsWith('/') && /^\s*match\s/.test(buffer)) {
      // A path wildcard ({uid}, {path=**}) inside a match header.
      const close = code.indexOf('}', i);
      if (close === -1) throw new Error(`Unclosed wildcard at line ${line}`);
      buffer += code.slice(i, close + 1);
      i = close;
    } else if (char === '{' && expressionDepth > 0) {
      buffer += char;
      expressionDepth += 1;
    } else if (char === '{') {
      const header = collapse(buffer);
      const match = /^match\s+(\S+)$/.exec(header);
      if (match) {
        const full = joinPath(currentPath(), match[1]!);
        stack.push({ matchPath: full });
        if (relative(full) !== '/') matches.push({ path: relative(full), line: bufferLine });
      } else if (/^(service|function)\b/.test(header)) {
        stack.push({ matchPath: null });
      } else {
        // A brace inside an expression (a map literal): part of the statement.
        buffer += char;
        expressionDepth += 1;
        continue;
      }
      startBuffer();
    } else if (char === '}' && expressionDepth > 0) {
      buffer += char;
      expressionDepth -= 1;
    } else if (char === '}') {
      if (stack.length === 0) throw new Error(`Unbalanced "}" at line ${line}`);
      stack.pop();
      startBuffer();
    } else if (char === ';') {
      const statement = collapse(buffer);
      const allow = /^allow\s+([a-z,\s]+?)\s*(?::\s*([\s\S]*))?$/.exec(statement);
      if (allow) {
        const methods = allow[1]!
          .split(',')
          .map((m) => m.trim())
          .filter(Boolean);
        const rest = allow[2]?.trim();
        const condition = rest === undefined || rest === '' ? null : collapse(rest.replace(/^if\b/, ''));
        allows.push({ path: relative(currentPath()), methods, condition, text: statement, line: bufferLine });
      } else if (/^allow\b/.test(statement)) {
        throw new Error(`Unreadable allow statement at line ${bufferLine}: ${statement}`);
      }
      startBuffer();
    } else {
      buffer += char;
    }
  }
  if (stack.length !== 0) throw new Error('Unbalanced "{": a block is never closed');
  return { matches, allows };
}

/** The collection a match path addresses: the literal segment before its last wildcard. */
export function collectionOf(path: string): string | null {
  const segments = path.split('/').filter(Boolean);
  if (segments.length < 2) return null;
  const collection = segments[segments.length - 2]!;
  return collection.startsWith('{') ? null : collection;
}

/**
 * Wildcards standing where a collection id goes (which would match every collection, usernames and
 * rateLimits included). A recursive wildcard `{x=**}` is fine only when a literal collection follows it.
 */
export function wildcardCollections(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const problems: string[] = [];
  let position = 0;
  for (let k = 0; k < segments.length; k += 1) {
    const segment = segments[k]!;
    if (/^\{[^}]*=\*\*\}$/.test(segment)) {
      const after = segments[k + 1];
      if (after === undefined || after.startsWith('{')) problems.push(segment);
      position = 0;
      continue;
    }
    if (position % 2 === 0 && segment.startsWith('{')) problems.push(segment);
    position += 1;
  }
  return problems;
}
