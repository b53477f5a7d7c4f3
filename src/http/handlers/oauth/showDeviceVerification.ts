import type { OperationHandler } from '../../handler-types.js';
import { DeviceCodeError } from '../../../domain/oauth/device-service.js';
import { confirmPage, countWrongCode, entryPage, TOO_MANY_WRONG_CODES, tooManyWrongCodes } from './device-pages.js';
import { sessionOf, toSignIn } from './pages.js';

/** GET /oauth/device: enter the code from the device, or confirm the one in the link. */
const showDeviceVerification: OperationHandler<'showDeviceVerification'> = async (c) => {
  const session = sessionOf(c);
  if (!session) return toSignIn(c);
  const userCode = typeof c.query.user_code === 'string' ? c.query.user_code.trim() : '';
  if (!userCode) return entryPage(c, session);
  if (await tooManyWrongCodes(c, session)) return entryPage(c, session, { error: TOO_MANY_WRONG_CODES, typed: userCode });
  try {
    const device = await c.services.oauth.devices.pending(userCode);
    return confirmPage(c, session, device, c.services.oauth.csrf.issue(session.sessionId, 'device'));
  } catch (err) {
    if (!(err instanceof DeviceCodeError)) throw err;
    await countWrongCode(c, session);
    return entryPage(c, session, { error: `${err.message} Check the code on your device and try again.`, typed: userCode });
  }
};
export default showDeviceVerification;
