import { Model } from 'objection';

/** A container of memories (see src/domain/core/contexts.ts for the access rules). */
export class ContextModel extends Model {
  static override tableName = 'contexts';
  id!: string;
  kind!: 'private' | 'workspace' | 'local';
  owner_account_id!: string | null;
  workspace_id!: string | null;
  name!: string;
  created_at!: string;
}

export class WorkspaceMemberModel extends Model {
  static override tableName = 'workspace_members';
  static override idColumn = ['workspace_id', 'account_id'];
  workspace_id!: string;
  account_id!: string;
  role!: 'owner' | 'admin' | 'member' | 'viewer';
}
