// Outbound links of the published pages, checked in the background for the SEO audit: HEAD first,
// then GET when a server refuses HEAD; each request with a timeout and a polite user agent; at most
// two requests at a time per host and a few in all; each answer kept a day, so an audit reloaded
// all day asks every site once. Broken: 404, 410, any other 4xx or 5xx except 401, 403 and 429
// (which say nothing about the page), or no answer at all. Hosts that resolve to a private,
// loopback or link-local address are never fetched (staff links must not reach the inside of
// the network), unless `allowPrivate` (the tests' local server).

import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export interface OutboundLinkCheckOptions {
  /** LINK_CHECK: off sends nothing (the audit then reports no outbound link). */
  enabled: boolean;
  timeoutMs: number;
  /** How long an answer is kept. */
  keepMs: number;
  perHost: number;
  inAll: number;
  /** Links kept at most (the oldest answers go first). */
  maxLinks: number;
  userAgent: string;
  /** Lets the checker fetch private and loopback addresses (tests against a local server only). */
  allowPrivate: boolean;
}

export const DEFAULT_OUTBOUND_LINK_CHECK: OutboundLinkCheckOptions = {
  enabled: false,
  timeoutMs: 10_000,
  keepMs: 24 * 60 * 60 * 1000,
  perHost: 2,
  inAll: 6,
  maxLinks: 5_000,
  userAgent: 'NorthstarLinkCheck/1.0 (+checks the links of our own pages once a day)',
  allowPrivate: false,
};

export interface OutboundLinkState {
  broken: boolean;
  /** The status, or what went wrong ('timeout', 'refused'...). */
  reason: string;
  checkedAt: number;
}

/** Says nothing about the page: a login wall, a bot wall, a rate limit. */
const INCONCLUSIVE = new Set([401, 403, 429]);

const PRIVATE = new BlockList();
for (const [address, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
  ['0.0.0.0', 8],
] as const)
  PRIVATE.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::', 128],
] as const)
  PRIVATE.addSubnet(address, prefix, 'ipv6');

const isPrivateAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  return PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/** By name, not class: the abort reason is a DOMException, of another realm under some runners. */
const describe = (error: unknown): string => {
  const { name, message, cause } = (error ?? {}) as { name?: string; message?: string; cause?: { code?: string } };
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  return cause?.code ?? (message || 'no answer');
};

export class OutboundLinkChecker {
  private readonly states = new Map<string, OutboundLinkState>();
  private readonly queued = new Set<string>();
  private readonly waiting: string[] = [];
  private readonly busyHosts = new Map<string, number>();
  private running = 0;
  private idleWaiters: Array<() => void> = [];

  constructor(
    readonly options: OutboundLinkCheckOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept answer for `url`, if checked within `keepMs`. */
  stateOf(url: string): OutboundLinkState | undefined {
    const state = this.states.get(url);
    return state && this.now() - state.checkedAt < this.options.keepMs ? state : undefined;
  }

  /** Queues the links without a fresh answer; returns at once (the checks run in the background). */
  check(urls: Iterable<string>): void {
    if (!this.options.enabled) return;
    for (const url of urls) {
      if (this.queued.has(url) || this.stateOf(url)) continue;
      if (this.queued.size >= this.options.maxLinks) break;
      this.queued.add(url);
      this.waiting.push(url);
    }
    this.pump();
  }

  /** Resolves when nothing is queued or under way (tests). */
  idle(): Promise<void> {
    if (this.queued.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private hostOf(url: string): string {
    try {
      return new URL(url).host;
    } catch {
      return '';
    }
  }

  private pump(): void {
    for (let index = 0; index < this.waiting.length && this.running < this.options.inAll;) {
      const url = this.waiting[index];
      const host = this.hostOf(url);
      if ((this.busyHosts.get(host) ?? 0) >= this.options.perHost) {
        index += 1;
        continue;
      }
      this.waiting.splice(index, 1);
      this.running += 1;
      this.busyHosts.set(host, (this.busyHosts.get(host) ?? 0) + 1);
      void this.run(url).finally(() => {
        this.running -= 1;
        this.busyHosts.set(host, (this.busyHosts.get(host) ?? 1) - 1);
        this.queued.delete(url);
        this.pump();
        if (this.queued.size === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
      });
    }
  }

  private async run(url: string): Promise<void> {
    const state = await this.probe(url);
    this.states.delete(url);
    this.states.set(url, { ...state, checkedAt: this.now() });
    // Oldest first out: a Map keeps insertion order.
    while (this.states.size > this.options.maxLinks) this.states.delete(this.states.keys().next().value!);
  }

  private async probe(url: string): Promise<Omit<OutboundLinkState, 'checkedAt'>> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return { broken: true, reason: 'not a valid address' };
    }
    if (!this.options.allowPrivate) {
      const host = parsed.hostname.replace(/^\[|\]$/g, '');
      const addresses = isIP(host)
        ? [host]
        : await lookup(host, { all: true }).then(
            (all) => all.map((one) => one.address),
            () => [],
          );
      if (addresses.length === 0) return { broken: true, reason: 'unknown host' };
      // Never fetched: the answer would tell nothing about the public page, and the request would reach inside.
      if (addresses.some(isPrivateAddress)) return { broken: false, reason: 'private address, not checked' };
    }
    const ask = async (method: 'HEAD' | 'GET') => {
      const response = await fetch(url, {
        method,
        redirect: 'follow',
        headers: { 'user-agent': this.options.userAgent, accept: 'text/html,*/*;q=0.5' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      // The status is all we need: the body is never read.
      await response.body?.cancel().catch(() => undefined);
      return response.status;
    };
    try {
      let status = await ask('HEAD');
      // Some servers refuse or mishandle HEAD: their GET is the truth.
      if (status >= 400 && !INCONCLUSIVE.has(status) && status !== 404 && status !== 410) status = await ask('GET');
      return { broken: status >= 400 && !INCONCLUSIVE.has(status), reason: String(status) };
    } catch (error) {
      return { broken: true, reason: describe(error) };
    }
  }
}
