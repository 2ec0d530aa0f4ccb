import * as accounts from '../../api/accounts';
import type { Captcha } from '../../api/types';
import { defineEndpoint } from '../requests/defineEndpoint';
import type { CaptchaRequest } from './types';

/**
 * The sandbox's own signup challenge (without a reCAPTCHA site key). A read of the signup screen: leaving it or a
 * session end cancels it; the widget shows a failure with Try again, so no notice.
 */
export const fetchCaptcha = defineEndpoint<CaptchaRequest, Captcha>('signup/captcha', (_req, ctx) => accounts.getCaptcha(undefined, ctx), {
  strategy: 'latest',
  store: { mode: 'replace' },
  errorNotice: 'silent',
});
