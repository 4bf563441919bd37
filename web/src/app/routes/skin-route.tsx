import { useLoaderData } from 'react-router-dom';
import { NotFoundPage, StoreUnavailablePage } from '../../features/errors';
import { SkinShell, SpecialContainersProvider, UnknownSkin } from '../../features/skin-site';
import type { SkinRouteData } from '../skin-site-loader';
import { specialContainers } from '../special-containers';

/** /{skin}/*: the skin's shell with the contact form and the lab intro plugged into their containers. */
export default function SkinRoute() {
  const data = useLoaderData<SkinRouteData>();
  if (!data.site) return data.missing === 'unavailable' ? <StoreUnavailablePage /> : <UnknownSkin missing={data.missing} />;
  const { site } = data;
  return (
    <SpecialContainersProvider value={specialContainers}>
      <SkinShell key={site.skin.id_skins} site={site} notFound={<NotFoundPage skin={site.skin.username} />} />
    </SpecialContainersProvider>
  );
}
