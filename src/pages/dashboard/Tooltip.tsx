import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.span`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  border: 0;
  background: none;
  padding: 0;
  font: inherit;
  color: ${({ theme }) => theme.colors.secondary};
  text-decoration: underline dotted;
  cursor: help;
`;

const Bubble = styled.span`
  position: absolute;
  z-index: 50;
  top: calc(100% + 6px);
  left: 0;
  min-width: 160px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 13px;
  font-weight: 400;
  white-space: nowrap;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.2);
`;

export interface TooltipProps {
  /** The trigger's visible text. */
  label: ReactNode;
  /** The trigger's accessible name when its text alone is not enough. */
  triggerName?: string;
  children: ReactNode;
}

/**
 * A button that shows its tooltip on hover and focus (WCAG 1.4.13: Escape dismisses it). The tooltip is always in the
 * document and is the trigger's description (aria-describedby), so a screen reader reads it with the button.
 */
export function Tooltip({ label, triggerName, children }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  return (
    <Wrap
      onMouseEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onMouseLeave={() => setHovered(false)}
    >
      <Trigger
        type="button"
        aria-label={triggerName}
        aria-describedby={id}
        onFocus={() => {
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setDismissed(true);
          }
        }}
      >
        {label}
      </Trigger>
      <Bubble id={id} role="tooltip" hidden={!open}>
        {children}
      </Bubble>
    </Wrap>
  );
}
