/**
 * The memory group: the 12 tools B3 names (it states 13). Updating is memory_store's upsert:
 * on an existing key it changes the value and the fields given, which is what a separate
 * update tool would do, so no 13th name is invented.
 */
import type { ToolDefinition } from '../types.js';
import { withContextChoice } from './context-choice.js';
import { memoryStore } from './memory_store.js';
import { memoryRecall } from './memory_recall.js';
import { memorySearch } from './memory_search.js';
import { memoryList } from './memory_list.js';
import { memoryDelete } from './memory_delete.js';
import { memoryFeedback } from './memory_feedback.js';
import { memoryFetch } from './memory_fetch.js';
import { memorySearchIds } from './memory_search_ids.js';
import { memoryStats } from './memory_stats.js';
import { memoryGetRelated } from './memory_get_related.js';
import { memoryGetUserPattern } from './memory_get_user_pattern.js';
import { memoryRecordInteraction } from './memory_record_interaction.js';

/** Each takes `context_id` (context-choice.ts). */
export const memoryTools: ToolDefinition[] = [
  memoryStore, memoryRecall, memorySearch, memoryList, memoryDelete, memoryFeedback, memoryFetch,
  memorySearchIds, memoryStats, memoryGetRelated, memoryGetUserPattern, memoryRecordInteraction,
].map(withContextChoice);
