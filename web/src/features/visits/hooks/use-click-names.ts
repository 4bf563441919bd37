import { useEffect, useState } from 'react';
import { useBackend } from '../../../shared/backend/context';
import type { SkinSite } from '@lab/domain/kernel';

/** Null while loading; an empty map when the skin's tree could not be read (every row then says so by its id). */
export type ClickNames = ReadonlyMap<string, string> | null;

/**
 * The names of the skin's cards and containers, read once with the studio's read of her own tree
 * (her skin's, or any for an owner): the counters hold ids only.
 */
export function useClickNames(username: string): { names: ClickNames; failed: boolean } {
  const backend = useBackend();
  const [state, setState] = useState<{ names: ClickNames; failed: boolean }>({ names: null, failed: false });
  useEffect(() => {
    let live = true;
    backend.loadSkinTree(username).then(
      (site) => live && setState({ names: site ? clickTargetNames(site) : new Map(), failed: false }),
      () => live && setState({ names: new Map(), failed: true }),
    );
    return () => {
      live = false;
    };
  }, [backend, username]);
  return state;
}

/**
 * The names of what can be clicked on the skin now: each card by its name or title (the card kinds'
 * own naming stays out: importing it here moves it into a chunk the public pages load), each
 * container (a gallery) by its title.
 */
function clickTargetNames(site: Pick<SkinSite, 'cards' | 'containers'>): Map<string, string> {
  const names = new Map<string, string>();
  for (const container of site.containers) names.set(container.id_container, container.titulo.trim() || 'Container sem título');
  for (const card of site.cards) names.set(card.id, card.name.trim() || card.titulo.trim() || 'Card sem título');
  return names;
}
