/** A stored passkey as the API shows it (never the key material or the credential id). */
import type { SchemaPasskey } from '../../../../generated/api-types.js';
import type { PasskeyRecord } from './ports.js';

/** The contract's Passkey, every property present (null where the authenticator said nothing). */
export type PasskeyView = Required<SchemaPasskey>;

export function passkeyView(p: PasskeyRecord): PasskeyView {
  return {
    id: p.id,
    name: p.name,
    created_at: p.createdAt.toISOString(),
    last_used_at: p.lastUsedAt ? p.lastUsedAt.toISOString() : null,
    transports: p.transports,
    authenticator_attachment: p.attachment === 'platform' || p.attachment === 'cross-platform' ? p.attachment : null,
    aaguid: p.aaguid,
    device_type: p.deviceType,
    backed_up: p.backedUp,
    clone_suspected: p.cloneSuspectedAt !== null,
  };
}
