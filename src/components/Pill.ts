import styled from 'styled-components';

/** A short status or type shown as a rounded tag in a table cell (an access's type, a subscription's action type). */
export const Pill = styled.span`
  display: inline-block;
  padding: 1px 8px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.paleBackground};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9em;
`;
