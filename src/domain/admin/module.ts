/**
 * Administration for operators (accounts list, closed-beta invitations). Built on the
 * core and sign-in areas (mail); no background work. `stores` are the persistence layer's
 * createAdminStores (wired in src/services.ts).
 */
import type { CoreServices } from '../core/module.js';
import type { AuthModule } from '../auth/module.js';
import { AdministratorCheck } from './administrator-check.js';
import { InvitationService } from './invitation-service.js';
import type { AdminStores } from './ports.js';
import { UserDirectoryService } from './user-directory-service.js';

export function createAdminModule(core: CoreServices, auth: AuthModule, stores: AdminStores, clock: () => Date = () => new Date()) {
  const administrators = new AdministratorCheck(stores.directory);
  return {
    administrators,
    users: new UserDirectoryService(stores.directory, administrators),
    invitations: new InvitationService({
      stores,
      administrators,
      audit: core.audit,
      mail: auth.mail,
      // Read when used: with PORT=0 the default PUBLIC_URL is known only once the server listens.
      get publicUrl() {
        return core.config.server.publicUrl;
      },
      logger: core.logger,
      now: clock,
    }),
  };
}

export type AdminModule = ReturnType<typeof createAdminModule>;
