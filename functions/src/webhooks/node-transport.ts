/**
 * The webhook worker's network on Node: `dns.promises.lookup` for every address a host has, and an
 * HTTP(S) request that connects to the one address the domain checked (its `lookup` answers only
 * that address), so the name cannot be resolved again to somewhere else between the check and the
 * connection (DNS rebinding). TLS still verifies the certificate for the host name. Redirects are
 * answers, never followed; an answer's body is read up to a few kilobytes.
 */
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { WebhookRequest, WebhookTransport } from '@lab/domain/handlers';

/** More than the 500 characters kept: enough to cut a long answer in the middle of a character safely. */
const BODY_READ_LIMIT = 4096;

/** A lookup that answers only the address already checked, whatever the name. */
function pinnedTo(address: string): LookupFunction {
  const family = isIP(address) === 6 ? 6 : 4;
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function readSome(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      body += chunk;
      if (body.length >= BODY_READ_LIMIT) response.destroy();
    });
    response.on('close', () => resolve(body.slice(0, BODY_READ_LIMIT)));
    response.on('error', () => resolve(body));
  });
}

function post({ url, address, headers, body, timeoutMs }: WebhookRequest): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
        lookup: pinnedTo(address),
        timeout: timeoutMs,
      },
      (response) => {
        void readSome(response).then((text) => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    // The whole attempt, connection and answer, within the bound: a slow receiver is a failed attempt.
    const timer = setTimeout(() => req.destroy(new Error(`o receptor não respondeu em ${timeoutMs / 1000} s`)), timeoutMs);
    req.on('timeout', () => req.destroy(new Error(`o receptor não respondeu em ${timeoutMs / 1000} s`)));
    req.on('error', (error) => reject(error));
    req.on('close', () => clearTimeout(timer));
    req.end(body);
  });
}

export function createNodeTransport(): WebhookTransport {
  return {
    resolve: async (host) => {
      const bare = host.replace(/^\[|\]$/g, '');
      if (isIP(bare)) return [bare];
      return (await lookup(bare, { all: true, verbatim: true })).map((found) => found.address);
    },
    post,
  };
}
