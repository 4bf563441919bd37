import { useEffect } from 'react';
import type { SkinSite } from '@lab/domain';
import { containersOf, type SitePage } from '../site-model';
import { ContainerSection } from './ContainerSection';

/** One page of a skin: its containers in order. */
export function PageView({ site, page }: { site: SkinSite; page: SitePage }) {
  useEffect(() => {
    document.title = `${page.nome} · ${site.skin.username}`;
  }, [page.nome, site.skin.username]);
  const containers = containersOf(site, page);
  return (
    <article className="page-view" data-page-id={page.id_pagina}>
      <h1 className="page-view__title">{page.nome}</h1>
      {!page.is_main && page.conteudo ? <p className="page-view__lead">{page.conteudo}</p> : null}
      {containers.map((container) => (
        <ContainerSection key={container.id_container} site={site} container={container} />
      ))}
    </article>
  );
}
