import styled from 'styled-components';

/** A list screen's toolbar: filters on the left, the last child (the list's actions) pushed to the right. */
export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  align-items: flex-end;
  margin-bottom: 16px;
  > :last-child {
    display: flex;
    gap: 8px;
    margin-left: auto;
    align-self: center;
  }
`;

/** Below a list's table: the total on the left, pagination on the right. */
export const ListFooter = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-top: 12px;
`;
