import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; the domain core and React Router use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
}

// jsdom has no modal dialogs: showModal/close stand in with the attribute and the close event a
// browser gives, so dialog components behave under test as they do in a browser.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

// findBy and waitFor wait for a state; a loaded two-core machine (jest runs suites side by side)
// can take more than the library's 1 s to reach it, which said "failed" for "slow". The result is
// still decided by the state, never by the time.
configure({ asyncUtilTimeout: 10_000 });
