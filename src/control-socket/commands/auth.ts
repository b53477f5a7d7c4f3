/** Sign-in area admin commands: create administrators, read the mail outbox. */
import { AppError } from '../../domain/errors/app-error.js';
import { registerAdminCommand } from '../registry.js';

export interface CreatedAdmin {
  id: string;
  login_id: string;
  email: string | null;
  is_initial_admin: boolean;
}

registerAdminCommand('admin.create', async (services, args): Promise<CreatedAdmin> => {
  const loginId = typeof args.loginId === 'string' ? args.loginId : '';
  const email = typeof args.email === 'string' && args.email ? args.email : undefined;
  const password = typeof args.password === 'string' ? args.password : '';
  const created = await services.auth.admin.create({ loginId, email, password });
  return { id: created.id, login_id: created.loginId, email: created.email, is_initial_admin: created.isInitialAdmin };
});

registerAdminCommand('mail.list', async (services, args) => {
  const limit = typeof args.limit === 'number' ? Math.max(1, Math.min(1000, Math.floor(args.limit))) : 50;
  return services.auth.mailOutbox.list(limit);
});

registerAdminCommand('mail.show', async (services, args) => {
  const id = typeof args.id === 'string' ? args.id : '';
  const row = await services.auth.mailOutbox.find(id);
  if (!row) throw new AppError('REQUEST-007', { message: `No message with id "${id}" (or the prefix is ambiguous)` });
  return row;
});
