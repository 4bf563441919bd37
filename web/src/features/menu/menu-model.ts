/**
 * The menu's model: the drawer's links, and the title and back button of each section (spec section
 * 2, "Section names and back labels"). Each menu route carries its section as its React Router
 * `handle`, so the title follows the route table and never drifts from it; the shell shows the
 * deepest matched route's.
 */
import type { UIMatch } from 'react-router-dom';
import { appPaths } from '../../shared/routes/app-paths';

/**
 * The drawer's links: everyone gets CONTATOS and, with a skin in session, EDITAR SKIN (the studio
 * for that skin); owners (admin claim) also USERS, GERENCIAR SKINS, ACESSOS.
 */
export interface DrawerEntry {
  label: 'CONTATOS' | 'EDITAR SKIN' | 'USERS' | 'GERENCIAR SKINS' | 'ACESSOS';
  to: string;
}

export function drawerEntries(userId: string, admin: boolean, skin: string | null): DrawerEntry[] {
  const everyone: DrawerEntry[] = [
    { label: 'CONTATOS', to: appPaths.contacts(userId) },
    ...(skin ? [{ label: 'EDITAR SKIN', to: appPaths.studio(userId, skin) } as const] : []),
  ];
  if (!admin) return everyone;
  return [
    ...everyone,
    { label: 'USERS', to: appPaths.users(userId) },
    { label: 'GERENCIAR SKINS', to: appPaths.skins(userId) },
    { label: 'ACESSOS', to: appPaths.accessLog(userId) },
  ];
}

export type SectionTitle = 'MENU' | 'USERS' | 'ACESSOS' | 'CONTATOS' | 'SKINS' | 'EDITAR SKIN' | 'CONVERSAS' | 'ASSUNTO';

/** Where a menu screen is: its route's params (decoded; '' when the route has none) and the logged-in skin. */
export interface MenuPlace {
  userId: string;
  contactId: string;
  skin: string;
}

/** A menu route's `handle`. */
export interface MenuSection {
  title: SectionTitle;
  backLabel: 'VOLTAR' | 'CONTATOS' | 'CONVERSAS';
  /** Where the back button goes from `place`. */
  backTo: (place: MenuPlace) => string;
  /** Only owners may open it; the Firestore rules are the real barrier, this says so plainly. */
  ownerOnly?: true;
}

/** What a signed-in non-owner reads on an owner's screen opened by its address. */
export const OWNER_ONLY_MESSAGE = 'Esta área é só para administradores.';

/** What the shell's header shows. */
export interface MenuHeading {
  title: SectionTitle;
  ownerOnly: boolean;
  backLabel: MenuSection['backLabel'];
  backTo: string;
}

function isMenuSection(handle: unknown): handle is MenuSection {
  return typeof handle === 'object' && handle !== null && 'title' in handle && 'backLabel' in handle && 'backTo' in handle;
}

/** The heading of the deepest matched route that names a section, its back target built from that route's params. */
export function headingOf(matches: readonly UIMatch[], skin: string): MenuHeading {
  for (const { handle, params } of [...matches].reverse()) {
    if (!isMenuSection(handle)) continue;
    const place = { userId: params['userId'] ?? '', contactId: params['contactId'] ?? '', skin };
    return {
      title: handle.title,
      backLabel: handle.backLabel,
      backTo: handle.backTo(place),
      ownerOnly: handle.ownerOnly === true,
    };
  }
  // Every menu route names its section (the route table's test visits each), so this is a route added without one.
  throw new Error(`Rota do menu sem seção: ${matches.at(-1)?.pathname ?? ''}`);
}
