import styled from 'styled-components';
import { CHROME_UI } from '../constants/messages';

/** Spec section 9: table pagination shows 5 page links by default. */
export const DEFAULT_PAGE_LINKS = 5;

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  maxLinks?: number;
  label?: string;
}

/** The window of page numbers around the current page. */
export function pageWindow(page: number, pageCount: number, maxLinks: number): number[] {
  const size = Math.min(maxLinks, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

const List = styled.ul`
  display: flex;
  gap: 4px;
  list-style: none;
  padding: 0;
  margin: 16px 0;
  justify-content: flex-end;
`;

const PageButton = styled.button`
  min-width: 32px;
  padding: 6px 8px;
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.buttonText};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export function Pagination({ page, pageCount, onChange, maxLinks = DEFAULT_PAGE_LINKS, label = CHROME_UI.pagination }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label}>
      <List>
        <li>
          <PageButton type="button" aria-label={CHROME_UI.previousPage} disabled={page <= 1} onClick={() => onChange(page - 1)}>
            ‹
          </PageButton>
        </li>
        {pageWindow(page, pageCount, maxLinks).map((n) => (
          <li key={n}>
            <PageButton
              type="button"
              aria-label={CHROME_UI.page(n)}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onChange(n)}
            >
              {n}
            </PageButton>
          </li>
        ))}
        <li>
          <PageButton type="button" aria-label={CHROME_UI.nextPage} disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
            ›
          </PageButton>
        </li>
      </List>
    </nav>
  );
}
