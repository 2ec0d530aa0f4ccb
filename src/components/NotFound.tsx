import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NOT_FOUND } from '../constants/messages';
import { PATHS } from '../routes/paths';
import { useDocumentTitle } from './useDocumentTitle';

const Panel = styled.section`
  padding: 64px 24px;
  text-align: center;
  h1 {
    font-size: 72px;
    margin: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const HomeLink = styled(Link)`
  display: inline-block;
  margin-top: 16px;
  padding: 8px 20px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.buttonBg};
  color: ${({ theme }) => theme.colors.buttonText};
  text-decoration: none;
  font-weight: 600;
`;

/** /404.html, /admin/404.html and each area's catch-all. */
export default function NotFound() {
  useDocumentTitle(NOT_FOUND.title);
  return (
    <Panel>
      <h1>{NOT_FOUND.title}</h1>
      <h2>{NOT_FOUND.subtitle}</h2>
      <p>{NOT_FOUND.description}</p>
      <HomeLink to={PATHS.dashboard}>{NOT_FOUND.backHome}</HomeLink>
    </Panel>
  );
}
