import { useCallback, useEffect, useState } from 'react';
import { getCaptcha } from '../../../api/accounts';
import type { Captcha } from '../../../api/types';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/form';
import { toApiError } from '../../../api/errors';

export interface CaptchaProps {
  /** The response token once answered, null while unanswered. */
  onChange: (responseToken: string | null) => void;
  /** Changes when a new challenge is needed (after a refused signup). */
  resetKey: number;
  error?: string;
}

/** The sandbox's built-in challenge: the answer travels as `token.answer` and the sandbox verifies it. */
export function SandboxCaptcha({ onChange, resetKey, error }: CaptchaProps) {
  const [challenge, setChallenge] = useState<Captcha | null>(null);
  const [loadError, setLoadError] = useState('');
  const [answer, setAnswer] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // The challenge is throw-away widget state, like reCAPTCHA's own, so it stays out of the store.
    const controller = new AbortController();
    setChallenge(null);
    setAnswer('');
    setLoadError('');
    onChange(null);
    getCaptcha(undefined, { signal: controller.signal }).then(setChallenge, (thrown: unknown) => {
      if (!controller.signal.aborted) setLoadError(toApiError(thrown).message);
    });
    return () => controller.abort();
  }, [resetKey, attempt, onChange]);

  const answerChanged = useCallback(
    (value: string) => {
      setAnswer(value);
      const trimmed = value.trim();
      onChange(challenge && trimmed ? `${challenge.token}.${trimmed}` : null);
    },
    [challenge, onChange],
  );

  if (loadError) {
    return (
      <div role="alert">
        {loadError}{' '}
        <Button $variant="link" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <TextField
      name="captcha"
      label={challenge ? `Security question: ${challenge.question}` : 'Security question: loading'}
      inputMode="numeric"
      autoComplete="off"
      value={answer}
      disabled={!challenge}
      error={error}
      onChange={(event) => answerChanged(event.target.value)}
    />
  );
}
