import styled from 'styled-components';

/** The dashboard's panels below the chart (the top lists, the breakdown): a row of them, wrapping on narrow screens. */
export const PanelRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 16px;
  margin-bottom: 16px;
`;

/** One titled panel of that row. */
export const SectionPanel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 16px;
  min-width: 0;
  h2 {
    margin: 0 0 8px;
    font-size: 15px;
  }
`;
