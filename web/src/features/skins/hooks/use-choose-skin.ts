import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SkinDoc } from '@core';
import { useSession } from '../../../shared/session/session-store';
import { chosenSkinKeys } from '../api/chosen-skin-keys';

/** Chooses a skin for this session and opens its home page. */
export function useChooseSkin(): (skin: SkinDoc) => void {
  const setStored = useSession((s) => s.setStored);
  const navigate = useNavigate();
  return useCallback(
    (skin: SkinDoc) => {
      setStored(chosenSkinKeys(skin));
      navigate(`/${encodeURIComponent(skin.username)}/home`);
    },
    [setStored, navigate],
  );
}
