import type { SkinSite } from '@lab/domain';
import { assetUrl } from '../../../shared/ui/asset-url';
import { mainPageOf } from '../site-model';

/** The skin's banner: its icon, its name and the main page's words about it. */
export function ProfileCard({ site }: { site: SkinSite }) {
  const bio = mainPageOf(site)?.conteudo ?? '';
  return (
    <section className="profile-card" data-region="profile-card" aria-label={`Perfil de ${site.skin.username}`}>
      <div className="profile-card__glow" aria-hidden="true" />
      <div className="profile-card__inner">
        {site.skin.iconSkin ? (
          <img className="profile-card__avatar" src={assetUrl(site.skin.iconSkin)} alt="" width={112} height={112} />
        ) : null}
        <div className="profile-card__text">
          <p className="profile-card__name">{site.skin.username}</p>
          {bio ? <p className="profile-card__bio">{bio}</p> : null}
        </div>
      </div>
    </section>
  );
}
