import { config } from '../../../config';
import { RecaptchaWidget } from './RecaptchaWidget';
import { SandboxCaptcha, type CaptchaProps } from './SandboxCaptcha';

/** reCAPTCHA when a site key is configured, otherwise the sandbox's own challenge. */
export function Captcha(props: CaptchaProps) {
  return config.recaptchaSiteKey ? <RecaptchaWidget siteKey={config.recaptchaSiteKey} {...props} /> : <SandboxCaptcha {...props} />;
}
