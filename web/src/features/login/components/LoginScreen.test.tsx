import { act, render, screen } from '@testing-library/react';
import { LOGIN_FADE_IN_MS, LoginScreen } from './LoginScreen';

describe('the login screen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fades in after 2 s with the logo, the tagline, the sign-in button and the year', () => {
    render(<LoginScreen signIn={<button type="button">Entrar com Google</button>} />);
    expect(screen.queryByRole('button', { name: 'Entrar com Google' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(LOGIN_FADE_IN_MS - 1));
    expect(screen.queryByRole('button', { name: 'Entrar com Google' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Entrar com Google' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Logo do Lab' })).toBeVisible();
    expect(screen.getByText('Embarque com o Google e monte a sua skin no Lab.')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');
  });
});
