import { LISTS } from '../../constants/messages/lists';
import { Pagination } from '../Pagination';
import { ListFooter } from './ListLayout';

export interface ListPagerProps {
  total: number;
  page: number;
  size: number;
  /** What the list holds, e.g. 'payments': the total reads '1,234 payments'. */
  entries: string;
  onPage: (page: number) => void;
}

/** Below a list: its total, and the pages when there is more than one. */
export function ListPager({ total, page, size, entries, onPage }: ListPagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / size));
  return (
    <ListFooter>
      <span>{LISTS.total(total, entries)}</span>
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onChange={onPage} />}
    </ListFooter>
  );
}
