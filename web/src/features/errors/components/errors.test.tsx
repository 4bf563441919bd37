import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { StoreReadError } from '../../../shared/backend/store-unavailable';
import { ChunkLoadError } from '../../../shared/lazy/load-chunk';
import { AppErrorScreen } from './AppErrorScreen';
import { NOT_FOUND_FADE_IN_MS, NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';

function renderRoutes(path: string, child: { loader: () => never }) {
  const router = createMemoryRouter(
    [{ path: '/', errorElement: <AppErrorScreen />, children: [{ path: 'x', errorElement: <RouteErrorPage />, ...child }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('error screens', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('fades ERROR 404 in after 1 s', () => {
    jest.useFakeTimers();
    render(
      <MemoryRouter initialEntries={['/lab/nada']}>
        <NotFoundPage reload={jest.fn()} />
      </MemoryRouter>,
    );
    const text = screen.getByText('ERROR 404');
    expect(text).not.toBeVisible();
    act(() => jest.advanceTimersByTime(NOT_FOUND_FADE_IN_MS));
    expect(text).toBeVisible();
    jest.useRealTimers();
  });

  it("leads back from ERROR 404 to the skin the address names, or else to the site's home", () => {
    render(
      <MemoryRouter initialEntries={['/lab/nada']}>
        <NotFoundPage skin="lab" reload={jest.fn()} />
      </MemoryRouter>,
    );
    // Hidden until ERROR 404 fades in, with it.
    expect(screen.getByText('Voltar para lab').closest('a')).toHaveAttribute('href', '/lab/home');
    render(
      <MemoryRouter initialEntries={['/x/y/z']}>
        <NotFoundPage reload={jest.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Ir para o início').closest('a')).toHaveAttribute('href', '/');
  });

  it('reloads once when ERROR 404 shows on the root path, never in a loop', () => {
    jest.useFakeTimers();
    const reload = jest.fn();
    const atRoot = (
      <MemoryRouter initialEntries={['/']}>
        <NotFoundPage reload={reload} />
      </MemoryRouter>
    );
    const first = render(atRoot);
    act(() => jest.advanceTimersByTime(NOT_FOUND_FADE_IN_MS));
    expect(reload).toHaveBeenCalledTimes(1);
    first.unmount();
    render(atRoot);
    act(() => jest.advanceTimersByTime(NOT_FOUND_FADE_IN_MS * 3));
    expect(reload).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it('does not reload away from the root path', () => {
    jest.useFakeTimers();
    const reload = jest.fn();
    render(
      <MemoryRouter initialEntries={['/lab/nada']}>
        <NotFoundPage reload={reload} />
      </MemoryRouter>,
    );
    act(() => jest.advanceTimersByTime(NOT_FOUND_FADE_IN_MS * 3));
    expect(reload).not.toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('names a chunk that failed to load while the screen loaded its data (a theme) and offers a retry', async () => {
    renderRoutes('/x', {
      loader: () => {
        throw new ChunkLoadError('sunshine');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk sunshine failed.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('turns any other error of a screen route into ERROR 404', async () => {
    renderRoutes('/x', {
      loader: () => {
        throw new Error('rede fora do ar');
      },
    });
    expect(await screen.findByText('ERROR 404')).toBeInTheDocument();
  });

  it("an unreachable store in a screen's loader: says it is trying again, never ERROR 404, and shows the screen once it answers", async () => {
    jest.useFakeTimers();
    const store = { down: true };
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <AppErrorScreen />,
          children: [
            {
              path: 'x',
              errorElement: <RouteErrorPage />,
              loader: () => {
                if (store.down)
                  throw new StoreReadError('Firestore read of sites/lab failed: TypeError: Failed to fetch', 'unavailable');
                return 'ok';
              },
              Component: () => <p>Tela carregada</p>,
            },
          ],
        },
      ],
      { initialEntries: ['/x'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Não foi possível carregar esta página agora.');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3_000);
    });
    expect(screen.queryByText('ERROR 404')).toBeNull();
    store.down = false;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4_000);
    });
    expect(await screen.findByText('Tela carregada')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    jest.useRealTimers();
  });

  it('shows "Unexpected Application Error!" with the message for an error the screens do not catch', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <AppErrorScreen />,
          Component: () => {
            throw new Error('Falha geral');
          },
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Falha geral')).toBeInTheDocument();
  });

  it('shows the status text of an error response', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <AppErrorScreen />,
          loader: () => {
            // React Router's way for a loader to answer with an HTTP status.
            // eslint-disable-next-line @typescript-eslint/only-throw-error
            throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
          },
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
  });
});
