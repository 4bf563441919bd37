/**
 * The renderer's own time on a cached page of a skin at the studio's limits (20 pages, 60
 * containers, 300 cards): under 50 ms, the median of runs after a warm-up. Timed on React's
 * production build, the one dist-ssr/ssr.mjs bundles (jest otherwise runs the development build,
 * several times slower with its checks).
 */
import { readFor, skinAtTheLimits, storeOn, TEMPLATE } from './ssr-testing';

const RUNS = 21;

async function productionRenderer() {
  const previous = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    let loaded: typeof import('.') | undefined;
    await jest.isolateModulesAsync(async () => {
      loaded = await import('.');
    });
    if (!loaded) throw new Error('the renderer did not load');
    return loaded.createPageRenderer(TEMPLATE);
  } finally {
    process.env['NODE_ENV'] = previous;
  }
}

it('renders a page of a skin at the limits in under 50 ms', async () => {
  const tree = await storeOn(skinAtTheLimits('visitante')).loadSkinSite('visitante');
  expect(tree?.paginas).toHaveLength(20);
  expect(tree?.containers).toHaveLength(60);
  expect(tree?.cards).toHaveLength(300);
  const read = await readFor('/visitante/p05', skinAtTheLimits('visitante'));
  const renderer = await productionRenderer();
  const request = { path: '/visitante/p05', origin: 'https://lab.example' };
  for (let i = 0; i < 10; i += 1) renderer.render(request, read);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    // CPU time, not wall time: the renderer's own time, whatever else the machine runs meanwhile.
    const start = process.cpuUsage();
    const page = renderer.render(request, read);
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
    expect(page.body).toContain('Card 75');
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? Infinity;
  console.info(`render median ${median.toFixed(2)} ms of CPU over ${RUNS} runs (a page of 15 cards, a tree of 300)`);
  expect(median).toBeLessThan(50);
});
