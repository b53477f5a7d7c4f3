import type { OperationHandler } from '../../handler-types.js';

/** GET /api/v1/auth/config: what the sign-in page needs to render itself. */
const getAuthConfig: OperationHandler<'getAuthConfig'> = async ({ services }) => {
  const auth = services.config.auth;
  return {
    status: 200,
    body: {
      password_login_enabled: true,
      mfa_supported: true,
      providers: services.auth.providers.enabled(),
      terms_version: auth.termsVersion || null,
      invite_required: auth.inviteRequired,
      password_policy: { min_length: services.auth.passwordPolicy.minLength, max_length: services.auth.passwordPolicy.maxLength },
    },
  };
};

export default getAuthConfig;
