/**
 * A container of a kind the page has no screen for (an agenda, before its screen is registered, or a
 * kind a newer studio wrote) is left out of the page: the rest of the page draws as before, and no
 * empty titled box stands where nothing can be shown.
 */
import { screen } from '@testing-library/react';
import type { SkinSite } from '@lab/domain/kernel';
import { NEW_AGENDA } from '@lab/domain/agenda';
import { renderSite, seedSite } from './skin-site-test-support';

let lab: SkinSite;
beforeAll(async () => {
  lab = await seedSite('lab');
});

/** The lab's "projetos" page with one more container of `tipo`, placed first. */
function withContainerOf(site: SkinSite, tipo: string): SkinSite {
  const agenda = { id_container: 'agenda-1', titulo: 'Agende um horário', iconUrl: '', order: 0, cardIds: [] };
  return {
    ...site,
    containers: [...site.containers, { ...agenda, tipo, agenda: NEW_AGENDA } as SkinSite['containers'][number]],
    paginas: site.paginas.map((p) => (p.id_pagina === 'projetos' ? { ...p, containerIds: ['agenda-1', ...p.containerIds] } : p)),
  };
}

describe('a container the page has no screen for', () => {
  it.each(['agenda', 'galeria'])('An %s container on a public page: left out, the rest of the page drawn', async (tipo) => {
    renderSite(withContainerOf(lab, tipo), '/lab/projetos');
    expect(await screen.findByRole('article', { name: 'Rede Abrigo RS' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Agende um horário' })).not.toBeInTheDocument();
  });
});
