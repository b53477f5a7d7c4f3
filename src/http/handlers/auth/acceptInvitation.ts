import type { RegistrationCredentialInput } from '../../../domain/auth/passkeys/credentials.js';
import type { OperationHandler } from '../../handler-types.js';
import { sessionCookieOf, signedInAnswer } from './cookies.js';

/** POST /api/v1/auth/invitation/accept: creates the invitee's account and signs it in (201, session cookie). */
const acceptInvitation: OperationHandler<'acceptInvitation'> = async (c) => {
  const { body, services, clientIp, requestId, koa } = c;
  const signedIn = await services.auth.invitations.join({
    invite: body.invite,
    email: body.email,
    name: body.name,
    password: body.password,
    passkey: body.passkey && { credential: body.passkey.credential as RegistrationCredentialInput, name: body.passkey.name },
    acceptedTerms: body.accepted_terms,
    remember: body.remember ?? false,
    clientIp,
    currentCookie: sessionCookieOf(koa),
    requestId,
  });
  return signedInAnswer(c, signedIn, 201);
};

export default acceptInvitation;
