import { useEffect, useMemo, useState } from 'react';
import type { ZxcvbnResult } from '@zxcvbn-ts/core';

/** Spec section 9: strength score at least 3. */
export const MIN_STRENGTH_SCORE = 3;

type Estimate = (password: string, userInputs?: string[]) => ZxcvbnResult;

let loading: Promise<Estimate> | null = null;

/** Loads the strength library and its dictionaries once, only on the pages that ask for it (a separate chunk). */
export function loadStrengthEstimator(): Promise<Estimate> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "password-strength" */ '@zxcvbn-ts/core'),
    import(/* webpackChunkName: "password-strength" */ '@zxcvbn-ts/language-common'),
    import(/* webpackChunkName: "password-strength" */ '@zxcvbn-ts/language-en'),
  ]).then(([core, common, en]) => {
    core.zxcvbnOptions.setOptions({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    });
    return (password, userInputs) => core.zxcvbn(password, userInputs);
  });
  // A failed chunk load may succeed on the next attempt.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export interface PasswordStrength {
  /** False until the library has loaded (the submit stays disabled meanwhile). */
  ready: boolean;
  score: number;
  strong: boolean;
  warning: string;
  suggestions: string[];
}

const EMPTY: PasswordStrength = { ready: false, score: 0, strong: false, warning: '', suggestions: [] };

/** Scores the password as it is typed; `userInputs` (name, email) count as guessable words. */
export function usePasswordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    loadStrengthEstimator().then(
      (fn) => active && setEstimate(() => fn),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, []);

  const inputs = userInputs.filter(Boolean).join('\n');
  return useMemo(() => {
    if (!estimate) return failed ? { ...EMPTY, ready: true } : EMPTY;
    if (!password) return { ...EMPTY, ready: true };
    const result = estimate(password, inputs ? inputs.split('\n') : []);
    return {
      ready: true,
      score: result.score,
      strong: result.score >= MIN_STRENGTH_SCORE,
      warning: result.feedback.warning ?? '',
      suggestions: result.feedback.suggestions,
    };
  }, [estimate, failed, password, inputs]);
}
