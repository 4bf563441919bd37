/**
 * The few globals the domain uses beyond ECMAScript. Each exists in every runtime the domain runs in
 * (Node 20, the browsers the site targets, jest), so the package needs neither the DOM nor Node's
 * type definitions, and cannot reach for anything else by accident.
 */
declare function structuredClone<T>(value: T): T;
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
/** Only for reporting a malformed document a read skips; never for control flow. */
declare const console: { warn(...data: unknown[]): void };
/**
 * The WHATWG URL parser: to spell an internationalised host name in punycode (domains.ts), and to
 * read a webhook's address as the HTTP client will (webhooks/url-guard.ts).
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly hostname: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly href: string;
  hash: string;
}
/** Web Crypto's generator, for a webhook's secret (webhooks/signing.ts). */
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };
