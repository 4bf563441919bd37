import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { lazyScreen } from './lazy-route';

function Screen() {
  return <h1>Tela carregada</h1>;
}

function renderLazy(load: () => Promise<{ default: typeof Screen }>) {
  const router = createMemoryRouter([
    { path: '/', hydrateFallbackElement: <p>Carregando...</p>, lazy: lazyScreen('tela', load) },
  ]);
  render(<RouterProvider router={router} />);
}

describe('a lazily loaded screen', () => {
  it('renders once its chunk has arrived', async () => {
    renderLazy(() => Promise.resolve({ default: Screen }));
    expect(await screen.findByRole('heading', { name: 'Tela carregada' })).toBeInTheDocument();
  });

  it('says "Loading chunk {id} failed." with a retry when its chunk cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk tela failed.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
