/** Closed-beta invitations from the command line: create one (the link is printed once) and list them. */
import { LOCAL_PRINCIPAL } from '../local-principal.js';
import { registerAdminCommand } from '../registry.js';

registerAdminCommand('invitation.create', async (services, args) => {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return services.admin.invitations.create(LOCAL_PRINCIPAL, {
    email: text(args.email),
    note: text(args.note),
    expiresInDays: typeof args.days === 'number' ? args.days : undefined,
  });
});

registerAdminCommand('invitation.list', async (services) => (await services.admin.invitations.list(LOCAL_PRINCIPAL)).invitations);
