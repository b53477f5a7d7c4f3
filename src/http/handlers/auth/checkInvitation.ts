import type { OperationHandler } from '../../handler-types.js';

/** POST /api/v1/auth/invitation: what a usable invitation offers (404 AUTH-080 otherwise). */
const checkInvitation: OperationHandler<'checkInvitation'> = async ({ body, services }) => {
  const details = await services.auth.invitations.details(body.invite);
  return { status: 200, headers: { 'Cache-Control': 'no-store' }, body: details };
};

export default checkInvitation;
