import styled from 'styled-components';
import { SectionPanel } from '../../../components/SectionPanel';

export const Panel = styled(SectionPanel)`
  margin-top: 24px;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
`;
