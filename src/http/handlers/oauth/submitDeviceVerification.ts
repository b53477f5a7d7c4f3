import type { OperationHandler } from '../../handler-types.js';
import { DeviceCodeError } from '../../../domain/oauth/device-service.js';
import { countWrongCode, entryPage, outcomePage, TOO_MANY_WRONG_CODES, tooManyWrongCodes } from './device-pages.js';
import { errorPage, sessionOf } from './pages.js';
import { sendOAuthNotice } from '../../../domain/oauth/notices.js';

/** POST /oauth/device: approve or deny the device named by user_code. */
const submitDeviceVerification: OperationHandler<'submitDeviceVerification'> = async (c) => {
  const session = sessionOf(c);
  if (!session) return errorPage(403, 'Sign in first.', { href: '/login?return_to=%2Foauth%2Fdevice', label: 'Sign in' });
  const form = c.body;
  if (!c.services.oauth.csrf.verify(session.sessionId, 'device', form.csrf_token)) {
    return errorPage(403, 'The form has expired or did not come from this site. Enter the code again.', { href: '/oauth/device', label: 'Enter the code again' });
  }
  if (await tooManyWrongCodes(c, session)) return entryPage(c, session, { error: TOO_MANY_WRONG_CODES, typed: form.user_code });
  const approve = (form.action ?? 'approve') === 'approve';
  try {
    const { device, notice } = await c.services.oauth.devices.decide(form.user_code, session.accountId, approve);
    sendOAuthNotice(c.services.auth, notice);
    return outcomePage(c, session, device, approve);
  } catch (err) {
    if (!(err instanceof DeviceCodeError)) throw err;
    // Expired or already decided since the confirmation page was shown: start again from the code.
    await countWrongCode(c, session);
    return entryPage(c, session, { error: `${err.message} Check the code on your device and try again.`, typed: form.user_code });
  }
};
export default submitDeviceVerification;
