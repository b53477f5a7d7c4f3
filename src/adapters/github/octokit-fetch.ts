/**
 * Octokit's requests go through the outbound fetcher like every other request that leaves the
 * machine: this adapter gives Octokit a fetch-shaped function backed by OutboundFetcher, with
 * the GitHub API host trusted for these calls only when the operator set GITHUB_API_URL (an
 * Enterprise server on the intranet).
 */
import type { OutboundFetcher, OutboundRequest } from '../../domain/net/outbound.js';

type FetchLike = (url: string, init?: { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal | null }) => Promise<Response>;

const NO_BODY = new Set([204, 205, 304]);

export function octokitFetch(fetcher: OutboundFetcher, trustedHosts: string[]): FetchLike {
  return async (url, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase() as NonNullable<OutboundRequest['method']>;
    const response = await fetcher.fetch({
      url,
      method,
      headers: init.headers ?? {},
      body: typeof init.body === 'string' ? init.body : undefined,
      signal: init.signal ?? undefined,
      provider: 'GitHub',
      trustedHosts,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      // Already decompressed by the fetcher: these would describe the bytes on the wire.
      if (name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding') headers.set(name, value);
    }
    return new Response(NO_BODY.has(response.status) ? null : response.body, { status: response.status, headers });
  };
}
