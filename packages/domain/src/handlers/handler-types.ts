/** What the handlers need from the world, injected so they run in jest, the Functions and the browser. */
import type { Caller, GeoInfo } from '../kernel/types';
import type { OwnImageAddresses } from '../studio/studio';
import type { SkinImageType } from '../studio/studio-commands';
import type { SkinLocation, Store } from '../store/store';
import type { PushNotice } from '../notices/push';

/** Looks an IP up; may throw or time out, which the access log tolerates. */
export type GeoLookup = (ip: string) => Promise<GeoInfo>;

/** The name and photo Google gave the account when it signed in (its google.com provider data). */
export interface GoogleProfile {
  name: string;
  picture: string;
}

/**
 * What the handlers need to know of an account beyond the caller's own token: the Admin SDK in the
 * Functions, the demo's accounts in the browser.
 */
export interface Accounts {
  /**
   * The name and photo shown to other people. Never the token's `name`/`picture`, which follow the
   * user record its owner can edit; null when the account has no Google identity (or does not exist).
   */
  googleProfile(uid: string): Promise<GoogleProfile | null>;
  /** Whether the account carries the `admin` custom claim; false for an account that does not exist. */
  isOwner(uid: string): Promise<boolean>;
  /** The verified e-mail addresses of every owner account: where notifications of new messages go. */
  ownerEmails(): Promise<string[]>;
  /** The account's e-mail when the provider verified it, else null: where a creator hears of new messages. */
  verifiedEmail(uid: string): Promise<string | null>;
  /** The uids of every account that holds the `admin` claim (the last one may not delete itself). */
  ownerUids(): Promise<string[]>;
  /** Deletes the sign-in account, which ends its sessions; an account already gone is not an error. */
  deleteAccount(uid: string): Promise<void>;
  /**
   * Disables (and then revokes the refresh tokens of) or enables the sign-in account: a blocked
   * account cannot sign in again, and its sessions end within the hour an ID token lasts.
   */
  setDisabled(uid: string, disabled: boolean): Promise<void>;
  /**
   * An opaque key for the person behind the account that outlives the Firebase account: a hash of
   * the uid Google gives them (the google.com provider's), so the same Google account signing in
   * again after its Firebase account was deleted, under a new uid, has the same key. A block is
   * recorded under it. Null for an account without a Google identity (or that does not exist).
   */
  identityKey(uid: string): Promise<string | null>;
}

/** One uploaded image, already checked by the handler: allowed size and bytes that match its type. */
export interface SkinImageInput {
  uid: string;
  skinId: string;
  imageId: string;
  bytes: Uint8Array;
  contentType: SkinImageType;
}

/**
 * Where a skin's uploaded images live: Cloud Storage behind sharp in the Functions (re-encoded to
 * WebP at two sizes, metadata stripped), the browser itself in the demo.
 */
export interface SkinImages {
  /** The addresses it hands out that are not https, which editSkin then accepts too. */
  readonly ownAddresses: OwnImageAddresses;
  /** Stores one image; rejects with InvalidImageError when the bytes cannot be decoded as an image. */
  put(input: SkinImageInput): Promise<{ url: string; thumbUrl: string }>;
  /** Removes one stored image (its upload could not be recorded: the skin went meanwhile). */
  remove(image: { uid: string; skinId: string; imageId: string }): Promise<void>;
  /** Removes every stored image of a skin (when the skin is deleted). */
  deleteAll(uid: string, skinId: string): Promise<void>;
  /**
   * The bytes of an image this store holds for some skin, read by the address it handed out for it
   * (a skin made from a file stores them again for itself); null for any other address, which is
   * then kept as it is. Rejects with InvalidImageError when its own object is gone. `skin`: the skin
   * it was stored for, when the address says (a file naming a hidden skin's images is refused).
   */
  read(url: string): Promise<{ bytes: Uint8Array; contentType: SkinImageType; skin?: SkinLocation } | null>;
}

/**
 * What SkinImages.put throws where no image store runs (the Functions emulator without the Storage
 * emulator): the handler answers it in Portuguese instead of failing as an internal error.
 */
export class ImagesUnavailableError extends Error {
  constructor() {
    super('no image store runs here');
    this.name = 'ImagesUnavailableError';
  }
}

/** What SkinImages.put throws for bytes that are not a decodable image: the handler answers it in Portuguese. */
export class InvalidImageError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidImageError';
  }
}

/** One notice to one device. */
export interface PushDelivery {
  token: string;
  notice: PushNotice;
}

/**
 * Where notices go: Firebase Cloud Messaging through the Admin SDK in the Functions, the browser's
 * own service worker on the demo, a fake in tests. Answers the tokens the service says are gone.
 */
export interface PushSender {
  send(deliveries: readonly PushDelivery[]): Promise<{ invalidTokens: string[] }>;
}

export interface HandlerLogger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export interface HandlerDeps {
  store: Store;
  geo: GeoLookup;
  accounts: Accounts;
  images: SkinImages;
  now: () => number;
  /** A number in [0, 1), like Math.random. */
  random: () => number;
  /** A fresh document id; injected because the handlers must not import Node's crypto. */
  newId: () => string;
  /** The site's public origin ("https://lab.example"), for links in e-mails. */
  siteUrl: string;
  /** Where push notices of new messages go (FCM in the Functions, the service worker on the demo). */
  push: PushSender;
  /** The site's own reply address for e-mails to visitors (SITE_REPLY_TO); never an account's. */
  siteReplyTo?: string;
  logger?: HandlerLogger;
  /** Where a webhook may point: absent is production's rule (no loopback); only the Emulator Suite's switch sets it. */
  webhookNetwork?: { allowLoopback: boolean };
}

export interface HandlerCall {
  /** Null for an anonymous visitor. */
  caller: Caller | null;
  /** The request's IP as the boundary saw it; never taken from the payload. */
  ip: string | null;
  data: unknown;
}
