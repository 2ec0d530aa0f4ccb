import styled from 'styled-components';

/** A side panel that previews the effect of what is being edited (the price card, a restriction's impact). */
export const PreviewPanel = styled.aside`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.paleBackground};
  h2 {
    margin-top: 0;
    font-size: 1.1rem;
  }
`;
