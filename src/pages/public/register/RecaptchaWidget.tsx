import { useEffect, useRef, useState } from 'react';
import type { CaptchaProps } from './SandboxCaptcha';

interface Grecaptcha {
  render(container: HTMLElement, params: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    boxofficeRecaptchaLoaded?: () => void;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?onload=boxofficeRecaptchaLoaded&render=explicit';
let scriptLoading: Promise<Grecaptcha> | null = null;

/** Adds the reCAPTCHA script once; resolves when its explicit-render API is ready. */
function loadRecaptcha(): Promise<Grecaptcha> {
  scriptLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.boxofficeRecaptchaLoaded = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA missing')));
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      scriptLoading = null;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}

/** The real reCAPTCHA widget (used when a site key is configured); its response token is the captcha answer. */
export function RecaptchaWidget({ siteKey, onChange, resetKey, error }: CaptchaProps & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const [failed, setFailed] = useState('');

  useEffect(() => {
    let active = true;
    loadRecaptcha().then(
      (api) => {
        if (!active || !container.current || widget.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => onChange(token),
          'expired-callback': () => onChange(null),
        });
        widget.current = { api, id };
      },
      (thrown: Error) => active && setFailed(thrown.message),
    );
    return () => {
      active = false;
    };
  }, [siteKey, onChange]);

  useEffect(() => {
    // A refused signup spends the token: ask for a new one.
    if (resetKey > 0 && widget.current) {
      widget.current.api.reset(widget.current.id);
      onChange(null);
    }
  }, [resetKey, onChange]);

  return (
    <div>
      <div ref={container} />
      {(failed || error) && <div role="alert">{failed || error}</div>}
    </div>
  );
}
