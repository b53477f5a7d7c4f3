import type { RegistrationCredentialInput } from '../../../domain/auth/passkeys/credentials.js';
import type { OperationHandler } from '../../handler-types.js';
import { sessionCookieOf, signedInAnswer } from './cookies.js';

/** POST /api/v1/auth/invitation/accept: creates the invitee's account and signs it in (201, session cookie). */
const acceptInvitation: OperationHandler<'acceptInvitation'> = async (c) => {
  const { body, services, clientIp, requestId, koa } = c;
  // Exactly one of the two (InvitationAcceptRequest is a oneOf of the password and the passkey body).
  const password = 'password' in body ? body.password : undefined;
  const passkey = 'passkey' in body ? body.passkey : undefined;
  const signedIn = await services.auth.invitations.join({
    invite: body.invite,
    email: body.email,
    name: body.name,
    password,
    passkey: passkey && { credential: passkey.credential as RegistrationCredentialInput, name: passkey.name },
    acceptedTerms: body.accepted_terms,
    remember: body.remember ?? false,
    clientIp,
    currentCookie: sessionCookieOf(koa),
    requestId,
  });
  return signedInAnswer(c, signedIn, 201);
};

export default acceptInvitation;
