/**
 * Administration for operators (accounts list, closed-beta invitations). Built on the
 * core and sign-in areas (mail); no background work.
 */
import type { CoreServices } from '../core/module.js';
import type { AuthModule } from '../auth/module.js';
import { AdminDirectoryRepository } from '../../persistence/repositories/admin-directory-repository.js';
import { SignupInvitesRepository } from '../../persistence/repositories/signup-invites-repository.js';
import { AdministratorCheck } from './administrator-check.js';
import { InvitationService } from './invitation-service.js';
import { UserDirectoryService } from './user-directory-service.js';

export function createAdminModule(core: CoreServices, auth: AuthModule, clock: () => Date = () => new Date()) {
  const directory = new AdminDirectoryRepository(core.db.knex);
  const administrators = new AdministratorCheck(directory);
  return {
    administrators,
    users: new UserDirectoryService(directory, administrators),
    invitations: new InvitationService({
      knex: core.db.knex,
      store: new SignupInvitesRepository(core.db.knex),
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
