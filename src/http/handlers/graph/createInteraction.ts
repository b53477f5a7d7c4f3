import { recordInteractionHandler } from './interaction.js';

/** POST /api/v1/graph/interactions: same operation as recordInteraction (collection path). */
export default recordInteractionHandler;
