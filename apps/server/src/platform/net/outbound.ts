import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIPv6, type LookupFunction } from 'node:net';
import { addressRange, isLoopbackAddress, isPublicAddress } from './addresses.js';

/**
 * Requests to URLs a client gave (a browser's push endpoint): the one way the server reaches an address it
 * did not configure itself (docs/decisions.md, "Push endpoints"). A client-given URL is only ever https, at a
 * host of the caller's list, and every address its name resolves to is public: never this machine, the
 * private network, the cloud's metadata service (169.254.169.254) or any other internal range. The check is
 * made when the URL is given (a clear 400) and again on every request, by the connection itself: it
 * resolves the name, checks every address and connects only to those, so a name that resolved to a public
 * address at the check and to 127.0.0.1 now (DNS rebinding) reaches nothing. URLs from the configuration
 * (ASSISTANT_URL, GIPHY_API_URL, S3_ENDPOINT) are the operator's and do not go through here.
 */

/** All addresses of a host name (the system's resolver; tests give their own). */
export type HostResolver = (hostname: string) => Promise<string[]>;

export const systemResolver: HostResolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses: LookupAddress[]) =>
      err ? reject(err) : resolve(addresses.map((a) => a.address)),
    ),
  );

/** Where a kind of client-given URL may lead. */
export interface OutboundRule {
  /** Host names the URL's host must be or end in by whole labels (`notify.windows.com` takes `x.notify.windows.com`); 'any': any host. */
  hosts: readonly string[] | 'any';
  /** Tests only: a service on this machine (every address loopback) is accepted, over http too. */
  allowLoopback: boolean;
}

export type OutboundRefusal = 'scheme' | 'host' | 'address' | 'unresolved';

/** A client-given URL the rule refuses; reason says which part. */
export class OutboundRefused extends Error {
  readonly code = 'OUTBOUND_REFUSED';
  constructor(
    readonly reason: OutboundRefusal,
    readonly hostname: string,
  ) {
    super(`Outbound request refused (${reason}): ${hostname}`);
  }
}

export const isOutboundRefused = (e: unknown): e is OutboundRefused =>
  e instanceof OutboundRefused || (e as { code?: unknown } | null)?.code === 'OUTBOUND_REFUSED';

export interface OutboundPost {
  headers: Record<string, string | number>;
  body: Uint8Array;
  timeoutMs: number;
}

export interface Outbound {
  /** Checks a client-given URL as it is given: answers it, or throws OutboundRefused. */
  check(url: string, rule: OutboundRule): Promise<URL>;
  /** POSTs to a client-given URL (checked again, on the connection itself); answers the HTTP status. Never follows a redirect. */
  post(url: string, request: OutboundPost, rule: OutboundRule): Promise<number>;
}

/** The host of a URL without the brackets of an IPv6 literal. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Whether a host name is one of the listed names or under one of them. */
export function hostListed(hostname: string, hosts: OutboundRule['hosts']): boolean {
  if (hosts === 'any') return true;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/** The parts of the rule the URL alone decides, before any name is resolved. */
function checkUrl(raw: string, rule: OutboundRule): { url: URL; hostname: string; literal: boolean } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefused('scheme', '');
  }
  const hostname = hostOf(url);
  if (url.protocol !== 'https:' && !(rule.allowLoopback && url.protocol === 'http:')) {
    throw new OutboundRefused('scheme', hostname);
  }
  const literal = addressRange(hostname) !== null;
  // A name off the list is refused before it is looked up: an attacker's name server learns nothing.
  if (!literal && !rule.allowLoopback && !hostListed(hostname, rule.hosts)) throw new OutboundRefused('host', hostname);
  return { url, hostname, literal };
}

/** The rest of the rule, over the addresses the host has now. */
function judge(url: URL, hostname: string, literal: boolean, addresses: string[], rule: OutboundRule): void {
  if (addresses.length === 0) throw new OutboundRefused('unresolved', hostname);
  if (rule.allowLoopback && addresses.every(isLoopbackAddress)) return;
  if (url.protocol !== 'https:') throw new OutboundRefused('scheme', hostname);
  // An address literal is never on a list of names: only 'any' takes one.
  if (rule.hosts !== 'any' && (literal || !hostListed(hostname, rule.hosts))) {
    throw new OutboundRefused('host', hostname);
  }
  if (!addresses.every(isPublicAddress)) throw new OutboundRefused('address', hostname);
}

export function createOutbound(resolve: HostResolver = systemResolver): Outbound {
  async function addressesOf(hostname: string): Promise<string[]> {
    try {
      return await resolve(hostname);
    } catch {
      throw new OutboundRefused('unresolved', hostname);
    }
  }

  return {
    async check(raw, rule) {
      const { url, hostname, literal } = checkUrl(raw, rule);
      judge(url, hostname, literal, literal ? [hostname] : await addressesOf(hostname), rule);
      return url;
    },

    async post(raw, request, rule) {
      const { url, hostname, literal } = checkUrl(raw, rule);
      if (literal) judge(url, hostname, literal, [hostname], rule);
      // The connection's own lookup: what it connects to is what was checked, at this moment.
      const lookup: LookupFunction = (name, options, callback) => {
        addressesOf(name)
          .then((addresses) => {
            judge(url, hostname, false, addresses, rule);
            const family = options.family === 4 || options.family === 6 ? options.family : 0;
            const entries = addresses
              .map((address) => ({ address, family: isIPv6(address) ? 6 : 4 }))
              .filter((a) => family === 0 || a.family === family);
            if (entries.length === 0) throw new OutboundRefused('unresolved', hostname);
            if (options.all) callback(null, entries);
            else callback(null, entries[0]!.address, entries[0]!.family);
          })
          .catch((err: NodeJS.ErrnoException) => callback(err, '', 0));
      };
      const client = url.protocol === 'https:' ? https : http;
      return new Promise<number>((resolvePost, reject) => {
        const req = client.request(url, {
          method: 'POST',
          headers: request.headers,
          // A fresh connection per request: a pooled socket might have been opened without this lookup.
          agent: false,
          ...(literal ? {} : { lookup }),
          signal: AbortSignal.timeout(request.timeoutMs),
        });
        req.on('response', (res) => {
          res.resume();
          resolvePost(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end(request.body);
      });
    },
  };
}
