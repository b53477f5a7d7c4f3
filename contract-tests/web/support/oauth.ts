/**
 * The client side of OAuth as an MCP client (Claude, Cursor, VS Code) does it: discovery
 * from /mcp's protected-resource metadata, dynamic registration, PKCE, the token
 * endpoint, the device flow, and MCP calls with the access token.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { testTime } from '../../../src/testing/time-budget.js';

export const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

export interface AuthServerMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  registration_endpoint: string;
  device_authorization_endpoint: string;
  scopes_supported: string[];
  code_challenge_methods_supported: string[];
}

export interface Discovery {
  /** The protected resource (`<base>/mcp`), sent as `resource`. */
  resource: string;
  metadata: AuthServerMetadata;
}

async function json(res: Response): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${res.url} answered ${res.status} without JSON: ${text.slice(0, 300)}`);
  }
}

/** RFC 9728 then RFC 8414 discovery, starting from the MCP endpoint. */
export async function discover(baseUrl: string): Promise<Discovery> {
  const resourceMeta = await json(await fetch(`${baseUrl}/.well-known/oauth-protected-resource/mcp`));
  const issuer = resourceMeta.authorization_servers[0] as string;
  const metadata = (await json(await fetch(`${issuer}/.well-known/oauth-authorization-server`))) as AuthServerMetadata;
  return { resource: resourceMeta.resource, metadata };
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export async function postForm(url: string, form: Record<string, string>) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: new URLSearchParams(form).toString(), redirect: 'manual' });
  return { status: res.status, headers: res.headers, json: await json(res) };
}

/** RFC 7591 registration of a public client; returns the client id. */
export async function registerPublicClient(metadata: AuthServerMetadata, body: Record<string, unknown>): Promise<string> {
  const res = await fetch(metadata.registration_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ token_endpoint_auth_method: 'none', ...body }),
  });
  const reg = await json(res);
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(reg)}`);
  return reg.client_id as string;
}

export interface DevicePollResult {
  status: number;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Every `error` answered before the final one (authorization_pending, slow_down). */
  waited: string[];
}

/**
 * Polls the token endpoint with the device code as RFC 8628 §3.5 asks: every `interval`
 * seconds, 5 s more after slow_down, until something other than authorization_pending.
 */
export async function pollDeviceToken(metadata: AuthServerMetadata, clientId: string, deviceCode: string, intervalSeconds: number, timeoutMs = testTime(60_000)): Promise<DevicePollResult> {
  const deadline = Date.now() + timeoutMs;
  const waited: string[] = [];
  let interval = intervalSeconds;
  for (;;) {
    const res = await postForm(metadata.token_endpoint, { grant_type: DEVICE_GRANT, device_code: deviceCode, client_id: clientId });
    const error = res.status === 400 ? (res.json.error as string) : undefined;
    if (error !== 'authorization_pending' && error !== 'slow_down') return { ...res, waited };
    waited.push(error);
    if (error === 'slow_down') interval += 5;
    if (Date.now() + interval * 1000 > deadline) throw new Error(`no token within ${timeoutMs} ms (${waited.join(', ')})`);
    await new Promise((r) => setTimeout(r, interval * 1000));
  }
}

/** Connects to `<base>/mcp` with the token (initialize), lists the tools and disconnects. */
export async function mcpToolNames(resource: string, accessToken: string): Promise<string[]> {
  const client = new Client({ name: 'web-e2e-client', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(resource), { requestInit: { headers: { Authorization: `Bearer ${accessToken}` } } });
  await client.connect(transport);
  try {
    return (await client.listTools()).tools.map((t) => t.name);
  } finally {
    await client.close();
  }
}
