/**
 * A callable is declared once (define-callable.ts) and listed once (registry.ts): everything else
 * that names it is derived from that line, or checked against it here (docs/security.md's limits
 * table: functions/src/callables/limits-table.test.ts, where the file can be read).
 */
import { LIMITED_USE_CALLABLES, PAGE_VIEW_CALLABLES } from '../commands';
import { createInlineImages, createMemoryStore, MemoryDb } from '../memory';
import { accountLimitKeysOf } from '../limits/commands/account-limit-keys';
import type { Accounts, PushSender } from './handler-types';
import { createHandlers } from '.';
import { CALLABLE_NAMES, CALLABLES, DECLARED_LIMITS, declarationOf } from './registry';

const namesWith = (appCheck: string) =>
  CALLABLES.filter((declaration) => declaration.appCheck === appCheck)
    .map((declaration) => declaration.name)
    .sort();

describe('the registry of callables', () => {
  it('a new declaration is all it takes: one name each, found by its name, and a handler for every one', () => {
    expect(new Set(CALLABLE_NAMES).size).toBe(CALLABLES.length);
    for (const name of CALLABLE_NAMES) expect(declarationOf(name).name).toBe(name);
    const handlers = createHandlers({
      store: createMemoryStore(new MemoryDb()),
      images: createInlineImages(),
      accounts: {} as Accounts,
      push: {} as PushSender,
      geo: () => Promise.reject(new Error('no lookup here')),
      now: () => 0,
      random: () => 0,
      newId: () => 'id',
      siteUrl: 'https://lab.example',
    });
    expect(Object.keys(handlers).sort()).toEqual([...CALLABLE_NAMES].sort());
  });

  it("the web's App Check table (commands.ts) says what the declarations say", () => {
    expect([...PAGE_VIEW_CALLABLES].sort()).toEqual(namesWith('none'));
    expect([...LIMITED_USE_CALLABLES].sort()).toEqual(namesWith('limited-use'));
  });

  it('keys each limit once, by parts in braces', () => {
    const keys = DECLARED_LIMITS.map((limit) => limit.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z-]+:(\{\w+\}|[|@]|ip:)+$/);
  });
});

describe('the keys erased with an account', () => {
  it('are every declared limit keyed by the account, on the site’s form and on each creator’s it wrote to', () => {
    const keys = accountLimitKeysOf(DECLARED_LIMITS)('u1', { skins: [], others: [{ chave: 'ana' } as never] });
    for (const limit of DECLARED_LIMITS.filter((declared) => /\{uid\}(\{scope\})?$/.test(declared.key))) {
      expect(keys).toContain(limit.key.replace('{uid}', 'u1').replace('{scope}', ''));
    }
    expect(keys).toEqual(expect.arrayContaining(['check-skin-name:u1', 'rename-skin:u1', 'uid:u1@ana', 'undo:u1']));
  });
});
