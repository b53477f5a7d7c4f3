import { userPatternHandler } from './interaction.js';

/** GET /api/v1/graph/users/{user_id}/pattern: same as getUserPattern (resource path). */
export default userPatternHandler;
