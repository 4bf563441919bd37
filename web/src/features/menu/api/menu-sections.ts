/**
 * The menu's title and back button for each path (spec section 2, "Section names and back
 * labels"). A pure function of the path, so the title follows the URL and never drifts from it.
 */
export type SectionTitle = 'MENU' | 'USERS' | 'ACESSOS' | 'CONTATOS' | 'SKINS' | 'CONVERSAS' | 'ASSUNTO';

export interface MenuSection {
  title: SectionTitle;
  backLabel: string;
  /** Where the back button goes. */
  backTo: string;
}

/** `skin` is the stored logged-in skin: leaving the menu returns to its home. */
export function sectionFor(pathname: string, skin: string): MenuSection {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [, userId = '', section, contactId, chat] = segments;
  const menuRoot = `/menu/${encodeURIComponent(userId)}`;
  const toMenu = (title: SectionTitle): MenuSection => ({ title, backLabel: 'VOLTAR', backTo: menuRoot });

  switch (section) {
    case 'users':
      return toMenu('USERS');
    case 'acessos':
      return toMenu('ACESSOS');
    case 'skins':
      return toMenu('SKINS');
    case 'contatos':
      if (contactId === undefined) return toMenu('CONTATOS');
      if (chat === undefined) return { title: 'CONVERSAS', backLabel: 'CONTATOS', backTo: `${menuRoot}/contatos` };
      return {
        title: 'ASSUNTO',
        backLabel: 'CONVERSAS',
        backTo: `${menuRoot}/contatos/${encodeURIComponent(contactId)}`,
      };
    default:
      return { title: 'MENU', backLabel: 'VOLTAR', backTo: `/${encodeURIComponent(skin)}/home` };
  }
}
