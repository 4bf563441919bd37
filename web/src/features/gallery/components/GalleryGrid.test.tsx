/**
 * A gallery on a public page: a grid of tile buttons (each counted as a click of its container), its
 * pictures lazy and sized, the thumbnail chosen by srcset where the image store made one; a tile opens
 * the viewer, which Arrow keys and its buttons go through, Escape closes, and which gives focus back.
 */
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GaleriaImagem } from '@lab/domain/gallery';
import { noteEarlyTaps } from '../../../shared/lazy/early-taps';
import { GalleryGrid } from './GalleryGrid';

const STORAGE = 'https://firebasestorage.googleapis.com/v0/b/lab/o/skins%2Fu%2Fs%2F';
const IMAGENS: GaleriaImagem[] = [
  { id: 'a', src: `${STORAGE}a-large.webp?alt=media`, alt: 'Ensaio na praia', largura: 1600, altura: 1200 },
  { id: 'b', src: 'data:image/webp;base64,UklGRg==', alt: 'Retrato', largura: 800, altura: 1600 },
  { id: 'c', src: `${STORAGE}c-large.webp?alt=media`, alt: '', largura: 1200, altura: 1200 },
];

/** A finger moved across the picture from `from` to `to` (jsdom's pointer events carry no position). */
function swipe(from: number, to: number) {
  const figure = viewer().querySelector('figure')!;
  for (const [type, x] of [
    ['pointerdown', from],
    ['pointerup', to],
  ] as const) {
    const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: 200 });
    Object.defineProperty(event, 'pointerType', { value: 'touch' });
    act(() => void figure.dispatchEvent(event));
  }
}

const tiles = () => within(screen.getByRole('list')).getAllByRole('button');
const viewer = () => screen.getByRole('dialog', { name: 'Imagem ampliada' });

describe('the gallery grid', () => {
  it('draws a tile button per picture, counted as its container’s click, with sized pictures lazy below the first row', () => {
    render(<GalleryGrid containerId="ct-galeria" imagens={IMAGENS} />);
    expect(tiles()).toHaveLength(3);
    for (const tile of tiles()) expect(tile).toHaveAttribute('data-clique', 'ct-galeria');
    const [first, second, third] = tiles().map((tile) => tile.querySelector('img')!);
    expect(first).toHaveAttribute('src', `${STORAGE}a-thumb.webp?alt=media`);
    expect(first).toHaveAttribute('srcset', `${STORAGE}a-thumb.webp?alt=media 400w, ${STORAGE}a-large.webp?alt=media 1600w`);
    expect(first).toHaveAttribute('sizes');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width', '400');
    expect(first).toHaveAttribute('height', '300');
    expect(first).toHaveAccessibleName('Ensaio na praia');
    // The demo's inline picture has no thumbnail: its one address, no srcset.
    expect(second).toHaveAttribute('src', IMAGENS[1]!.src);
    expect(second).not.toHaveAttribute('srcset');
    expect(third).toHaveAttribute('loading', 'lazy');
    expect(third).toHaveAttribute('decoding', 'async');
    // A picture she did not describe is still named by its place.
    expect(third).toHaveAccessibleName('Imagem 3 de 3');
  });

  it('draws nothing for a gallery without pictures', () => {
    const { container } = render(<GalleryGrid containerId="ct-galeria" imagens={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the viewer', () => {
  it('opens on the tile, goes with ArrowRight/ArrowLeft round the ends, closes with Escape and gives focus back', async () => {
    render(<GalleryGrid containerId="ct-galeria" imagens={IMAGENS} />);
    tiles()[1]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(viewer()).getByText('2 de 3')).toBeInTheDocument();
    expect(within(viewer()).getByRole('img', { name: 'Retrato' })).toHaveAttribute('src', IMAGENS[1]!.src);
    expect(viewer()).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer()).getByText('3 de 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer()).getByText('1 de 3')).toBeInTheDocument();
    // The large rendition, and her description as the caption.
    expect(within(viewer()).getByRole('img', { name: 'Ensaio na praia' })).toHaveAttribute('src', IMAGENS[0]!.src);
    expect(within(viewer()).getByText('Ensaio na praia', { selector: 'figcaption' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(viewer()).getByText('3 de 3')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tiles()[1]).toHaveFocus();
  });

  it('goes with "Próxima" and "Anterior", closes with "Fechar", and a swipe on touch moves too', async () => {
    render(<GalleryGrid containerId="ct-galeria" imagens={IMAGENS} />);
    await userEvent.click(tiles()[0]!);
    expect(within(viewer()).getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await userEvent.click(within(viewer()).getByRole('button', { name: 'Próxima' }));
    expect(within(viewer()).getByText('2 de 3')).toBeInTheDocument();
    await userEvent.click(within(viewer()).getByRole('button', { name: 'Anterior' }));
    expect(within(viewer()).getByText('1 de 3')).toBeInTheDocument();

    swipe(300, 120);
    expect(within(viewer()).getByText('2 de 3')).toBeInTheDocument();
    swipe(100, 300);
    expect(within(viewer()).getByText('1 de 3')).toBeInTheDocument();

    await userEvent.click(within(viewer()).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tiles()[0]).toHaveFocus();
  });
});

describe('a tile tapped before the grid’s code is in', () => {
  it('A tap on the server’s markup, which React would drop, opens the viewer on that picture once the grid hydrates', async () => {
    noteEarlyTaps();
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = renderToString(<GalleryGrid containerId="ct-galeria" imagens={IMAGENS} />);
    host.querySelectorAll<HTMLButtonElement>('.gallery__tile')[2]!.click();
    await act(async () => {
      hydrateRoot(host, <GalleryGrid containerId="ct-galeria" imagens={IMAGENS} />);
    });
    await waitFor(() => expect(within(viewer()).getByText('3 de 3')).toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    expect(host.querySelectorAll('.gallery__tile')[2]).toHaveFocus();
    // Taken once: the grid drawn again later opens nothing by itself.
    const again = render(<GalleryGrid containerId="ct-galeria" imagens={IMAGENS} />);
    expect(again.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
