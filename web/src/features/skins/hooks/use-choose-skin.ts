import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SkinDoc } from '@lab/domain/kernel';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { useSession } from '../../../shared/session/session-store';

/** Chooses a skin for this session and opens its home page. */
export function useChooseSkin(): (skin: SkinDoc) => void {
  const appPaths = useAppPaths();
  const selectSkin = useSession((s) => s.selectSkin);
  const navigate = useNavigate();
  return useCallback(
    (skin: SkinDoc) => {
      selectSkin(skin);
      void navigate(appPaths.skinHome(skin.username));
    },
    [selectSkin, navigate, appPaths],
  );
}
