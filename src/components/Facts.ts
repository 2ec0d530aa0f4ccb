import styled from 'styled-components';

/** A record's fields as a two-column description list (term, value), e.g. a payment's or a customer's details. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 0 0 12px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
