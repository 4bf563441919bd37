import type { SkinSite } from '@lab/domain/kernel';
import { skinDisplayName } from '../site-model';
import { PageTabs } from './PageTabs';
import { SessionControl } from './SessionControl';

export function SkinHeader({ site }: { site: SkinSite }) {
  return (
    <header className="skin-header" data-region="header">
      <span className="skin-header__brand" aria-hidden="true">
        <span className="skin-header__mark">◆</span>
        {skinDisplayName(site.skin)}
      </span>
      <PageTabs site={site} />
      <SessionControl />
    </header>
  );
}
