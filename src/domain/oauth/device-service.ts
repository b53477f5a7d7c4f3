/** Device authorization grant (RFC 8628): codes for the device, approval by the signed-in user. */
import { randomUUID } from 'node:crypto';
import type { OauthConfig } from '../../config/oauth.js';
import { OAuthProtocolError } from '../errors/oauth-error.js';
import type { OAuthClientRow, OAuthClientStore, OAuthDeviceCodeStore } from './ports/index.js';
import type { OAuthAuthorizationService } from './authorization-service.js';
import { clientFingerprint, mcpResourceOf } from './authorization-service.js';
import { allKnown, encodeAudience, requestedResources } from './resources.js';
import type { Notice } from './client-service.js';
import { DEVICE_GRANT } from './grant-types/device-code.js';
import { grantableScope, parseScope } from './scopes.js';
import { newSecret, newUserCode, normalizeUserCode, PREFIX } from './secrets.js';
import { sha256Hex } from '../core/sha256.js';

export class DeviceCodeError extends Error {}

export interface PendingDevice {
  id: string;
  client: OAuthClientRow;
  scope: string;
  userCode: string;
}

export interface OAuthDeviceServiceDeps {
  clients: OAuthClientStore;
  deviceCodes: OAuthDeviceCodeStore;
  authorization: OAuthAuthorizationService;
  config: OauthConfig;
}

export class OAuthDeviceService {
  private readonly clients: OAuthClientStore;
  private readonly devices: OAuthDeviceCodeStore;
  private readonly authorization: OAuthAuthorizationService;
  private readonly config: OauthConfig;

  constructor(deps: OAuthDeviceServiceDeps) {
    ({ clients: this.clients, deviceCodes: this.devices, authorization: this.authorization, config: this.config } = deps);
  }

  async start(body: Record<string, unknown>, publicUrl: string) {
    const clientId = typeof body.client_id === 'string' ? body.client_id : '';
    if (!clientId) throw new OAuthProtocolError('invalid_request', 'client_id is required');
    const client = await this.clients.find(clientId);
    if (!client) throw new OAuthProtocolError('invalid_client', 'Unknown client_id');
    if (!client.grant_types.includes(DEVICE_GRANT)) throw new OAuthProtocolError('unauthorized_client', 'This client may not use the device authorization grant');
    if (!parseScope(client.scope).some((s) => s.startsWith('memory:'))) throw new OAuthProtocolError('invalid_scope', 'The client is registered without a memory scope');
    const scope = grantableScope(typeof body.scope === 'string' ? body.scope : null, client.scope);
    if (!scope) throw new OAuthProtocolError('invalid_scope', 'The requested scope cannot be granted to this client');
    // RFC 8707: the device names the resources it wants; without one, the MCP endpoint (what device clients connect to).
    const requested = requestedResources(body.resource);
    if (!allKnown(requested, publicUrl)) throw new OAuthProtocolError('invalid_target', `resource must name ${mcpResourceOf(publicUrl)} or ${publicUrl}`);
    const resource = encodeAudience(requested.length ? requested : [mcpResourceOf(publicUrl)]);
    const deviceCode = newSecret(PREFIX.deviceCode);
    const userCode = newUserCode();
    const now = new Date();
    try {
      await this.devices.insert({
        id: randomUUID(),
        device_code_hash: sha256Hex(deviceCode),
        user_code_hash: sha256Hex(normalizeUserCode(userCode)),
        client_id: client.client_id,
        scope,
        resource,
        status: 'pending',
        account_id: null,
        interval_seconds: this.config.devicePollIntervalSeconds,
        last_polled_at: null,
        expires_at: new Date(now.getTime() + this.config.deviceCodeTtlSeconds * 1000),
        created_at: now,
      });
    } catch {
      throw new OAuthProtocolError('server_error', 'The device authorization could not be stored', 500);
    }
    const verificationUri = `${publicUrl}/oauth/device`;
    return {
      device_code: deviceCode,
      user_code: userCode,
      verification_uri: verificationUri,
      verification_uri_complete: `${verificationUri}?user_code=${encodeURIComponent(userCode)}`,
      expires_in: this.config.deviceCodeTtlSeconds,
      interval: this.config.devicePollIntervalSeconds,
    };
  }

  /** The pending request a user code names; DeviceCodeError when unknown, expired or used. */
  async pending(userCode: string): Promise<PendingDevice> {
    const normalized = normalizeUserCode(userCode);
    const row = normalized.length === 8 ? await this.devices.findByUserCode(sha256Hex(normalized)) : null;
    if (!row || row.status !== 'pending' || new Date(row.expires_at) <= new Date()) {
      throw new DeviceCodeError('This code is unknown, has expired or was already used.');
    }
    const client = await this.clients.find(row.client_id);
    if (!client) throw new DeviceCodeError('This code is unknown, has expired or was already used.');
    return { id: row.id, client, scope: row.scope, userCode: `${normalized.slice(0, 4)}-${normalized.slice(4)}` };
  }

  async decide(userCode: string, accountId: string, approve: boolean): Promise<{ device: PendingDevice; notice: Notice | null }> {
    const device = await this.pending(userCode);
    const moved = await this.devices.transition(device.id, 'pending', approve ? 'approved' : 'denied', accountId);
    if (!moved) throw new DeviceCodeError('This code is unknown, has expired or was already used.');
    const notice = approve
      ? await this.authorization.recordGrant(device.client, accountId, device.scope, clientFingerprint(device.client), new Date())
      : null;
    return { device, notice };
  }
}
