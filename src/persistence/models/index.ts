/**
 * objection models of the core tables. Models are not bound to one knex instance:
 * callers pass theirs (`Model.query(knex)`), so one process can serve several stores
 * (tests) and transactions pass through unchanged.
 */
export { ContextModel, WorkspaceMemberModel } from './context-model.js';
export { AuditEntryModel } from './audit-entry-model.js';
export { ApiKeyModel } from './api-key-model.js';
