import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ChunkLoadFailed } from './ChunkLoadFailed';
import { ClientOnly } from './ClientOnly';
import { FadeIn } from './FadeIn';
import { Loading } from './Loading';

describe('shared screens', () => {
  it('announces loading with the product’s text', () => {
    render(<Loading text="Carregando dados..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando dados...');
  });

  it('keeps faded content hidden until the delay has passed', () => {
    jest.useFakeTimers();
    render(
      <FadeIn delayMs={1000}>
        <button type="button">Entrar</button>
      </FadeIn>,
    );
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeVisible();
    jest.useRealTimers();
  });

  it('leaves client-only content out of the server’s markup, and shows it in the browser', () => {
    const tree = (
      <section>
        <ClientOnly>
          <dialog open>Cartão</dialog>
        </ClientOnly>
      </section>
    );
    expect(renderToString(tree)).toBe('<section></section>');
    render(tree);
    expect(screen.getByRole('dialog')).toHaveTextContent('Cartão');
  });

  it('names the failed chunk and retries on request', async () => {
    const retry = jest.fn();
    render(<ChunkLoadFailed chunkId="sunshine" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Loading chunk sunshine failed.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
