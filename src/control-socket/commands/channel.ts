import { registerAdminCommand } from '../registry.js';
import { adminCommandNames } from '../registry.js';

/** `channel.ping`: tells the CLI who answers (and lets tests see the channel is live). */
registerAdminCommand('channel.ping', async (services) => ({
  pid: process.pid,
  store: services.store.kind,
  commands: adminCommandNames(),
}));
