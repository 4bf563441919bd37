import { DEFAULT_AVATAR, identityOf, type IdentityClaims } from '@lab/domain/kernel';
import type { AuthUser } from './port';

/**
 * The signed-in person as the screens see them, read from the claims by the same mapping the
 * callables read their caller with; only the photo falls back to the default avatar here.
 */
export function authUserOf(claims: IdentityClaims): AuthUser {
  const { picture, ...identity } = identityOf(claims);
  return { ...identity, photo: picture || `/${DEFAULT_AVATAR}` };
}
