/** Secrets at rest: re-seal every stored secret under the current key (key rotation, docs/security.md). */
import { registerAdminCommand } from '../registry.js';

registerAdminCommand('secrets.rotate', async (services) => services.auth.secretRotation.resealAll());
