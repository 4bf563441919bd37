import type { SkinDoc } from '@lab/domain';

/** Each skin as "name - theme" ("Sem tema" when it has none); choosing one opens its home. */
export function SkinList({
  skins,
  current,
  onChoose,
}: {
  skins: SkinDoc[];
  current: string | null;
  onChoose: (skin: SkinDoc) => void;
}) {
  return (
    <ul className="plain-list skin-list" aria-label="Skins">
      {skins.map((skin) => (
        <li key={skin.id_skins} className="row-card row-card--interactive">
          <button
            type="button"
            className="row-card__main skin-list__item"
            aria-current={skin.username === current ? 'true' : undefined}
            onClick={() => onChoose(skin)}
          >
            {skin.username} - {skin.theme === '' ? 'Sem tema' : skin.theme}
          </button>
        </li>
      ))}
    </ul>
  );
}
