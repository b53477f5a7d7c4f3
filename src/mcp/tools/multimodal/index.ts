/** Multimodal group: 2 tools indexing and searching images, audio and video by content. */
import { planned } from '../define.js';
import { readOnly, type ToolDefinition } from '../types.js';

export const multimodalTools: ToolDefinition[] = [
  planned('multimodal', 'multimodal_index', 'Index media', 'Add an image, audio or video (by URL) to the user\'s searchable media memory, with an optional caption.', { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true }),
  planned('multimodal', 'multimodal_search', 'Search media', 'Search the user\'s indexed images, audio and video by a text description of their content.', readOnly),
];
