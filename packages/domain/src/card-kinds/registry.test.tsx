/** Every card kind's folder is a registered kind, on every side (the web's jest runs this, as it compiles the views and forms). */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '../kernel/messages';
import { CARD_KIND_PLUGINS, CARD_KINDS, cardKindOf } from './kinds';
import { CARD_KIND_MESSAGES_BY_KIND } from './messages.generated';
import { CARD_KIND_ORDER } from './order';
import { CARD_KIND_SERVERS } from '../studio/commands/card-kind-fields';

const folders = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

it('registers each folder of card-kinds/ as a kind, in the pure registry and the handlers’ one', () => {
  expect([...CARD_KINDS].sort()).toEqual(folders);
  expect(Object.keys(CARD_KIND_SERVERS).sort()).toEqual(folders);
});

it('registers the kinds in the order of card-kinds/order.ts, the studio’s order of choice', () => {
  expect(CARD_KINDS).toEqual(CARD_KIND_ORDER);
});

it.each(Object.entries(CARD_KIND_MESSAGES_BY_KIND))(
  'the %s kind’s refusals are in MESSAGES word for word, each named after the kind so no two kinds collide',
  (kind, messages) => {
    for (const [key, text] of Object.entries(messages)) {
      expect(key.startsWith(kind)).toBe(true);
      expect(MESSAGES[key as keyof typeof MESSAGES]).toBe(text);
    }
  },
);

it.each(folders)('the %s kind has its pure part, server part, form and view, each in its folder', (kind) => {
  const files = readdirSync(join(__dirname, kind));
  expect(files).toEqual(expect.arrayContaining(['kind.ts', 'schema.ts', 'stored.ts', 'server.ts', 'Form.tsx', 'View.tsx']));
});

it.each(CARD_KINDS)('a new %s card starts with nothing to show, and its form’s fields pass its own schema', (kind) => {
  const plugin = CARD_KIND_PLUGINS[kind];
  expect(plugin.showsSomething(plugin.empty as never)).toBe(false);
  expect(CARD_KIND_SERVERS[kind].input.safeParse(plugin.empty).success).toBe(true);
});

it('keeps only a registered kind’s fields on a card, never a kind named by a key every object has', () => {
  expect(cardKindOf({ tipo: 'toString' } as never)).toEqual({});
  expect(cardKindOf({ tipo: 'whatsapp' })).toEqual({});
});
