/**
 * How much room a long text has left, shown once it nears the limit. What is seen follows each
 * keystroke; what a screen reader hears (politely) changes only when a threshold is crossed, so
 * nobody hears a number per letter typed.
 */

/** Remaining characters at which a band starts, each announced once as it is entered. */
const ANNOUNCE_AT = [200, 100, 50, 20, 0] as const;

/** What is announced for `remaining` characters left: the same text for a whole band of them. */
export function counterAnnouncement(remaining: number, max: number): string {
  if (remaining < 0) return `Passou do limite de ${max} caracteres.`;
  if (remaining === 0) return `Limite de ${max} caracteres atingido.`;
  // A short field (a name) starts at its first band below its own limit.
  const band = [...ANNOUNCE_AT].reverse().find((at) => at < max && remaining <= at);
  return band === undefined ? '' : `Restam ${band} caracteres ou menos.`;
}

/** The counter's visible text, in the studio's words: "N caracteres restantes", or how far past the limit. */
export function counterText(remaining: number): string {
  const count = (n: number) => `${n} ${n === 1 ? 'caractere' : 'caracteres'}`;
  if (remaining < 0) return `${count(-remaining)} além do limite`;
  return `${count(remaining)} ${remaining === 1 ? 'restante' : 'restantes'}`;
}

export interface CharacterCounterProps {
  /** The text's length as the server counts it. */
  length: number;
  max: number;
  /** The counter is seen once this few characters are left (default 200: as a long text nears its limit). */
  showFrom?: number;
}

export function CharacterCounter({ length, max, showFrom = 200 }: CharacterCounterProps) {
  const remaining = max - length;
  const shown = remaining <= showFrom;
  return (
    <>
      {shown ? (
        <p className={`form-field__counter${remaining < 0 ? ' form-field__counter--over' : ''}`} aria-hidden="true">
          {counterText(remaining)}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {counterAnnouncement(remaining, max)}
      </p>
    </>
  );
}
