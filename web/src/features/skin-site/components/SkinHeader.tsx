import type { SkinSite } from '@lab/domain';
import { PageTabs } from './PageTabs';
import { SessionControl } from './SessionControl';

export function SkinHeader({ site }: { site: SkinSite }) {
  return (
    <header className="skin-header" data-region="header">
      <span className="skin-header__brand" aria-hidden="true">
        <span className="skin-header__mark">◆</span>
        {site.skin.username}
      </span>
      <PageTabs site={site} />
      <SessionControl />
    </header>
  );
}
