import type { SkinDoc } from '@lab/domain/kernel';
import type { AuthUser } from '../backend/port';
import { resetSession } from '../testing/test-backend';
import { useSession } from './session-store';

const visitor: AuthUser = {
  uid: 'user-visitante',
  admin: false,
  name: 'Visitante Teste',
  givenName: 'Visitante',
  email: 'visitante@example.com',
  photo: '',
};

function skin(username: string, theme: string): SkinDoc {
  return { id_skins: `skin-${username}`, username, theme, is_main: false, data: 0, iconSkin: '', idUser: visitor.uid };
}

const selectSkin = (chosen: SkinDoc | null, user?: AuthUser) => useSession.getState().selectSkin(chosen, user);

beforeEach(resetSession);

describe('choosing a skin for the session', () => {
  it('stores the chosen skin under its keys, in local storage and in the store', () => {
    selectSkin(skin('visitante', 'CYBERPINK'));
    const expected = {
      skinLocal: 'visitante',
      skinLocalId: 'skin-visitante',
      skinLogado: 'true',
      skinLogadoUser: 'visitante',
      selectedTheme: 'CYBERPINK',
    };
    expect(useSession.getState().stored).toMatchObject(expected);
    for (const [key, value] of Object.entries(expected)) expect(localStorage.getItem(key)).toBe(value);
  });

  it('stores no selectedTheme for a skin without a theme', () => {
    localStorage.setItem('selectedTheme', 'sunshine');
    selectSkin(skin('sem-tema', ''));
    expect(localStorage.getItem('selectedTheme')).toBeNull();
    expect(useSession.getState().stored.selectedTheme).toBeNull();
  });

  it('at sign-in also stores who signed in', () => {
    selectSkin(skin('visitante', 'CYBERPINK'), visitor);
    expect(useSession.getState().stored).toMatchObject({
      idGoogleCap: 'user-visitante',
      user: 'Visitante Teste',
      primeiroNomeCap: 'Visitante',
      userLocalId: 'user-visitante',
      skinLogadoUser: 'visitante',
    });
  });

  it('with no skin, records who signed in and leaves the choice open', () => {
    selectSkin(skin('antiga', 'sunshine'));
    selectSkin(null, visitor);
    const { stored } = useSession.getState();
    expect(stored).toMatchObject({ userLocalId: 'user-visitante', skinLogado: null, skinLocal: null, skinLogadoUser: null });
    expect(localStorage.getItem('skinLogado')).toBeNull();
  });

  it('changing skins keeps who is signed in', () => {
    selectSkin(null, visitor);
    selectSkin(skin('multi-b', 'sunshine'));
    expect(useSession.getState().stored).toMatchObject({ userLocalId: 'user-visitante', skinLogadoUser: 'multi-b' });
  });
});
