/**
 * The outbound fetcher: every request that leaves the machine for a tool goes through here.
 * Per fetch: one deadline (WEB_FETCH_TIMEOUT_MS) over every hop and retry; per hop: http or
 * https only, the address guard (IP literals checked before connecting, names checked on the
 * resolved address at connect time by guardedLookup), a byte cap; redirects followed up to
 * the limit with each hop checked again; GETs answered 429 or 5xx tried again with backoff,
 * honouring Retry-After when it fits in the deadline.
 */
import type { FetcherConfig } from '../../config/web.js';
import { AppError } from '../../domain/errors/app-error.js';
import { allowEntryFor, forbiddenRange, hostAllowed, isIpLiteral, stripBrackets } from '../../domain/net/address-policy.js';
import { BlockedAddressError, guardedLookup, systemResolver, type HostResolver } from './guarded-lookup.js';
import { isOwnAddress, OWN_LISTENER_RANGE, type OwnListener } from '../../domain/net/own-listener.js';
import { BodyTooLargeError, exchange, type ExchangeResponse } from './http-exchange.js';
import type { OutboundFetcher, OutboundRequest, OutboundResponse } from '../../domain/net/outbound.js';
import { backoffMs, isRetryableStatus, retryAfterMs } from '../../domain/net/retry-policy.js';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface HttpFetcherOptions {
  /** Replaces DNS (tests point names at loopback with it). */
  resolver?: HostResolver;
  /**
   * This server's own listening address (read at each fetch: PORT=0 is known only once
   * listening). Allow-list entries without a port do not reach it (own-listener.ts).
   */
  ownListener?: () => OwnListener;
}

class DeadlineReached extends Error {}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function parseTarget(raw: string, who: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('WEB-008', { message: `${JSON.stringify(raw)} is not an absolute URL; give a full http:// or https:// address` });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError('WEB-008', { message: `${who} gave a ${url.protocol.replace(':', '')} address; only http and https addresses can be fetched` });
  }
  return url;
}

function mediaTypeOf(headers: Record<string, string>): { mediaType: string; charset?: string } {
  const [type = '', ...params] = (headers['content-type'] ?? '').split(';');
  const charset = params.map((p) => p.trim().match(/^charset="?([^";]+)"?$/i)?.[1]).find(Boolean);
  return { mediaType: type.trim().toLowerCase(), charset };
}

