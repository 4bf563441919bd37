/**
 * Some containers are not lists of cards but screens of their own: the site's own (its contact form,
 * its intro), registered by container id, and the kinds any skin may use (a contact form), registered
 * by kind. The app layer registers them, so this feature never imports another.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { ContainerKind, SkinSite } from '@lab/domain/kernel';
import type { SiteContainer } from '../site-model';

export interface SpecialContainerProps {
  container: SiteContainer;
  site: SkinSite;
  /** The page the container is shown on. */
  pageId: string;
}

type Screen = ComponentType<SpecialContainerProps>;

export interface SpecialContainers {
  /** Particular containers, by id (the lab skin's). */
  byId: Readonly<Record<string, Screen>>;
  /** Every container of a kind other than cards, on any skin. */
  byKind: Readonly<Partial<Record<Exclude<ContainerKind, 'cards'>, Screen>>>;
}

const SpecialContainersContext = createContext<SpecialContainers>({ byId: {}, byKind: {} });

export function SpecialContainersProvider({ value, children }: { value: SpecialContainers; children: ReactNode }) {
  return <SpecialContainersContext.Provider value={value}>{children}</SpecialContainersContext.Provider>;
}

/** The screen a container is drawn with instead of its cards, or null for a container of cards. */
export function useSpecialContainer(container: Pick<SiteContainer, 'id_container' | 'tipo'>): Screen | null {
  const registry = useContext(SpecialContainersContext);
  const byId = registry.byId[container.id_container];
  if (byId) return byId;
  return container.tipo && container.tipo !== 'cards' ? (registry.byKind[container.tipo] ?? null) : null;
}
