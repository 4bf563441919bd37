import { expectNoPageScrolledSideways } from './phone-width';

/**
 * In both browser configs: after each test, no page it left open noted a sideways scroll while its
 * window was a phone's (phone-width.ts), whatever the test itself was checking.
 */
afterEach(async () => {
  await expectNoPageScrolledSideways();
});
