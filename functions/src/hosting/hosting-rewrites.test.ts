/**
 * firebase.json's rewrites held to the addresses module: Hosting sends the page function exactly
 * the globs the module declares, and every address the page function answers reaches it rather
 * than the plain app shell.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  AGENDA_FEED_FUNCTION,
  AGENDA_FEED_GLOB,
  CLICK_BEACON_FUNCTION,
  CLICK_BEACON_PATH,
  fillAddress,
  hostingRewrites,
  PAGE_FUNCTION_ADDRESSES,
  patternOf,
  SHARE_IMAGE_FUNCTION,
  SHARE_IMAGE_GLOB,
} from '@lab/domain/kernel';
import { APP_SHELL_FILE } from '@lab/domain/published';

interface Rewrite {
  source: string;
  function?: { functionId: string; region: string };
  destination?: string;
}

const firebase = JSON.parse(readFileSync(resolve(__dirname, '..', '..', '..', 'firebase.json'), 'utf8')) as {
  hosting: { rewrites: Rewrite[] };
};
const rewrites = firebase.hosting.rewrites;
const PAGE_FUNCTION = 'renderSkinPage';

/** Hosting's glob as a test: `*` is one segment, `**` anything. */
function globMatches(glob: string, path: string): boolean {
  const parts = glob.split('/').map((part) => {
    if (part === '**') return '.*';
    if (part === '*') return '[^/]+';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('/')}$`).test(path);
}

describe("firebase.json's rewrites", () => {
  it('send the page function exactly the globs the addresses module declares for it', () => {
    const ownFunctions = [AGENDA_FEED_FUNCTION, SHARE_IMAGE_FUNCTION, CLICK_BEACON_FUNCTION];
    const toFunction = rewrites.filter((r) => r.function !== undefined && !ownFunctions.includes(r.function.functionId));
    expect(toFunction.map((r) => r.function?.functionId)).toEqual(toFunction.map(() => PAGE_FUNCTION));
    expect(toFunction.map((r) => r.source).sort()).toEqual(hostingRewrites().pageFunction.sort());
  });

  it("send her calendar feed's addresses to its own function, before any skin's glob could take them", () => {
    const feed = rewrites.findIndex((r) => r.function?.functionId === AGENDA_FEED_FUNCTION);
    expect(rewrites[feed]).toEqual({
      source: AGENDA_FEED_GLOB,
      function: { functionId: AGENDA_FEED_FUNCTION, region: 'southamerica-east1' },
    });
    const sample = '/agenda/ana-uid/k3J9xQ2mZp7Lw4Rt8Vb1Nc6Yd0Hf5Gs.ics';
    expect(rewrites.find((r) => globMatches(r.source, sample))).toBe(rewrites[feed]);
  });

  it("send the share images' addresses to their own function, before any skin's glob could take them", () => {
    const images = rewrites.findIndex((r) => r.function?.functionId === SHARE_IMAGE_FUNCTION);
    expect(rewrites[images]).toEqual({
      source: SHARE_IMAGE_GLOB,
      function: { functionId: SHARE_IMAGE_FUNCTION, region: 'southamerica-east1' },
    });
    const sample = '/compartilhar/lab/projetos/0123456789abcdef.png';
    expect(rewrites.find((r) => globMatches(r.source, sample))).toBe(rewrites[images]);
  });

  it('send the pages’ click beacon to its own function, first', () => {
    expect(rewrites[0]).toEqual({
      source: CLICK_BEACON_PATH,
      function: { functionId: CLICK_BEACON_FUNCTION, region: 'southamerica-east1' },
    });
  });

  it('send everything else to the app shell, last', () => {
    const toShell = rewrites.filter((r) => r.function === undefined);
    expect(toShell).toEqual(hostingRewrites().appShell.map((source) => ({ source, destination: `/${APP_SHELL_FILE}` })));
    expect(rewrites.at(-1)).toEqual(toShell[0]);
  });

  it.each(PAGE_FUNCTION_ADDRESSES)('bring every %s address to the page function, not the app shell', (kind) => {
    const pattern = patternOf(kind);
    const holes = pattern.split('/').filter((segment) => segment.startsWith(':'));
    const sample = fillAddress(pattern, ...holes.map((hole) => `x-${hole.slice(1)}`));
    const first = rewrites.find((r) => globMatches(r.source, sample));
    expect({ sample, target: first?.function?.functionId ?? first?.destination }).toEqual({ sample, target: PAGE_FUNCTION });
  });
});
