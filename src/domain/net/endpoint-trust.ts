/**
 * A provider endpoint the operator set (SEARXNG_URL, BRAVE_API_URL, ...) may live on a private
 * address, like a SearXNG on 127.0.0.1 or a GitHub Enterprise server on the intranet: its host
 * is trusted for that provider's own requests. A public default gets no such exemption, so a
 * poisoned answer for a public API host still meets the address guard.
 */
export function endpointTrust(url: string, publicDefault?: string): string[] {
  return url === publicDefault ? [] : [new URL(url).hostname];
}
