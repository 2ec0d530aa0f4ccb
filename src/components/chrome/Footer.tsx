import styled from 'styled-components';
import { CHROME_UI } from '../../constants/messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { legalLinks, type LegalLink } from './legalLinks';

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  padding: 16px 24px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

export interface FooterProps {
  links?: readonly LegalLink[];
  year?: number;
}

/** Legal links (opening in a new tab) and the copyright line. */
export function Footer({ links = legalLinks(), year = new Date().getFullYear() }: FooterProps) {
  return (
    <Bar>
      <nav aria-label={CHROME_UI.legalLinks}>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <VisuallyHidden> {CHROME_UI.opensInNewTab}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p>{CHROME_UI.copyright(year)}</p>
    </Bar>
  );
}
