import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { fittedWidth, GALLERY_RENDITION_SIDES, thumbUrlOf, type GaleriaImagem } from '@lab/domain/gallery';
import { assetUrl } from '../../../shared/ui/asset-url';
import { takeEarlyTap } from '../../../shared/lazy/early-taps';
import { GalleryViewer } from './GalleryViewer';
import './gallery.css';

export interface GalleryGridProps {
  /** The container's id: each tile is counted as one of its clicks (data-clique). */
  containerId: string;
  imagens: readonly GaleriaImagem[];
}

/** Tiles loaded at once: the first row at a phone's width; the rest wait until they near the screen. */
export const EAGER_TILES = 2;

/**
 * A gallery's pictures as a grid of square tiles that fills any width (2 columns at 320 px, more as it
 * widens), each a button opening the viewer on it. A tile shows the thumbnail the image store made,
 * the large rendition when the screen wants more (srcset), or the one address the demo keeps.
 */
export function GalleryGrid({ containerId, imagens }: GalleryGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  const openAt = (index: number, tile: HTMLElement | null) => {
    opener.current = tile;
    setOpen(index);
  };

  useEffect(() => {
    const own = grid.current;
    if (!own) return;
    // A tile tapped while this code was on its way opens now (early-taps.ts).
    const tile = takeEarlyTap(own)?.closest<HTMLElement>('.gallery__tile');
    const index = tile ? [...own.querySelectorAll('.gallery__tile')].indexOf(tile) : -1;
    if (tile && index >= 0) openAt(index, tile);
    own.setAttribute('data-ready', '');
  }, []);

  if (imagens.length === 0) return null;
  return (
    <div className="gallery">
      <ul ref={grid} className="gallery__grid" style={{ '--tiles': Math.min(imagens.length, 4) } as CSSProperties}>
        {imagens.map((imagem, index) => (
          <li key={imagem.id}>
            <button
              type="button"
              className="gallery__tile"
              data-clique={containerId}
              onClick={(event) => openAt(index, event.currentTarget)}
            >
              <Thumbnail imagem={imagem} label={`Imagem ${index + 1} de ${imagens.length}`} eager={index < EAGER_TILES} />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <GalleryViewer imagens={imagens} start={open} onClose={() => setOpen(null)} returnFocusTo={() => opener.current} />
      ) : null}
    </div>
  );
}

function Thumbnail({ imagem, label, eager }: { imagem: GaleriaImagem; label: string; eager: boolean }) {
  const thumb = thumbUrlOf(imagem.src);
  const { largura, altura } = imagem;
  const width = fittedWidth(largura, altura, GALLERY_RENDITION_SIDES.thumb);
  const height = Math.max(1, Math.round((altura * width) / largura));
  return (
    <img
      src={assetUrl(thumb ?? imagem.src)}
      srcSet={thumb ? `${thumb} ${width}w, ${imagem.src} ${largura}w` : undefined}
      // A tile is a column of the grid: half a phone's width, at most 220 px on a wider screen.
      sizes={thumb ? '(min-width: 720px) 220px, 50vw' : undefined}
      alt={imagem.alt || label}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
