import { charCount } from '@lab/domain/skins';
import './studio-fields.css';

/** From how full a field starts saying how much is left: earlier it would only be noise. */
const SHOWN_FROM = 0.75;

/**
 * How many characters a limited field has left, said once it is nearly full (and always when
 * `always`), so the limit is known before anything is refused.
 */
export function LengthLeft({ id, value, max, always = false }: { id: string; value: string; max: number; always?: boolean }) {
  const used = charCount(value);
  if (!always && used < max * SHOWN_FROM) return null;
  const left = max - used;
  return (
    <p id={id} className={`studio-hint${left < 0 ? ' studio-hint--problem' : ''}`}>
      {left >= 0 ? `${left} caracteres restantes` : `${-left} caracteres além do limite`}
    </p>
  );
}
