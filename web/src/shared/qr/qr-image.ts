/**
 * The browser's side of a QR: her icon fetched into a data: URL (so the SVG file stands alone and
 * the canvas stays readable), and the PNG drawn module by module on a canvas at print size.
 */
import { darkRuns, ICON_INSET, type QrColours, type QrMatrix } from '@lab/domain/qr';
import { assetUrl } from '../ui/asset-url';

/** The PNG's side: 2048 px prints a 5 cm QR at over 1000 dpi, and any poster size from there. */
export const QR_PNG_SIZE = 2048;

/** An icon taking longer than this is left out: the QR without it is offered at once. */
const ICON_TIMEOUT_MS = 8000;

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('leitura'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Her stored icon as a data: URL; null when it cannot be had (another site refusing CORS, offline,
 * not an image), and the QR is then offered without it.
 */
export async function iconDataUrl(src: string): Promise<string | null> {
  if (!src) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ICON_TIMEOUT_MS);
  try {
    const response = await fetch(assetUrl(src), { signal: controller.signal });
    const blob = await response.blob();
    if (!response.ok || !blob.type.startsWith('image/')) return null;
    return await asDataUrl(blob);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

function loadedImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('ícone'));
    image.src = src;
  });
}

/**
 * The PNG of `matrix` at QR_PNG_SIZE, drawn from the same modules as the SVG (never a screenshot),
 * with the icon in the hole; an icon the browser cannot draw leaves the hole light, which still scans.
 */
export async function qrPng(matrix: QrMatrix, colours: QrColours, icon: string | null): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = QR_PNG_SIZE;
  canvas.height = QR_PNG_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  const module = QR_PNG_SIZE / matrix.size;
  context.fillStyle = colours.light;
  context.fillRect(0, 0, QR_PNG_SIZE, QR_PNG_SIZE);
  context.fillStyle = colours.dark;
  // Whole pixels per edge, so neighbouring modules meet without a hairline between them.
  const edge = (at: number) => Math.round(at * module);
  for (const { x, y, length } of darkRuns(matrix)) {
    context.fillRect(edge(x), edge(y), edge(x + length) - edge(x), edge(y + 1) - edge(y));
  }
  const { hole } = matrix;
  if (icon && hole) {
    const image = await loadedImage(icon).catch(() => null);
    const at = edge(hole.start + ICON_INSET);
    const side = edge(hole.start + hole.side - ICON_INSET) - at;
    if (image) drawContained(context, image, at, side);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('png'))), 'image/png'),
  );
}

/** The image scaled to fit a `side` square at (`at`, `at`), centred, its proportions kept (the SVG's "meet"). */
function drawContained(context: CanvasRenderingContext2D, image: HTMLImageElement, at: number, side: number) {
  const width = image.naturalWidth || side;
  const height = image.naturalHeight || side;
  const scale = side / Math.max(width, height);
  const [w, h] = [width * scale, height * scale];
  context.drawImage(image, at + (side - w) / 2, at + (side - h) / 2, w, h);
}
