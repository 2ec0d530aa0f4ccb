import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

const Tip = styled.span`
  padding: 2px 8px;
  font-size: 0.85em;
  color: ${({ theme }) => theme.colors.buttonText};
  background: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius};
`;

export interface CopyButtonProps {
  text: string;
  label: string;
  /** The accessible name, when it says more than the label (it contains the label). */
  name?: string;
  copiedText: string;
  failedText: string;
  /** How long the tooltip shows. */
  tooltipMs: number;
}

/** Copies `text` to the clipboard and says so in a tooltip (a live region) for `tooltipMs`. */
export function CopyButton({ text, label, name, copiedText, failedText, tooltipMs }: CopyButtonProps) {
  const [tip, setTip] = useState<string | null>(null);
  useEffect(() => {
    if (tip === null) return undefined;
    const timer = setTimeout(() => setTip(null), tooltipMs);
    return () => clearTimeout(timer);
  }, [tip, tooltipMs]);
  const copy = () => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      setTip(failedText);
      return;
    }
    clipboard.writeText(text).then(
      () => setTip(copiedText),
      () => setTip(failedText),
    );
  };
  return (
    <Wrap>
      <Button $variant="secondary" aria-label={name} onClick={copy}>
        {label}
      </Button>
      <span role="status">{tip && <Tip>{tip}</Tip>}</span>
    </Wrap>
  );
}
