import { buildDemoOnce } from './harness';

/** One production build for every browser-test file of the run. */
export default async function globalSetup(): Promise<void> {
  await buildDemoOnce();
}
