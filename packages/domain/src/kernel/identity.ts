/**
 * Who someone is, read from the claims of a verified Firebase ID token. The callables build their
 * Caller with it and the web its signed-in user (from the Auth SDK, or a demo account), so a name,
 * a given name or an owner is read one way on both sides of the boundary.
 */
import type { Caller, Identity } from './types';

/** The claims the product reads, under Firebase's names; any other claim is ignored. */
export interface IdentityClaims {
  uid: string;
  name?: unknown;
  email?: unknown;
  email_verified?: unknown;
  picture?: unknown;
  /** The custom claim that makes an owner. */
  admin?: unknown;
}

/** Missing or non-text claims read as ''; only an `admin` claim that is exactly true makes an owner. */
export function identityOf(claims: IdentityClaims): Identity {
  const name = textOf(claims.name).trim();
  return {
    uid: claims.uid,
    admin: claims.admin === true,
    name,
    givenName: givenNameOf(name),
    email: textOf(claims.email),
    picture: textOf(claims.picture),
  };
}

/** The caller of a command: the identity, and whether its e-mail is verified (only a claim that is exactly true). */
export function callerFromClaims(claims: IdentityClaims): Caller {
  return { ...identityOf(claims), emailVerified: claims.email_verified === true };
}

/** The first word of a full name. */
export function givenNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
