import styled from 'styled-components';

/** A row of tab links, the current one underlined: the top bar's tabs, or (compact) the second row under them. */
export const TabLinks = styled.ul<{ $compact?: boolean }>`
  display: flex;
  flex-wrap: ${({ $compact }) => ($compact ? 'wrap' : 'nowrap')};
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: block;
    padding: ${({ $compact }) => ($compact ? '10px 12px 8px' : '18px 12px 15px')};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-bottom: ${({ $compact }) => ($compact ? 2 : 3)}px solid transparent;
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
