/** The device code store: RFC 8628 device authorization requests (device and user codes as sha256 hex). */

export type DeviceCodeStatus = 'pending' | 'approved' | 'denied' | 'consumed';

export interface OAuthDeviceCodeRow {
  id: string;
  device_code_hash: string;
  user_code_hash: string;
  client_id: string;
  scope: string;
  /** Resources the tokens are for, space-separated (null on older rows: the MCP endpoint). */
  resource: string | null;
  status: DeviceCodeStatus;
  /** The account that approved or denied; null while pending. */
  account_id: string | null;
  interval_seconds: number;
  last_polled_at: Date | null;
  expires_at: Date;
  created_at: Date;
}

/** Lookups return requests whatever their status or expiry: the device flow decides what they mean. */
export interface OAuthDeviceCodeStore {
  /** Stores a request; rejects when its device or user code hash is already stored (unique violation). */
  insert(row: OAuthDeviceCodeRow): Promise<void>;
  /** The request with this device code hash, or null. */
  findByDeviceCode(hash: string): Promise<OAuthDeviceCodeRow | null>;
  /** The request with this user code hash, or null. */
  findByUserCode(hash: string): Promise<OAuthDeviceCodeRow | null>;
  /** Records a poll at `now` and the interval the device must keep from now on; an unknown id changes nothing. */
  recordPoll(id: string, now: Date, intervalSeconds: number): Promise<void>;
  /**
   * Moves a request from status `from` to `to` (recording `accountId` when given); false
   * when it was no longer in `from` or does not exist. Atomic: of two concurrent moves out
   * of one status exactly one gets true.
   */
  transition(id: string, from: DeviceCodeStatus, to: DeviceCodeStatus, accountId?: string): Promise<boolean>;
}
