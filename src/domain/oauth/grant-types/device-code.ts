/**
 * The device authorization grant (RFC 8628 §3.4): the device polls with its device code until
 * the user approves or denies it on the verification page. It brings its own endpoint,
 * /oauth/device/authorize (device-service.ts starts the flow).
 */
import { randomUUID } from 'node:crypto';
import { OAuthProtocolError } from '../../errors/oauth-error.js';

import { formString, type GrantType } from './grant-type.js';
import { sha256Hex } from '../../core/sha256.js';

export const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/** RFC 8628 §3.5: polling faster than the interval answers slow_down and adds this many seconds. */
const SLOW_DOWN_SECONDS = 5;

export const deviceCodeGrant: GrantType = {
  type: DEVICE_GRANT,
  // Only clients that ask for it (and the owner's API) get it: most clients have a browser.
  defaultForNewClients: false,
  requiredParameters: ['device_code', 'client_id'],
  metadata: (publicUrl) => ({ device_authorization_endpoint: `${publicUrl}/oauth/device/authorize` }),
  async exchange({ client, form }, { stores, issue, mcpResource }) {
    const devices = stores.deviceCodes;
    const deviceCode = formString(form, 'device_code');
    if (!deviceCode) throw new OAuthProtocolError('invalid_request', 'device_code is required');
    const row = await devices.findByDeviceCode(sha256Hex(deviceCode));
    const now = new Date();
    if (!row || row.client_id !== client.client_id) throw new OAuthProtocolError('invalid_grant', 'The device code is invalid');
    if (new Date(row.expires_at) <= now) throw new OAuthProtocolError('expired_token', 'The device code has expired; start over');
    if (row.status === 'denied') throw new OAuthProtocolError('access_denied', 'The user denied the request');
    if (row.status === 'consumed') throw new OAuthProtocolError('invalid_grant', 'The device code was already used');
    if (row.status === 'pending') {
      const last = row.last_polled_at ? new Date(row.last_polled_at).getTime() : 0;
      if (last && now.getTime() - last < row.interval_seconds * 1000) {
        const slower = row.interval_seconds + SLOW_DOWN_SECONDS;
        await devices.recordPoll(row.id, now, slower);
        throw new OAuthProtocolError('slow_down', `Polling too fast; wait ${slower} seconds between requests`);
      }
      await devices.recordPoll(row.id, now, row.interval_seconds);
      throw new OAuthProtocolError('authorization_pending', 'The user has not acted yet');
    }
    if (!(await devices.transition(row.id, 'approved', 'consumed'))) throw new OAuthProtocolError('invalid_grant', 'The device code was already used');
    const accountId = row.account_id;
    if (!accountId) throw new Error('An approved device code has no account');
    return stores.transaction((tx) => issue({ client, accountId, scope: row.scope, resource: row.resource ?? mcpResource, familyId: randomUUID(), codeId: null, now }, tx.tokens));
  },
};
