import { Model } from 'objection';

/** An API key: only the sha256 of the key is stored. */
export class ApiKeyModel extends Model {
  static override tableName = 'api_keys';
  id!: string;
  name!: string;
  key_hash!: string;
  display_prefix!: string;
  account_id!: string | null;
  context_id!: string;
  user_id!: string;
  created_at!: string;
  last_used_at!: string | null;
  revoked_at!: string | null;
}
