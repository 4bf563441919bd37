import type { SkinDoc } from '@core';
import type { AuthUser } from '../../../shared/backend/port';
import type { StoredKeys } from '../../../shared/session/session-store';

/** The spec's storage keys for a signed-in person: they restore the view, never authorise. */
export function userSessionKeys(user: AuthUser): Partial<StoredKeys> {
  return { idGoogleCap: user.uid, user: user.name, primeiroNomeCap: user.givenName, userLocalId: user.uid };
}

/** The keys that mark a skin as chosen (skinLogado 'true'), which the skin shell and menu restore from. */
export function chosenSkinKeys(skin: SkinDoc): Partial<StoredKeys> {
  return {
    skinLocal: skin.username,
    skinLocalId: skin.id_skins,
    skinLogado: 'true',
    skinLogadoUser: skin.username,
    selectedTheme: skin.theme === '' ? null : skin.theme,
  };
}
