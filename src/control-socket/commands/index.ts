/**
 * Every area's admin commands. Add one import line per area file; each file calls
 * registerAdminCommand at import time (so the server and the CLI both know the command).
 */
import './channel.js';
import './keys.js';
import './auth.js';
import './invitations.js';
import './memory.js';
import './secrets.js';
