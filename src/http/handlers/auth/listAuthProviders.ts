import type { OperationHandler } from '../../handler-types.js';

/** GET /api/v1/auth/providers: providers named in AUTH_PROVIDERS that have credentials. */
const listAuthProviders: OperationHandler<'listAuthProviders'> = async ({ services }) => ({
  status: 200,
  body: { providers: services.auth.providers.enabled() },
});

export default listAuthProviders;
