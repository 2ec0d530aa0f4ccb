import styled from 'styled-components';
import { PUBLIC_PAGES } from '../../../constants/messages';
import type { PasswordStrength } from './usePasswordStrength';

const LEVELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

const Wrap = styled.div`
  margin: -8px 0 16px;
  font-size: 12px;
`;

const Bar = styled.meter`
  width: 100%;
  height: 8px;
`;

const Hints = styled.ul`
  margin: 4px 0 0;
  padding-left: 18px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface StrengthMeterProps {
  id: string;
  strength: PasswordStrength;
  password: string;
}

/** The password strength score with the library's warning and suggestions as hints. */
export function StrengthMeter({ id, strength, password }: StrengthMeterProps) {
  if (!strength.ready) return <Wrap id={id}>{PUBLIC_PAGES.strengthChecking}</Wrap>;
  if (!password) return null;
  const hints = [strength.warning, ...strength.suggestions].filter(Boolean);
  return (
    <Wrap id={id} aria-live="polite">
      <Bar min={0} max={4} low={2} high={3} optimum={4} value={strength.score} aria-label={`Password strength: ${LEVELS[strength.score]}`} />
      <div>
        {`Password strength: ${LEVELS[strength.score]}. `}
        {strength.strong ? PUBLIC_PAGES.passwordStrongEnough : PUBLIC_PAGES.passwordTooWeak}
      </div>
      {hints.length > 0 && (
        <Hints>
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </Hints>
      )}
    </Wrap>
  );
}
