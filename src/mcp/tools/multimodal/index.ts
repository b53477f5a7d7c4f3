/**
 * Multimodal group: index local files and folders or addresses (images, audio, video,
 * documents) as memories of what can be understood offline, and search them.
 */
import type { ToolDefinition } from '../types.js';
import { multimodalIndex } from './multimodal_index.js';
import { multimodalSearch } from './multimodal_search.js';

export const multimodalTools: ToolDefinition[] = [multimodalIndex, multimodalSearch];
