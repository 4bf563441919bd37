/**
 * The people and the database the handler tests start from: the site owner's skin, a second owner,
 * two users with skins, a newcomer with none, and the accounts as Firebase Auth knows them.
 */
import {
  DEFAULT_AVATAR,
  DEFAULT_PAGE_ORDER_BY,
  MAIN_PAGE_CONTENT,
  MAIN_PAGE_ID,
  MAIN_PAGE_NAME,
  SITE_OWNER_SKIN,
} from '../../kernel/constants';
import { paths } from '../../kernel/paths';
import type { Caller, GeoInfo, UserDoc } from '../../kernel/types';
import type { PaginaDoc, SkinDoc } from '../../skins/skin-types';
import type { GoogleProfile } from '../handler-types';
import type { DocData } from '../../kernel/store/doc-port';

export const T0 = Date.UTC(2024, 4, 1, 12, 0, 0);

export const OWNER: Caller = {
  uid: 'owner-uid',
  admin: true,
  name: 'Laura Lab',
  givenName: 'Laura',
  email: 'laura@lab.dev',
  emailVerified: true,
  picture: 'https://img.example/laura.png',
};
/** The second owner account: an admin who takes part in no contact. */
export const SECOND_OWNER: Caller = {
  uid: 'owner2-uid',
  admin: true,
  name: 'Otto Dono',
  givenName: 'Otto',
  email: 'otto@lab.dev',
  emailVerified: true,
  picture: 'https://img.example/otto.png',
};
export const ANA: Caller = {
  uid: 'ana-uid',
  admin: false,
  name: 'Ana Souza',
  givenName: 'Ana',
  email: 'ana@example.com',
  emailVerified: true,
  picture: 'https://img.example/ana.png',
};
/** A user with several skins. */
export const BRUNO: Caller = {
  uid: 'bruno-uid',
  admin: false,
  name: 'Bruno Lima',
  givenName: 'Bruno',
  email: 'bruno@example.com',
  emailVerified: true,
  picture: '',
};
/** Signed in with Google but never bootstrapped: no user document, no skin. */
export const NEWCOMER: Caller = {
  uid: 'new-uid',
  admin: false,
  name: 'Nina Nova Silva',
  givenName: 'Nina',
  email: 'nina@example.com',
  emailVerified: true,
  picture: '',
};

export const HASH = '0b9f4a62-1c3d-4e5f-8a7b-9c0d1e2f3a4b';
export const OTHER_HASH = '7d1e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6';

function userDoc(caller: Caller, isAdmin = false): UserDoc {
  return {
    idGoogle: caller.uid,
    nomeGoogle: caller.givenName,
    nomeCompletoGoogle: caller.name,
    emailGoogle: caller.email,
    picGoogle: caller.picture || DEFAULT_AVATAR,
    data: T0 - 86_400_000,
    isAdmin,
  };
}

function skinDocs(uid: string, skinId: string, username: string, isMain: boolean, age: number): Record<string, DocData> {
  const skin: SkinDoc = {
    id_skins: skinId,
    username,
    theme: 'CYBERPINK',
    is_main: isMain,
    data: T0 - age,
    iconSkin: DEFAULT_AVATAR,
    idUser: uid,
  };
  const home: PaginaDoc = {
    id_pagina: MAIN_PAGE_ID,
    nome: MAIN_PAGE_NAME,
    conteudo: MAIN_PAGE_CONTENT,
    data: T0 - age,
    is_main: true,
    orderBy: DEFAULT_PAGE_ORDER_BY,
  };
  return {
    [paths.skin(uid, skinId)]: { ...skin },
    [paths.pagina(uid, skinId, MAIN_PAGE_ID)]: { ...home },
    [paths.username(username)]: { uid, skinId },
  };
}

/** The add-on catalogue the studio's cards pick icons from. */
export const ADD_ONS = {
  figma: { url_img: '/seed/addon-figma.svg', nome: 'Figma' },
  react: { url_img: '/seed/addon-react.svg', nome: 'React' },
};

export function seed(): Record<string, DocData> {
  return {
    ...Object.fromEntries(Object.entries(ADD_ONS).map(([id, addOn]) => [`${paths.addOns()}/${id}`, { ...addOn }])),
    [paths.user(OWNER.uid)]: { ...userDoc(OWNER, true) },
    ...skinDocs(OWNER.uid, 'skin-lab', SITE_OWNER_SKIN, true, 90_000),
    [paths.user(SECOND_OWNER.uid)]: { ...userDoc(SECOND_OWNER, true) },
    ...skinDocs(SECOND_OWNER.uid, 'skin-studio', 'studio', true, 80_000),
    [paths.user(ANA.uid)]: { ...userDoc(ANA) },
    ...skinDocs(ANA.uid, 'skin-ana', 'ana', true, 70_000),
    [paths.user(BRUNO.uid)]: { ...userDoc(BRUNO) },
    ...skinDocs(BRUNO.uid, 'skin-bruno', 'bruno', true, 60_000),
    ...skinDocs(BRUNO.uid, 'skin-bruno2', 'bruno2', false, 50_000),
  };
}

/** An account as Firebase Auth holds it: its Google identity and its `admin` claim. */
export interface AccountRecord {
  google: GoogleProfile | null;
  admin: boolean;
  /** The account's address, when Google verified it. */
  verifiedEmail?: string | null;
  /** Disabled by a block (Accounts.setDisabled): Auth refuses its sign-in. */
  disabled?: boolean;
  /**
   * The uid Google gives the person (the google.com provider's uid): the same when the Auth account is
   * deleted and the person signs in again under a new Firebase uid. The account's own uid when absent.
   */
  googleUid?: string;
}

/** The accounts of the seeded callers, as they signed in with Google. */
export function accountsOf(callers: readonly Caller[]): Map<string, AccountRecord> {
  return new Map(
    callers.map((c) => [
      c.uid,
      { google: { name: c.name, picture: c.picture }, admin: c.admin, verifiedEmail: c.emailVerified ? c.email : null },
    ]),
  );
}

/** Where the e-mails' links point in these tests. */
export const SITE_URL = 'https://lab.example';

export const GEO: GeoInfo = {
  country_code: 'BR',
  country_name: 'Brazil',
  region: 'Rio Grande do Sul',
  city: 'Porto Alegre',
  org: 'AS123 Provedor',
};
