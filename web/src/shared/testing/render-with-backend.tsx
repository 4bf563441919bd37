import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BackendProvider } from '../backend/context';
import { createTestBackend, type TestBackend } from './test-backend';

/** Renders one feature's screen with a demo backend on the seed (and a router for its links). */
export function renderWithBackend(ui: ReactNode, backend: TestBackend = createTestBackend()) {
  const view = render(
    <BackendProvider backend={backend}>
      <MemoryRouter>{ui}</MemoryRouter>
    </BackendProvider>,
  );
  return { ...view, backend };
}
