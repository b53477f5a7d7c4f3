/** A stored passkey as the API shows it (never the key material or the credential id). */
import type { PasskeyRecord } from './ports.js';

export interface PasskeyView {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
  transports: string[];
  authenticator_attachment: 'platform' | 'cross-platform' | null;
  aaguid: string | null;
  device_type: 'single_device' | 'multi_device';
  backed_up: boolean;
  clone_suspected: boolean;
}

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
