import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SkinSite } from '@lab/domain/kernel';
import { LONG_BIO_CHARACTERS, ProfileCard } from './ProfileCard';
import { seedSite } from './skin-site-test-support';

let lab: SkinSite;
beforeAll(async () => {
  lab = await seedSite('lab');
});

function withBio(site: SkinSite, conteudo: string): SkinSite {
  return { ...site, paginas: site.paginas.map((page) => (page.is_main ? { ...page, conteudo } : page)) };
}

/** Lays the bio out as a browser would: `clientHeight` shown of `scrollHeight`. */
function layBioOut(clientHeight: number, scrollHeight: number) {
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('profile-card__bio') ? clientHeight : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('profile-card__bio') ? scrollHeight : 0;
  });
}

afterEach(() => jest.restoreAllMocks());

describe('the profile card text', () => {
  it('can be expanded and collapsed again when it is long ("Ver mais", "Ver menos", aria-expanded)', async () => {
    const bio = 'Um laboratório autoral de software e design. '.repeat(5);
    expect(bio.length).toBeGreaterThan(LONG_BIO_CHARACTERS);
    render(<ProfileCard site={withBio(lab, bio)} />);
    const card = screen.getByRole('region', { name: 'Perfil de lab' });
    const more = screen.getByRole('button', { name: 'Ver mais' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(more.getAttribute('aria-controls') as string)).toHaveTextContent(bio.trim());
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
    expect(card).toHaveClass('profile-card--expanded');
    await userEvent.click(screen.getByRole('button', { name: 'Ver menos' }));
    expect(screen.getByRole('button', { name: 'Ver mais' })).toHaveAttribute('aria-expanded', 'false');
    expect(card).not.toHaveClass('profile-card--expanded');
  });

  it('offers nothing to expand when it is short', () => {
    render(<ProfileCard site={withBio(lab, 'Design e código.')} />);
    expect(screen.getByText('Design e código.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers "Ver mais" when the laid-out text overflows its lines, however short', () => {
    layBioOut(63, 105);
    render(<ProfileCard site={withBio(lab, 'Design e código, cor e propósito.')} />);
    expect(screen.getByRole('button', { name: 'Ver mais' })).toBeInTheDocument();
  });

  it('offers nothing when the laid-out text fits, however long', () => {
    layBioOut(105, 105);
    render(<ProfileCard site={withBio(lab, 'Um laboratório autoral de software e design. '.repeat(5))} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no text and no button when the main page says nothing', () => {
    render(<ProfileCard site={withBio(lab, '')} />);
    expect(screen.getByRole('region', { name: 'Perfil de lab' })).toHaveTextContent(/^lab$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
