import { useState } from 'react';
import { DEFAULT_AVATAR } from '@lab/domain/kernel';
import { assetUrl } from './asset-url';

/** The sizes the screens use, in CSS pixels. */
export type AvatarSize = 32 | 40 | 48 | 56 | 72;

export const DEFAULT_AVATAR_URL = assetUrl(DEFAULT_AVATAR);

export interface AvatarProps {
  /** A stored photo reference: a URL, a root path or a bare file name; empty for none. */
  src: string;
  size: AvatarSize;
  /** Empty (the default) where the person's name is shown beside the photo. */
  alt?: string;
  className?: string;
}

/**
 * A person's photo. Stored references are anchored at the site root (a bare "default-user.jpg"
 * would resolve against a nested route), and a missing or broken photo shows the default avatar, so
 * no row ever shows a broken image.
 */
export function Avatar({ src, size, alt = '', className }: AvatarProps) {
  const wanted = src === '' ? DEFAULT_AVATAR_URL : assetUrl(src);
  // Remembers which URL failed, so a new `src` gets its own chance.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? DEFAULT_AVATAR_URL : wanted;
  return (
    <img
      className={className ? `avatar ${className}` : 'avatar'}
      src={shown}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (shown !== DEFAULT_AVATAR_URL) setFailed(wanted);
      }}
    />
  );
}
