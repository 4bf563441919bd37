import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { GaleriaImagem } from '@lab/domain/gallery';
import { assetUrl } from '../../../shared/ui/asset-url';
import { useModalDialog } from '../../../shared/ui/use-modal-dialog';

export interface GalleryViewerProps {
  imagens: readonly GaleriaImagem[];
  /** The picture it opens on. */
  start: number;
  onClose: () => void;
  /** Where focus goes once the viewer is gone: the tile that opened it. */
  returnFocusTo: () => HTMLElement | null;
}

/** A horizontal move this long (CSS px) on touch is a swipe, not a wobbly tap. */
const SWIPE_MIN = 40;

/**
 * One picture at a time, large, over the page: a native modal dialog (the page behind is inert, focus
 * stays inside, Escape closes), ←/→ and "Anterior"/"Próxima" go through the pictures (round, from
 * the last to the first), a swipe does the same on touch, "3 de 12" says where she is, and the
 * description is the caption. Focus goes back to the tile that opened it.
 */
export function GalleryViewer({ imagens, start, onClose, returnFocusTo }: GalleryViewerProps) {
  const [index, setIndex] = useState(start);
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(true, closeButton);
  const focusTarget = useRef(returnFocusTo);
  const count = imagens.length;
  const imagem = imagens[Math.min(index, count - 1)];

  useEffect(() => {
    const target = focusTarget.current;
    if (!dialog.current?.contains(document.activeElement)) closeButton.current?.focus();
    return () => target()?.focus();
  }, [dialog]);

  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const swipe = useSwipe(go);
  if (!imagem) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    // The dialog's own cancel says the same; handled here too, so no browser's variant is needed.
    else if (event.key === 'Escape') onClose();
    else return;
    event.preventDefault();
  };
  const captionId = `gallery-viewer-${imagem.id}`;
  return (
    <dialog
      ref={dialog}
      className="gallery-viewer"
      aria-label="Imagem ampliada"
      aria-describedby={imagem.alt ? captionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <figure className="gallery-viewer__figure" {...swipe}>
        <img
          key={imagem.id}
          src={assetUrl(imagem.src)}
          alt={imagem.alt}
          width={imagem.largura}
          height={imagem.altura}
          decoding="async"
          draggable={false}
        />
        <figcaption id={captionId} className="gallery-viewer__caption">
          {imagem.alt}
        </figcaption>
      </figure>
      <div className="gallery-viewer__bar">
        <button type="button" className="gallery-viewer__button" onClick={() => go(-1)} disabled={count < 2}>
          <span aria-hidden="true">← </span>Anterior
        </button>
        <p className="gallery-viewer__counter" aria-live="polite">
          {index + 1} de {count}
        </p>
        <button type="button" className="gallery-viewer__button" onClick={() => go(1)} disabled={count < 2}>
          Próxima<span aria-hidden="true"> →</span>
        </button>
      </div>
      <button ref={closeButton} type="button" className="gallery-viewer__close" onClick={onClose}>
        <span aria-hidden="true">✕ </span>Fechar
      </button>
    </dialog>
  );
}

/** A finger's move across the picture: leftwards is the next one, rightwards the one before. */
function useSwipe(go: (step: number) => void) {
  const from = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      from.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const start = from.current;
      from.current = null;
      if (!start) return;
      const dx = event.clientX - start.x;
      if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? 1 : -1);
    },
  };
}
