import type { SkinDoc } from '@core';
import type { StoredKeys } from '../../../shared/session/session-store';

/**
 * The storage keys that mark a skin as chosen (skinLogado 'true'); the skin shell and the menu
 * restore the view from them. Sign-in writes the very same keys (features/session), so choosing
 * here and being given a skin at sign-in leave identical sessions.
 */
export function chosenSkinKeys(skin: SkinDoc): Partial<StoredKeys> {
  return {
    skinLocal: skin.username,
    skinLocalId: skin.id_skins,
    skinLogado: 'true',
    skinLogadoUser: skin.username,
    selectedTheme: skin.theme === '' ? null : skin.theme,
  };
}
