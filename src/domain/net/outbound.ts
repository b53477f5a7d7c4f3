/**
 * The port every tool that reaches the world depends on: one fetch with the platform's rules
 * (address guard, timeout, size cap, redirects, retries, user agent) already applied. The
 * implementation is http-fetcher.ts; tests may hand tools any other implementation.
 */

export interface OutboundRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /** The tool call's signal: cancelling the call stops the fetch at once. */
  signal?: AbortSignal;
  /**
   * Hosts the operator configured as this provider's endpoint (SEARXNG_URL, ...): reachable
   * for this request even on a private address. Never filled from anything a caller sends.
   */
  trustedHosts?: readonly string[];
  /** A lower body cap than WEB_FETCH_MAX_BYTES for this request. */
  maxBytes?: number;
  /**
   * Another deadline than WEB_FETCH_TIMEOUT_MS for this request, set from the operator's own
   * setting (a language model may need longer than a web page); never from a caller's argument.
   */
  timeoutMs?: number;
  /** Who is asked, for messages ("SearXNG", "the page"). */
  provider?: string;
}

export interface OutboundResponse {
  /** Address of the final response, after redirects. */
  url: string;
  status: number;
  /** Lower-case header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** Media type without parameters, lower-case ("" when absent). */
  mediaType: string;
  /** Charset parameter of Content-Type, when given. */
  charset?: string;
  /** The body, decompressed. */
  body: Buffer;
}

export interface OutboundFetcher {
  /**
   * Fetches one resource. Resolves with any final HTTP status (check it with requireOk);
   * rejects with AppError WEB-002 (address refused), WEB-004 (timeout), WEB-005 (too large),
   * WEB-006 (too many redirects), WEB-007 (unreachable) or WEB-008 (not http/https), or with
   * the signal's reason when the caller cancels.
   */
  fetch(request: OutboundRequest): Promise<OutboundResponse>;
}

/** The body as text in its declared charset (UTF-8 when none or unknown). */
export function responseText(response: OutboundResponse): string {
  const charset = response.charset?.toLowerCase();
  try {
    if (charset && charset !== 'utf-8' && charset !== 'utf8') return new TextDecoder(charset).decode(response.body);
  } catch {
    // An unknown charset label: fall back to UTF-8 rather than failing the read.
  }
  return response.body.toString('utf8');
}
