import { screen } from '@testing-library/react';
import type { SkinSite } from '@lab/domain/kernel';
import { createTestBackend, resetSession, SEED, signInAs } from '../../../shared/testing/test-backend';
import { renderSite, seedSite } from './skin-site-test-support';

const INVITATION = /Sua skin ainda está vazia/;

beforeEach(() => resetSession());

describe('the first steps on an empty skin', () => {
  it('invite its own user to build it, linking to the studio', async () => {
    const visitante = await seedSite('visitante');
    await signInAs(createTestBackend(), SEED.visitor, 'visitante');
    renderSite(visitante, '/visitante/home');
    expect(await screen.findByText(INVITATION)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Montar minha skin' })).toHaveAttribute(
      'href',
      `/menu/${SEED.visitor}/skins/visitante/editar`,
    );
  });

  it('are never shown to a visitor', async () => {
    renderSite(await seedSite('visitante'), '/visitante/home');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(screen.queryByText(INVITATION)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Montar minha skin' })).not.toBeInTheDocument();
  });

  it.each([
    ['another user', SEED.multi],
    ['an owner', SEED.owner],
  ])('are never shown to %s', async (_, uid) => {
    const visitante = await seedSite('visitante');
    await signInAs(createTestBackend(), uid);
    renderSite(visitante, '/visitante/home');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(screen.queryByText(INVITATION)).not.toBeInTheDocument();
  });

  it('are gone once the skin has a container', async () => {
    const lab: SkinSite = await seedSite('lab');
    await signInAs(createTestBackend(), SEED.owner, 'lab');
    renderSite(lab, '/lab/home');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(screen.queryByText(INVITATION)).not.toBeInTheDocument();
  });
});
