import { useEffect, useRef, useState } from 'react';

/** How long a new version may take to be ready before it is shown anyway (an address that is really gone). */
const READY_AT_MOST_MS = 10_000;
/** How often a loading version is looked at: the frame's document tells no one when it has caught up. */
const POLL_MS = 50;

interface PreviewFramesProps {
  /** Which page and which saved version: a new one loads beside the one on screen. */
  frameKey: string;
  src: string;
  title: string;
  width: number;
  height: number;
  scale: number;
}

/**
 * The preview's frames, double-buffered: after a save the new version loads hidden behind the one on
 * screen, and takes its place only once it shows the skin, scrolled where the person was reading. The
 * first answer for a just-saved page is the published one (the server, and on the demo the frame's
 * own copy of the data, catch up a moment later), so showing it at once flashed "not found" or the
 * old text, back at the top, after every save.
 */
export function PreviewFrames({ frameKey, src, title, width, height, scale }: PreviewFramesProps) {
  const [shown, setShown] = useState<string | null>(null);
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown === frameKey) return;
    let stopped = false;
    const started = performance.now();
    const frameOf = (key: string | null) =>
      [...(holder.current?.querySelectorAll('iframe') ?? [])].find((frame) => frame.dataset['frameKey'] === key);
    const poll = () => {
      if (stopped) return;
      const next = frameOf(frameKey);
      if ((next && isReady(next)) || performance.now() - started > READY_AT_MOST_MS) {
        const previous = frameOf(shown);
        if (next && previous && samePage(shown, frameKey)) copyScroll(previous, next);
        setShown(frameKey);
        return;
      }
      timer = setTimeout(poll, POLL_MS);
    };
    let timer = setTimeout(poll, 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [frameKey, shown]);

  const keys = shown === null || shown === frameKey ? [frameKey] : [shown, frameKey];
  return (
    <div ref={holder} className="studio-preview__frames">
      {keys.map((key) => (
        <iframe
          key={key}
          data-frame-key={key}
          className={key === shown ? 'studio-preview__frame' : 'studio-preview__frame studio-preview__frame--loading'}
          // The title names the newest version, the one being read once it is ready.
          title={key === frameKey ? title : 'Prévia anterior'}
          src={src}
          width={width}
          height={height}
          style={{ transform: `scale(${scale})` }}
        />
      ))}
    </div>
  );
}

const samePage = (a: string | null, b: string) => a !== null && a.split(':')[0] === b.split(':')[0];

/** The frame shows the skin as saved: its content area is there, and a prerendered page has caught up. */
function isReady(frame: HTMLIFrameElement): boolean {
  const doc = frame.contentDocument;
  if (!doc || doc.readyState !== 'complete' || !doc.querySelector('[data-region="content"]')) return false;
  const prerendered = doc.getElementById('skin-data') !== null;
  return !prerendered || (frame.contentWindow?.performance.getEntriesByName('lab:settled').length ?? 0) > 0;
}

function copyScroll(from: HTMLIFrameElement, to: HTMLIFrameElement): void {
  const source = from.contentDocument?.querySelector('[data-region="content"]');
  const target = to.contentDocument?.querySelector('[data-region="content"]');
  // Instantly: the skin's content area scrolls smoothly, which would replay the scroll from the top.
  if (source && target) target.scrollTo({ top: source.scrollTop, behavior: 'instant' });
  to.contentWindow?.scrollTo({ top: from.contentWindow?.scrollY ?? 0, behavior: 'instant' });
}
