/**
 * Some containers are not lists of cards but screens of their own (the contact form, the lab's
 * intro). The app layer registers them by container id, so this feature never imports another.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { SkinSite } from '@lab/domain';
import type { SiteContainer } from '../site-model';

export interface SpecialContainerProps {
  container: SiteContainer;
  site: SkinSite;
}

export type SpecialContainers = Readonly<Record<string, ComponentType<SpecialContainerProps>>>;

const SpecialContainersContext = createContext<SpecialContainers>({});

export function SpecialContainersProvider({ value, children }: { value: SpecialContainers; children: ReactNode }) {
  return <SpecialContainersContext.Provider value={value}>{children}</SpecialContainersContext.Provider>;
}

export function useSpecialContainer(containerId: string): ComponentType<SpecialContainerProps> | null {
  return useContext(SpecialContainersContext)[containerId] ?? null;
}
