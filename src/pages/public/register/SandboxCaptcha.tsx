import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/form';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { fetchCaptcha } from '../../../ducks/signup';

export interface CaptchaProps {
  /** The response token once answered, null while unanswered. */
  onChange: (responseToken: string | null) => void;
  /** Changes when a new challenge is needed (after a refused signup). */
  resetKey: number;
  error?: string;
}

/** The sandbox's built-in challenge: the answer travels as `token.answer` and the sandbox verifies it. */
export function SandboxCaptcha({ onChange, resetKey, error }: CaptchaProps) {
  const request = useMemo(() => ({ round: resetKey }), [resetKey]);
  // Through the request machinery: leaving the screen or a session end cancels the read.
  const { view, retry } = useStoredRead(fetchCaptcha, request);
  const challenge = view.status === 'succeeded' ? (view.data ?? null) : null;
  const [answer, setAnswer] = useState('');

  useEffect(() => {
    // A new challenge (or none yet) needs a new answer.
    setAnswer('');
    onChange(null);
  }, [challenge, onChange]);

  const answerChanged = useCallback(
    (value: string) => {
      setAnswer(value);
      const trimmed = value.trim();
      onChange(challenge && trimmed ? `${challenge.token}.${trimmed}` : null);
    },
    [challenge, onChange],
  );

  if (view.status === 'failed') {
    return (
      <div role="alert">
        {view.error?.message}{' '}
        <Button $variant="link" onClick={retry}>
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
