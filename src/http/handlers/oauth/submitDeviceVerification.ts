import type { OperationHandler } from '../../handler-types.js';
import { DeviceCodeError } from '../../../domain/oauth/device-service.js';
import { errorPage, escapeHtml, htmlPage, sessionOf } from './pages.js';

/** Wrong codes a browser session may enter per minute (user codes have ~35 bits). */
const WRONG_CODES_PER_MINUTE = 5;

/** POST /oauth/device: approve or deny the device named by user_code. */
const submitDeviceVerification: OperationHandler = async (c) => {
  const session = sessionOf(c);
  if (!session) return errorPage(403, 'Sign in first.');
  const form = (c.body ?? {}) as { user_code: string; action?: string; csrf_token?: string };
  if (!c.services.oauth.csrf.verify(session.sessionId, 'device', form.csrf_token)) {
    return errorPage(403, 'The form has expired or did not come from this site. Go back and try again.');
  }
  const approve = (form.action ?? 'approve') === 'approve';
  try {
    const { device, notice } = await c.services.oauth.devices.decide(form.user_code, session.accountId, approve);
    c.services.oauth.notices.send(c.services.auth, notice);
    return approve
      ? htmlPage(200, 'Device connected', `<p><strong>${escapeHtml(device.client.client_name)}</strong> is now connected. You can return to your device.</p>`)
      : htmlPage(200, 'Request denied', `<p>The device was not given access.</p>`);
  } catch (err) {
    if (!(err instanceof DeviceCodeError)) throw err;
    if (c.services.oauth.rateLimits.deviceCodeGuesses.hit(session.sessionId, WRONG_CODES_PER_MINUTE)) {
      return errorPage(400, 'Too many wrong codes. Wait a minute and try again.');
    }
    return errorPage(400, err.message);
  }
};
export default submitDeviceVerification;
