/**
 * Who someone is, read from the claims of a verified Firebase ID token. The callables build their
 * Caller with it and the web its signed-in user (from the Auth SDK, or a demo account), so a name,
 * a given name or an owner is read one way on both sides of the boundary.
 */
import type { Caller } from './types';

/** The claims the product reads, under Firebase's names; any other claim is ignored. */
export interface IdentityClaims {
  uid: string;
  name?: unknown;
  email?: unknown;
  picture?: unknown;
  /** The custom claim that makes an owner. */
  admin?: unknown;
}

/** Missing or non-text claims read as ''; only an `admin` claim that is exactly true makes an owner. */
export function identityOf(claims: IdentityClaims): Caller {
  const name = textOf(claims.name).trim();
  return {
    uid: claims.uid,
    admin: claims.admin === true,
    name,
    givenName: name.split(/\s+/)[0] ?? '',
    email: textOf(claims.email),
    picture: textOf(claims.picture),
  };
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
