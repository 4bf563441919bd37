import type { SkinModelId } from '@lab/domain/skins';

/**
 * A small drawing of what each starting point gives: the empty skin's profile alone, and each
 * model's tabs, cards and form. Shapes only, so it says the same in every theme and weighs nothing.
 */
export function ModelPicture({ model }: { model: SkinModelId | null }) {
  const cards = CARDS[model ?? 'vazia'];
  return (
    <svg className="onboarding__picture" viewBox="0 0 120 80" role="presentation" aria-hidden="true">
      <rect x="0" y="0" width="120" height="80" rx="6" className="onboarding__picture-page" />
      <circle cx="16" cy="16" r="8" className="onboarding__picture-ink" />
      <rect x="30" y="11" width="40" height="5" rx="2" className="onboarding__picture-ink" />
      <rect x="30" y="19" width="26" height="3" rx="1.5" className="onboarding__picture-muted" />
      {model !== null &&
        [0, 1, 2].map((i) => (
          <rect key={i} x={8 + i * 22} y="30" width="18" height="4" rx="2" className="onboarding__picture-muted" />
        ))}
      {cards.map(([x, y, w, h, kind], i) => (
        <rect key={i} x={x} y={y} width={w} height={h} rx="3" className={`onboarding__picture-${kind}`} />
      ))}
    </svg>
  );
}

type Shape = [number, number, number, number, 'card' | 'form' | 'muted'];

const CARDS: Record<SkinModelId | 'vazia', Shape[]> = {
  vazia: [[8, 34, 104, 38, 'muted']],
  'portfolio-designer': [
    [8, 40, 32, 32, 'card'],
    [44, 40, 32, 32, 'card'],
    [80, 40, 32, 32, 'form'],
  ],
  'projetos-dev': [
    [8, 40, 104, 9, 'card'],
    [8, 52, 104, 9, 'card'],
    [8, 64, 70, 9, 'form'],
  ],
  'pequeno-negocio': [
    [8, 40, 50, 15, 'card'],
    [62, 40, 50, 15, 'card'],
    [8, 58, 104, 15, 'form'],
  ],
};
