import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { useKeptFocus } from './useKeptFocus';
import { VisuallyHidden } from './VisuallyHidden';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  width?: string;
}

export interface TableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown in one full-width cell when there are no rows, e.g. TABLES.noEntries('payments'). */
  emptyText: ReactNode;
  /** Names the table for assistive technology. */
  caption?: string;
}

const Scroll = styled.div`
  overflow-x: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-size: 12px;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Empty = styled.td`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Whether the element is wider than its box: a table that scrolls sideways inside its own box must be reachable by
 * keyboard to be scrolled (WCAG 2.1.1; axe 'scrollable-region-focusable'), and only then takes a Tab stop.
 */
function useOverflows<T extends HTMLElement>(): [RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows];
}

export function Table<Row>({ columns, rows, rowKey, emptyText, caption }: TableProps<Row>) {
  const [scrollRef, overflows] = useOverflows<HTMLDivElement>();
  // A row action that takes its row away (a revoke, a delete) leaves focus in the table, not on the page's body.
  useKeptFocus(scrollRef, rows, 'tbody > tr');
  return (
    <Scroll ref={scrollRef} {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}>
      <StyledTable>
        {caption && (
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
        )}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={column.width ? { width: column.width } : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Empty colSpan={columns.length}>{emptyText}</Empty>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key}>{column.render(row)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Scroll>
  );
}
