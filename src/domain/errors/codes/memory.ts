/** Memory, recall, search and feedback errors. */
export const memoryErrors = {
  'MEMORY-001': { status: 404, message: 'Memory not found' },
  'MEMORY-002': { status: 403, message: 'No access to this memory context' },
  'MEMORY-003': { status: 403, message: 'This memory context is read-only for the caller' },
  'MEMORY-004': { status: 403, message: 'The access token lacks the scope this operation needs' },
  /** X-Context-ID names a context the caller cannot use; unknown and unreachable ones alike, so ids cannot be probed. */
  'MEMORY-005': { status: 404, message: 'Context not found' },
  /** PUT /api/v1/memory/{key} takes the POST body; a `key` there must equal the path's (a key is never renamed). Answered in the 422 validation shape. */
  'MEMORY-006': { status: 422, message: 'The key in the body differs from the key in the path' },
  /** Erasing a namespace takes the `confirm` value its first call answered, for the same namespace and caller, within five minutes. */
  'MEMORY-007': { status: 409, message: 'The confirmation is not valid for this namespace or has expired; ask again without confirm to get a new one' },
} as const;
