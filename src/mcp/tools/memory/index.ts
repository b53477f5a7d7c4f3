/**
 * The memory group: 13 tools. B3 states 13 and names 12; the 13th is memory_update, the one
 * MemoryService operation (partial update, REST PUT /memory/{key}) no other tool reaches
 * (memory_fetch already reads by key).
 */
import type { ToolDefinition } from '../types.js';
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
import { memoryUpdate } from './memory_update.js';

export const memoryTools: ToolDefinition[] = [
  memoryStore, memoryRecall, memorySearch, memoryList, memoryDelete, memoryFeedback, memoryFetch,
  memorySearchIds, memoryStats, memoryGetRelated, memoryGetUserPattern, memoryRecordInteraction, memoryUpdate,
];
