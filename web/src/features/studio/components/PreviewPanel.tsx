import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { pageLabel, type StudioPage } from '../studio-model';
import { PreviewFrames } from './PreviewFrames';

const DEVICES = {
  desktop: { label: 'Computador', width: 1280, height: 800 },
  phone: { label: 'Celular', width: 390, height: 844 },
} as const;
type Device = keyof typeof DEVICES;

/** The preview's id, for the studio's "Ir para a prévia" on a phone. */
export const PREVIEW_ID = 'studio-preview';

/**
 * The public page as visitors see it, in a same-origin frame drawn at a real desktop or phone width
 * and scaled down to fit. It loads afresh after every saved change (`version`), behind the one shown.
 */
export function PreviewPanel({ skin, page, version }: { skin: string; page: StudioPage; version: number }) {
  const appPaths = useAppPaths();
  const [device, setDevice] = useState<Device>('desktop');
  const viewport = useRef<HTMLDivElement>(null);
  const available = useAvailableWidth(viewport);
  const titleId = useId();
  const { width, height, label } = DEVICES[device];
  const scale = available > 0 ? Math.min(1, available / width) : 1;

  return (
    <section id={PREVIEW_ID} className="studio-panel studio-preview" aria-labelledby={titleId}>
      <div className="studio-panel__head">
        <h3 id={titleId}>Prévia</h3>
        <div className="studio-preview__devices" role="group" aria-label="Largura da prévia">
          {(Object.keys(DEVICES) as Device[]).map((key) => (
            <button
              key={key}
              type="button"
              className="neon-button studio-small"
              aria-pressed={device === key}
              onClick={() => setDevice(key)}
            >
              {DEVICES[key].label}
            </button>
          ))}
        </div>
      </div>
      <div ref={viewport} className="studio-preview__viewport" style={{ height: Math.round(height * scale) }}>
        <PreviewFrames
          frameKey={`${page.id_pagina}:${version}`}
          title={`Prévia da página ${pageLabel(page)} (${label}, ${width} px)`}
          src={appPaths.skinPage(skin, page.id_pagina)}
          width={width}
          height={height}
          scale={scale}
        />
      </div>
    </section>
  );
}

/** The width the frame may take, followed as the window or the layout changes. */
function useAvailableWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = element.current;
    // The observer reports the first size as soon as it starts, and every change after.
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
