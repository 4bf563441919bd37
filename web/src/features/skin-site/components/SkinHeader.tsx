import type { SkinSite } from '@lab/domain';
import { px, useLayout } from '../../../shared/layout/use-layout';
import { PageTabs } from './PageTabs';
import { SessionControl } from './SessionControl';

export function SkinHeader({ site }: { site: SkinSite }) {
  const layout = useLayout();
  return (
    <header className="skin-header" data-region="header" style={px(layout.header)}>
      <span className="skin-header__brand" aria-hidden="true">
        <span className="skin-header__mark">◆</span>
        {site.skin.username}
      </span>
      <PageTabs site={site} />
      <SessionControl />
    </header>
  );
}
