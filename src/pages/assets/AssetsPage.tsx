import { useEffect, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import type { Asset, AssetsQuery } from '../../api/items';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/form';
import { EmptyNextStep } from '../../components/list/EmptyNextStep';
import { ListToolbar } from '../../components/list/ListLayout';
import { ListPager } from '../../components/list/ListPager';
import { LoadState } from '../../components/list/LoadState';
import { SearchFilter } from '../../components/list/SearchFilter';
import { useListQuery, type ListDefaults } from '../../components/list/useListQuery';
import { useModal } from '../../components/Modal';
import { Table, type Column } from '../../components/Table';
import { ASSETS_PAGE_SIZE } from '../../contracts/values';
import { ASSET_TYPE_LABELS, ASSETS_UI, EVENT_TYPE_LABELS } from '../../constants/messages/assets';
import { TABLES } from '../../constants/messages/lists';
import { NEXT_STEPS } from '../../constants/messages/onboarding';
import { TEXT_MAX, truncate, utcTableDate } from '../../constants/payments';
import { fetchAssets, fetchAssetStats, reactivateAsset } from '../../ducks/assets';
import { useRequest } from '../../ducks/requests/hooks';
import { usePagedRead } from '../../ducks/requests/readHooks';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { useCan } from '../../routes/useCan';
import { CREATE_ASSET_MODAL, CreateAssetWizard } from './CreateAssetWizard';

const DEFAULTS: ListDefaults = { size: ASSETS_PAGE_SIZE, field: 'title', status: 'active' };
const SEARCH_FIELDS = [{ value: 'title', label: ASSETS_UI.columns.title }] as const;
const STATUS_OPTIONS = [
  { value: 'active', label: ASSETS_UI.active },
  { value: 'inactive', label: ASSETS_UI.inactive },
];

const Stats = styled.dl`
  display: flex;
  gap: 16px;
  margin: 0 0 16px;
  > div {
    padding: 8px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.4rem;
    font-weight: 600;
  }
`;

/** The list's request: page, 15 a page, active or inactive, the title search. */
export function assetsRequest(query: { page: number; size: number; status: string; keyword: string }): AssetsQuery {
  return {
    page: query.page,
    limit: query.size,
    is_active: query.status === 'inactive' ? 'false' : 'true',
    ...(query.keyword.trim() ? { search: query.keyword.trim() } : {}),
  };
}

/** /assets: the merchant's assets, active or inactive, searchable; new assets through the wizard; reactivate. */
export default function AssetsPage() {
  const dispatch = useDispatch();
  const { isReadOnly, isTopStatHidden } = useCan();
  const writable = !isReadOnly('assets');
  const wizard = useModal(CREATE_ASSET_MODAL);
  const { query, update } = useListQuery(DEFAULTS);
  const request = useMemo(() => assetsRequest(query), [query]);
  const { load, rows, total, retry } = usePagedRead(fetchAssets, request);
  // An empty list with no search or other status is a new account's: it offers to create the first one.
  const firstOne = writable && !query.keyword.trim() && query.status === DEFAULTS.status;

  // Spec section 6: customer support's top statistics of assets are hidden.
  const showStats = !isTopStatHidden('assets');
  const stats = useRequest(fetchAssetStats).data;
  useEffect(() => {
    if (showStats) dispatch(fetchAssetStats.request());
  }, [dispatch, showStats]);

  const columns = useMemo((): readonly Column<Asset>[] => {
    const base: Column<Asset>[] = [
      {
        key: 'title',
        header: ASSETS_UI.columns.title,
        render: (asset) => (
          <RouteLink to={PATHS.assetDetails(asset.id)}>
            <span title={asset.title}>{truncate(asset.title, TEXT_MAX)}</span>
          </RouteLink>
        ),
      },
      { key: 'type', header: ASSETS_UI.columns.type, render: (asset) => ASSET_TYPE_LABELS[asset.item_type.name] ?? asset.item_type.name },
      { key: 'event', header: ASSETS_UI.columns.eventType, render: (asset) => (asset.event_type ? EVENT_TYPE_LABELS[asset.event_type] : TABLES.notSet) },
      { key: 'created', header: ASSETS_UI.columns.created, render: (asset) => utcTableDate(asset.created_at) },
    ];
    if (writable && query.status === 'inactive') {
      base.push({
        key: 'actions',
        header: ASSETS_UI.columns.actions,
        render: (asset) => (
          <Button $variant="secondary" aria-label={ASSETS_UI.reactivateNamed(asset.title)} onClick={() => dispatch(reactivateAsset.request({ id: asset.id }))}>
            {ASSETS_UI.reactivate}
          </Button>
        ),
      });
    }
    return base;
  }, [dispatch, writable, query.status]);


  return (
    <section>
      <h1>{ASSETS_UI.title}</h1>
      {showStats && stats && (
        <Stats aria-label={ASSETS_UI.stats}>
          <div>
            <dt>{ASSETS_UI.activeCount}</dt>
            <dd>{stats.active.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>{ASSETS_UI.inactiveCount}</dt>
            <dd>{stats.inactive.toLocaleString('en-US')}</dd>
          </div>
        </Stats>
      )}
      <ListToolbar>
        <SearchFilter fields={SEARCH_FIELDS} field={query.field} keyword={query.keyword} onSearch={(search) => update(search)} />
        <SelectField name="asset-status" label={ASSETS_UI.status} options={STATUS_OPTIONS} value={query.status} onChange={(event) => update({ status: event.target.value })} />
        <div>{writable && <Button onClick={wizard.open}>{ASSETS_UI.newAsset}</Button>}</div>
      </ListToolbar>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry} failure={ASSETS_UI.loadFailed}>
        <Table caption={ASSETS_UI.title} columns={columns} rows={rows ?? []} rowKey={(asset) => asset.id} emptyText={<EmptyNextStep text={TABLES.noEntries(ASSETS_UI.entries)} step={firstOne && { ...NEXT_STEPS.assets, onClick: wizard.open }} />} />
        <ListPager total={total} page={query.page} size={query.size} entries={ASSETS_UI.entries} onPage={(page) => update({ page })} />
      </LoadState>
      {writable && <CreateAssetWizard />}
    </section>
  );
}