export function createHttpFetcher(config: FetcherConfig, options: HttpFetcherOptions = {}): OutboundFetcher {
  const resolver = options.resolver ?? systemResolver;
  const lookup = guardedLookup(resolver);
  const systemLookup = options.resolver ? guardedLookupWithoutGuard(options.resolver) : undefined;

  /**
   * One hop to `url`, with the address rules applied: allow-listed hosts skip the guard, except
   * that an entry without a port does not reach this server's own listening address.
   */
  async function hop(url: URL, request: OutboundRequest, method: string, headers: Record<string, string>, body: string | undefined, signal: AbortSignal): Promise<ExchangeResponse> {
    const host = stripBrackets(url.hostname);
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    const trusted = hostAllowed(host, request.trustedHosts ?? []);
    const entry = trusted ? null : allowEntryFor(host, config.allowHosts, port);
    const own = options.ownListener?.();
    const guardOwn = own !== undefined && entry !== null && entry.port === undefined && port === own.port;
    const allowed = trusted || entry !== null;
    if (isIpLiteral(host)) {
      const range = !allowed ? forbiddenRange(host) : guardOwn && isOwnAddress(host, own) ? OWN_LISTENER_RANGE : null;
      if (range) throw blocked(url, host, range);
    }
    const chosen = guardOwn ? guardedLookup(resolver, (address) => (isOwnAddress(address, own) ? OWN_LISTENER_RANGE : null)) : allowed ? systemLookup : lookup;
    return exchange({ url, method, headers, body, lookup: chosen, maxBytes: Math.min(request.maxBytes ?? config.maxBytes, config.maxBytes), signal });
  }

  function blocked(url: URL, address: string, range: string): AppError {
    const via = stripBrackets(url.hostname) === address ? '' : ` (it resolves to ${address})`;
    const message = range === OWN_LISTENER_RANGE
      ? `${url.host}${via} is this server's own listening address, which an allow-list entry without a port does not open; the operator may list it with its port (host:port) in WEB_FETCH_ALLOW_HOSTS`
      : `${url.host}${via} is a ${range} address, which this server does not fetch; only public addresses are reachable unless the operator lists the host in WEB_FETCH_ALLOW_HOSTS`;
    return new AppError('WEB-002', { message, details: { host: url.hostname, range } });
  }

  async function fetchWithin(request: OutboundRequest, signal: AbortSignal, deadline: number): Promise<OutboundResponse> {
    const who = request.provider ?? 'the caller';
    let url = parseTarget(request.url, who);
    let method = request.method ?? 'GET';
    let body = request.body;
    let headers: Record<string, string> = { 'user-agent': config.userAgent, 'accept-encoding': 'gzip, deflate, br', ...lowerKeys(request.headers ?? {}) };
    let redirects = 0;
    let attempt = 0;
    for (;;) {
      let response: ExchangeResponse;
      try {
        response = await hop(url, request, method, headers, body, signal);
      } catch (error) {
        if (error instanceof BlockedAddressError) throw blocked(url, error.address, error.range);
        throw error;
      }
      const location = response.headers.location;
      if (REDIRECTS.has(response.status) && location) {
        if (redirects >= config.maxRedirects) {
          throw new AppError('WEB-006', { message: `${request.url} redirected more than ${config.maxRedirects} times (WEB_FETCH_MAX_REDIRECTS); open the final address directly if you know it` });
        }
        redirects++;
        const next = parseTarget(new URL(location, url).toString(), `a redirect from ${url.host}`);
        // Credentials meant for one origin never follow a redirect to another.
        if (next.origin !== url.origin) headers = withoutCredentials(headers);
        if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
        }
        url = next;
        continue;
      }
      const retryable = method === 'GET' && isRetryableStatus(response.status) && attempt < config.retries;
      if (retryable) {
        const wait = retryAfterMs(response.headers['retry-after']) ?? backoffMs(attempt);
        if (Date.now() + wait < deadline) {
          attempt++;
          await sleep(wait, signal);
          continue;
        }
      }
      return { url: url.toString(), status: response.status, headers: response.headers, body: response.body, ...mediaTypeOf(response.headers) };
    }
  }

  return {
    async fetch(request) {
      const controller = new AbortController();
      const timeoutMs = request.timeoutMs ?? config.timeoutMs;
      const deadline = Date.now() + timeoutMs;
      const timer = setTimeout(() => controller.abort(new DeadlineReached()), timeoutMs);
      const onCallerAbort = () => controller.abort(request.signal!.reason);
      if (request.signal?.aborted) onCallerAbort();
      request.signal?.addEventListener('abort', onCallerAbort, { once: true });
      try {
        return await fetchWithin(request, controller.signal, deadline);
      } catch (error) {
        throw translate(error, request, controller.signal, config);
      } finally {
        clearTimeout(timer);
        request.signal?.removeEventListener('abort', onCallerAbort);
      }
    },
  };
}

/** For allow-listed hosts: the injected resolver without the address check (tests' names still resolve). */
function guardedLookupWithoutGuard(resolver: HostResolver): import('node:net').LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname).then(
      (all) => (options.all ? (callback as unknown as (e: null, a: unknown) => void)(null, all) : callback(null, all[0]!.address, all[0]!.family)),
      (err: NodeJS.ErrnoException) => callback(err, '', 4),
    );
  };
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  const { authorization: _a, cookie: _c, 'x-subscription-token': _t, ...rest } = headers;
  return rest;
}

/** Every failure becomes a catalogued error with a sentence saying what happened and what to try. */
function translate(error: unknown, request: OutboundRequest, signal: AbortSignal, config: FetcherConfig): unknown {
  const who = request.provider ?? new URL(request.url).host;
  if (signal.aborted && signal.reason instanceof DeadlineReached) {
    const setting = request.timeoutMs === undefined ? `${config.timeoutMs} ms (WEB_FETCH_TIMEOUT_MS)` : `${request.timeoutMs} ms`;
    return new AppError('WEB-004', { message: `${who} did not answer within ${setting}; try again later or ask for less` });
  }
  if (signal.aborted) return signal.reason; // the caller cancelled (or the tool call timed out): its own error
  if (error instanceof AppError) return error;
  if (error instanceof BodyTooLargeError) {
    return new AppError('WEB-005', { message: `${who} sent more than ${error.maxBytes} bytes (WEB_FETCH_MAX_BYTES); ask for something smaller` });
  }
  const code = (error as NodeJS.ErrnoException).code;
  const reason = code === 'ENOTFOUND' || code === 'EAI_AGAIN' ? 'its host name does not resolve'
    : code === 'ECONNREFUSED' ? 'the connection was refused'
    : code === 'ECONNRESET' ? 'the connection was reset'
    : code?.startsWith('ERR_TLS') || code?.includes('CERT') ? 'its TLS certificate was not accepted'
    : 'the connection failed';
  return new AppError('WEB-007', { message: `${who} could not be reached: ${reason}${code ? ` (${code})` : ''}; check the address and try again`, cause: error });
}
