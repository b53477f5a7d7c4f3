import { recordInteractionHandler } from './interaction.js';

/** POST /api/v1/graph/interaction: record an AI-user exchange as graph nodes and edges. */
export default recordInteractionHandler;
