import styled from 'styled-components';

/** A bordered part of a screen with its own heading (h2 or h3), e.g. a tab's upload area or a settings panel. */
export const SectionPanel = styled.section`
  margin-top: 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2,
  h3 {
    margin-top: 0;
  }
`;
