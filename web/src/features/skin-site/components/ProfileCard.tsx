import { useLayoutEffect, useRef, useState } from 'react';
import type { SkinSite } from '@lab/domain/kernel';
import { assetUrl } from '../../../shared/ui/asset-url';
import { mainPageOf, skinDisplayName } from '../site-model';

/**
 * A bio this long gets "Ver mais" even where its overflow cannot be measured (nothing laid out
 * yet): about three lines of a phone's width, where the card clamps it. Its button's place is kept
 * from the first paint on, the server's included, so finding out whether it is cut moves nothing.
 */
export const LONG_BIO_CHARACTERS = 140;

/**
 * The skin's banner: its icon, its name (a heading, since it is whose page this is, above the
 * page's own title) and the main page's words about it. The card's height is
 * a layout measure, so a long bio is clamped; "Ver mais" then lets the card grow to show it all.
 */
export function ProfileCard({ site }: { site: SkinSite }) {
  const bio = mainPageOf(site)?.conteudo ?? '';
  const [expanded, setExpanded] = useState(false);
  const { ref: bioRef, overflows } = useBioOverflow(bio, expanded);
  const bioId = `profile-bio-${site.skin.id_skins}`;
  const expandable = expanded || overflows === true;
  // Where the server and the first client render cannot know yet (or the text turns out to fit), a
  // long bio keeps the button's place, out of sight and reach, so the content never moves.
  const keepsPlace = !expandable && bio.length > LONG_BIO_CHARACTERS;
  return (
    <section
      className={`profile-card${expanded ? ' profile-card--expanded' : ''}`}
      data-region="profile-card"
      aria-label={`Perfil de ${skinDisplayName(site.skin)}`}
    >
      <div className="profile-card__glow" aria-hidden="true" />
      <div className="profile-card__inner">
        {site.skin.iconSkin ? (
          <img className="profile-card__avatar" src={assetUrl(site.skin.iconSkin)} alt="" width={112} height={112} />
        ) : null}
        <div className="profile-card__text">
          {site.skin.nomeExibicao ? (
            <>
              <h2 className="profile-card__name profile-card__name--display">{site.skin.nomeExibicao}</h2>
              <p className="profile-card__handle">@{site.skin.username}</p>
            </>
          ) : (
            <h2 className="profile-card__name">{site.skin.username}</h2>
          )}
          {bio ? (
            <p id={bioId} className="profile-card__bio" ref={bioRef}>
              {bio}
            </p>
          ) : null}
          {bio && expandable ? (
            <button
              type="button"
              className="profile-card__more"
              aria-expanded={expanded}
              aria-controls={bioId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? 'Ver menos' : 'Ver mais'}
            </button>
          ) : bio && keepsPlace ? (
            <button type="button" className="profile-card__more profile-card__more--idle" aria-hidden="true" tabIndex={-1}>
              Ver mais
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/**
 * Whether the clamped bio hides some of its text, measured after layout and again on every resize
 * (a phone turned sideways may show it all). Unmeasurable (nothing laid out), a long bio counts as cut.
 * While expanded nothing is clamped, so the last collapsed reading stands.
 */
function useBioOverflow(bio: string, expanded: boolean) {
  const ref = useRef<HTMLParagraphElement>(null);
  // null until measured: the server renders that, and so does the client's first (hydrating) render.
  const [overflows, setOverflows] = useState<boolean | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return undefined;
    const measure = () => {
      const laidOut = element.clientHeight > 0;
      setOverflows(laidOut ? element.scrollHeight > element.clientHeight + 1 : bio.length > LONG_BIO_CHARACTERS);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [bio, expanded]);
  return { ref, overflows };
}
