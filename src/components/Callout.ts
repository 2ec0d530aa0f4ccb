import styled from 'styled-components';

/** A paragraph set apart with a coloured edge: a standing notice on a screen (`$tone` 'info') or a warning in a form. */
export const Callout = styled.p<{ $tone?: 'info' | 'warning' }>`
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.sandbox : theme.colors.secondary)};
  background: ${({ theme }) => theme.colors.paleBackground};
  padding: 8px 12px;
`;
