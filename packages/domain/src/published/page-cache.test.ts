/**
 * A page's cache never outlives a date on it by more than a few seconds: with something appearing
 * or going ahead, the CDN's and the browser's lifetimes are capped to the time left, and serving it
 * stale is bounded too. On a fake clock.
 */
import { CACHE_CONTROL, pageCacheControl } from './page-renderer';

const NOW = Date.UTC(2026, 10, 27, 15, 0);
const MINUTE = 60_000;

/** The header's lifetimes, in seconds (NaN for one it lacks). */
function lifetimes(header: string): Record<'max-age' | 's-maxage' | 'stale-while-revalidate', number> {
  const of = (name: string) => Number(new RegExp(`(?:^|[ ,])${name}=(\\d+)`).exec(header)?.[1]);
  return { 'max-age': of('max-age'), 's-maxage': of('s-maxage'), 'stale-while-revalidate': of('stale-while-revalidate') };
}

describe('a page’s Cache-Control', () => {
  it('is the usual one when nothing on the page has a date ahead', () => {
    expect(pageCacheControl(null, NOW)).toBe(CACHE_CONTROL.page);
  });

  it('keeps the usual lifetimes when the next date is further away than they are', () => {
    expect(lifetimes(pageCacheControl(NOW + 60 * MINUTE, NOW))).toEqual({
      'max-age': 60,
      's-maxage': 600,
      'stale-while-revalidate': 30,
    });
  });

  it('caps every lifetime to the time left before a card ends in two minutes', () => {
    const cache = lifetimes(pageCacheControl(NOW + 2 * MINUTE, NOW));
    expect(cache['s-maxage']).toBe(120);
    expect(cache['max-age']).toBeLessThanOrEqual(120);
    expect(cache['s-maxage'] + cache['stale-while-revalidate']).toBeLessThanOrEqual(120 + 30);
  });

  it('caches a page whose date has come, but is not republished yet, for seconds only', () => {
    for (const next of [NOW + 1000, NOW, NOW - 4 * MINUTE]) {
      const cache = lifetimes(pageCacheControl(next, NOW));
      expect(cache['s-maxage']).toBe(30);
      expect(cache['max-age']).toBe(30);
      expect(cache['stale-while-revalidate']).toBe(30);
    }
  });

  it('never lets a cached page show a card more than a minute past its end, whenever it was rendered', () => {
    const end = NOW + 10 * MINUTE;
    for (let renderedAt = NOW; renderedAt <= end + 5 * MINUTE; renderedAt += 7_000) {
      const cache = lifetimes(pageCacheControl(end, renderedAt));
      const lastServed = renderedAt + (cache['s-maxage'] + cache['stale-while-revalidate']) * 1000;
      expect(lastServed - Math.max(end, renderedAt)).toBeLessThanOrEqual(60_000);
    }
  });
});
