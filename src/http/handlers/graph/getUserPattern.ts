import { userPatternHandler } from './interaction.js';

/** GET /api/v1/graph/pattern/{user_id}: totals, topic/platform counts, daily trajectory. */
export default userPatternHandler;
