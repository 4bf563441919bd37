import type { Instant } from '../../kernel/types';

/** The devices push notices go to: one document per account, written only by the callables. */
export interface DeviceStore {
  /**
   * Adds the token to the account's devices, or refreshes its `usadoEm`; past MAX_DEVICES_PER_ACCOUNT
   * the device unused the longest is forgotten. Answers how many the account then has.
   */
  registerDevice(uid: string, token: string, at: Instant): Promise<number>;
  /** Removes the token from the account's own devices; false when it held no such token. */
  unregisterDevice(uid: string, token: string): Promise<boolean>;
  /** The tokens of each account that has any (one read per account). */
  devicesOf(uids: readonly string[]): Promise<Map<string, string[]>>;
  /** Forgets tokens the push service answered are no longer valid. */
  forgetDevices(uid: string, tokens: readonly string[]): Promise<void>;
}
