import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SkinDoc } from '@lab/domain';
import { useSession } from '../../../shared/session/session-store';

/** Chooses a skin for this session and opens its home page. */
export function useChooseSkin(): (skin: SkinDoc) => void {
  const selectSkin = useSession((s) => s.selectSkin);
  const navigate = useNavigate();
  return useCallback(
    (skin: SkinDoc) => {
      selectSkin(skin);
      navigate(`/${encodeURIComponent(skin.username)}/home`);
    },
    [selectSkin, navigate],
  );
}
