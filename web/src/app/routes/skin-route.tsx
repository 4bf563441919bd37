import { useLoaderData } from 'react-router-dom';
import { NotFoundPage } from '../../features/errors/components/NotFoundPage';
import { SkinShell } from '../../features/skin-site/components/SkinShell';
import { SpecialContainersProvider } from '../../features/skin-site/components/special-containers';
import { UnknownSkin } from '../../features/skin-site/components/UnknownSkin';
import type { SkinRouteData } from '../skin-site-loader';
import { specialContainers } from '../special-containers';

/** /{skin}/*: the skin's shell with the contact form and the lab intro plugged into their containers. */
export default function SkinRoute() {
  const data = useLoaderData() as SkinRouteData;
  if (!data.site) return <UnknownSkin missing={data.missing} />;
  const { site } = data;
  return (
    <SpecialContainersProvider value={specialContainers}>
      <SkinShell key={site.skin.id_skins} site={site} notFound={<NotFoundPage />} />
    </SpecialContainersProvider>
  );
}
