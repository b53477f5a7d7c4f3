import type { OperationHandler } from '../../handler-types.js';
import type { SchemaPasskeyRegistrationOptionsResponse } from '../../../../generated/api-types.js';

/** POST /api/v1/auth/invitation/passkey-options: options for the invitee's first passkey. */
const startInvitationPasskey: OperationHandler<'startInvitationPasskey'> = async ({ body, services, clientIp }) => {
  const started = await services.auth.invitations.passkeyOptions(body.invite, body.email, clientIp);
  return { status: 200, headers: { 'Cache-Control': 'no-store' }, body: { options: started.options as unknown as SchemaPasskeyRegistrationOptionsResponse['options'], expires_at: started.expiresAt.toISOString() } };
};

export default startInvitationPasskey;
