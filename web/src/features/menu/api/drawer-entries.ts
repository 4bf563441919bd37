/** The drawer's links: everyone gets CONTATOS; owners (admin claim) also USERS, GERENCIAR SKINS, ACESSOS. */
export interface DrawerEntry {
  label: 'CONTATOS' | 'USERS' | 'GERENCIAR SKINS' | 'ACESSOS';
  to: string;
}

export function drawerEntries(userId: string, admin: boolean): DrawerEntry[] {
  const root = `/menu/${encodeURIComponent(userId)}`;
  const everyone: DrawerEntry[] = [{ label: 'CONTATOS', to: `${root}/contatos` }];
  if (!admin) return everyone;
  return [
    ...everyone,
    { label: 'USERS', to: `${root}/users` },
    { label: 'GERENCIAR SKINS', to: `${root}/skins` },
    { label: 'ACESSOS', to: `${root}/acessos` },
  ];
}
