import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0 0 12px;
  padding: 4px 0;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  background: none;
  border: 0;
  cursor: pointer;
  &::before {
    content: '▸';
  }
  &[aria-expanded='true']::before {
    content: '▾';
  }
`;

/**
 * A disclosure (button with aria-expanded) for a form's less used fields. The fields stay mounted while closed, so
 * what was typed is kept and sent; the form opens it when a field inside has an error.
 */
export function MoreOptions({ label, open, onToggle, children }: { label: string; open: boolean; onToggle: (open: boolean) => void; children: ReactNode }) {
  const panelId = useId();
  return (
    <>
      <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => onToggle(!open)}>
        {label}
      </Toggle>
      <div id={panelId} hidden={!open}>
        {children}
      </div>
    </>
  );
}
