/**
 * The Store port: the domain-level persistence the callable handlers stand on. Each command is one
 * atomic unit of the product (a skin with its reservation and home page, a contact message with its
 * rate limit and access e-mail, ...), so an adapter can make it a single transaction and a refusal
 * can write nothing. Outcomes that are refusals come back as tagged values, never as messages:
 * the handlers own the Portuguese.
 */
import type { AccessStore } from './access-port';
import type { ConversationStore } from './conversation-port';
import type { DeletionStore } from './deletion-port';
import type { DeviceStore } from './device-port';
import type { LimitStore } from './limit-port';
import type { MailStore } from './mail-port';
import type { ModerationStore } from './moderation-port';
import type { NoticeStore } from './notice-port';
import type { PrivacyStore } from './privacy-port';
import type { PublishedStore } from './published-port';
import type { SkinStore } from './skin-port';
import type { StudioStore } from './studio-port';

export type * from './access-port';
export type * from './conversation-port';
export type * from './deletion-port';
export type * from './device-port';
export type * from './limit-port';
export type * from './mail-port';
export type * from './moderation-port';
export type * from './notice-port';
export type * from './privacy-port';
export type * from './published-port';
export type * from './skin-location';
export type * from './skin-port';
export type * from './studio-port';

/**
 * The whole port, one narrow interface per aggregate: a handler or an adapter that needs one
 * aggregate can ask for just that one.
 */
export type Store = SkinStore &
  StudioStore &
  PublishedStore &
  ConversationStore &
  AccessStore &
  LimitStore &
  MailStore &
  PrivacyStore &
  ModerationStore &
  NoticeStore &
  DeviceStore &
  DeletionStore;
