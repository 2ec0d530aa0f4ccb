import { useMemo } from 'react';
import type { GiftVoucher } from '../../api/vouchers';
import { ListToolbar } from '../../components/list/ListLayout';
import { ListPager } from '../../components/list/ListPager';
import { LoadState } from '../../components/list/LoadState';
import { SearchFilter } from '../../components/list/SearchFilter';
import { useListQuery, type ListDefaults } from '../../components/list/useListQuery';
import { Table, type Column } from '../../components/Table';
import { VOUCHERS_PAGE_SIZE } from '../../contracts/values';
import { TABLES } from '../../constants/messages/lists';
import { VOUCHERS_UI } from '../../constants/messages/vouchers';
import { utcTableDate } from '../../constants/payments';
import { usePagedRead } from '../../ducks/requests/readHooks';
import { fetchGiftVouchers } from '../../ducks/vouchers';
import { formatMoney } from '../dashboard/format';

const DEFAULTS: ListDefaults = { size: VOUCHERS_PAGE_SIZE, field: 'keyword' };
const SEARCH_FIELDS = [{ value: 'keyword', label: VOUCHERS_UI.giftSearchField }] as const;

/** /vouchers/gifts (feature Gifts): the gift vouchers buyers bought for others, 15 a page, searchable. */
export default function GiftVouchersPage() {
  const { query, update } = useListQuery(DEFAULTS);
  const request = useMemo(() => ({ page: query.page, limit: query.size, ...(query.keyword.trim() ? { search: query.keyword.trim() } : {}) }), [query]);
  const { load, rows, total, retry } = usePagedRead(fetchGiftVouchers, request);
  const columns: readonly Column<GiftVoucher>[] = [
    { key: 'code', header: VOUCHERS_UI.giftColumns.code, render: (gift) => gift.code },
    { key: 'item', header: VOUCHERS_UI.giftColumns.item, render: (gift) => gift.item_title },
    { key: 'buyer', header: VOUCHERS_UI.giftColumns.buyer, render: (gift) => gift.buyer_email },
    { key: 'receiver', header: VOUCHERS_UI.giftColumns.receiver, render: (gift) => gift.receiver_email },
    { key: 'amount', header: VOUCHERS_UI.giftColumns.amount, render: (gift) => formatMoney(gift.amount, gift.currency) },
    { key: 'used', header: VOUCHERS_UI.giftColumns.used, render: (gift) => (gift.is_used ? VOUCHERS_UI.yes : VOUCHERS_UI.no) },
    { key: 'created', header: VOUCHERS_UI.giftColumns.created, render: (gift) => utcTableDate(gift.created_at) },
  ];
  return (
    <section>
      <h1>{VOUCHERS_UI.giftsTitle}</h1>
      <ListToolbar>
        <SearchFilter fields={SEARCH_FIELDS} field={query.field} keyword={query.keyword} onSearch={(search) => update(search)} />
      </ListToolbar>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry}>
        <Table caption={VOUCHERS_UI.giftsTitle} columns={columns} rows={rows ?? []} rowKey={(gift) => gift.id} emptyText={TABLES.noEntries(VOUCHERS_UI.giftEntries)} />
        <ListPager total={total} page={query.page} size={query.size} entries={VOUCHERS_UI.giftEntries} onPage={(page) => update({ page })} />
      </LoadState>
    </section>
  );
}
