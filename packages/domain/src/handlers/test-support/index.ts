/**
 * What the Functions' tests of the Firebase layer share with the handler tests (`@lab/domain/handler-world`):
 * the seeded world's parts, its people, and an image store that counts what it holds.
 */
export * from './world';
export { countingImages } from './counting-images';
export { fakeTransport, webhookWorker, type FakeTransport } from './fake-webhooks';
