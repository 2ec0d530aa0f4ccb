import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import type { Asset } from '../../api/items';
import type { Package, PackageItemsRequest } from '../../api/packages';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextField } from '../../components/form';
import { useModal } from '../../components/Modal';
import { Pagination } from '../../components/Pagination';
import { Table, type Column } from '../../components/Table';
import { ASSETS_PAGE_SIZE } from '../../contracts/values';
import { ASSET_TYPE_LABELS, ASSETS_UI, PACKAGES_UI } from '../../constants/messages/assets';
import { addAllPackageItems, changePackageItems, fetchPackageItems, removeAllPackageItems } from '../../ducks/assets';
import { usePagedRead } from '../../ducks/requests/readHooks';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: 24px;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;
  margin: 8px 0;
`;

const ADD_ALL = 'package-add-all';
const REMOVE_ALL = 'package-remove-all';

function Side({
  title,
  request,
  onPage,
  onSearch,
  actionLabel,
  onAction,
  emptyText,
  readOnly,
}: {
  title: string;
  request: PackageItemsRequest;
  onPage: (page: number) => void;
  onSearch: (search: string) => void;
  actionLabel: string;
  onAction: (ids: number[]) => void;
  emptyText: string;
  readOnly: boolean;
}) {
  const { rows = [], total } = usePagedRead(fetchPackageItems, request);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [search, setSearch] = useState(request.search ?? '');
  const columns: Column<Asset>[] = [
    { key: 'title', header: PACKAGES_UI.columns.title, render: (asset) => asset.title },
    { key: 'type', header: ASSETS_UI.columns.type, render: (asset) => ASSET_TYPE_LABELS[asset.item_type.name] },
  ];
  if (!readOnly) {
    columns.unshift({
      key: 'select',
      header: PACKAGES_UI.columns.actions,
      render: (asset) => (
        <input
          type="checkbox"
          aria-label={PACKAGES_UI.select(asset.title)}
          checked={chosen.has(asset.id)}
          onChange={(event) => {
            const next = new Set(chosen);
            if (event.target.checked) next.add(asset.id);
            else next.delete(asset.id);
            setChosen(next);
          }}
        />
      ),
    });
  }
  const pageCount = Math.max(1, Math.ceil(total / request.limit));
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <Bar>
        <TextField
          name={request.excluded ? "package-excluded-search" : "package-items-search"}
          label={PACKAGES_UI.searchAssets}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(search.trim());
          }}
        />
        {!readOnly && (
          <Button
            $variant="secondary"
            disabled={chosen.size === 0}
            onClick={() => {
              onAction([...chosen]);
              setChosen(new Set());
            }}
          >
            {actionLabel}
          </Button>
        )}
      </Bar>
      <Table caption={title} columns={columns} rows={rows} rowKey={(asset) => asset.id} emptyText={emptyText} />
      {pageCount > 1 && <Pagination page={request.page} pageCount={pageCount} onChange={onPage} />}
    </section>
  );
}

/** The package's assets and the ones it lacks, side by side: bulk add and remove, add all and remove all. */
export function PackageAssets({ pack, readOnly }: { pack: Package; readOnly: boolean }) {
  const dispatch = useDispatch();
  const [inside, setInside] = useState({ page: 1, search: '' });
  const [outside, setOutside] = useState({ page: 1, search: '' });
  const addAll = useModal(ADD_ALL);
  const removeAll = useModal(REMOVE_ALL);
  const insideRequest = useMemo(
    (): PackageItemsRequest => ({ id: pack.id, page: inside.page, limit: ASSETS_PAGE_SIZE, ...(inside.search ? { search: inside.search } : {}) }),
    [pack.id, inside],
  );
  const outsideRequest = useMemo(
    (): PackageItemsRequest => ({ id: pack.id, page: outside.page, limit: ASSETS_PAGE_SIZE, excluded: 'true', ...(outside.search ? { search: outside.search } : {}) }),
    [pack.id, outside],
  );

  return (
    <div>
      <Bar>
        <strong>{PACKAGES_UI.count(pack.number_of_items)}</strong>
        {!readOnly && (
          <>
            <Button $variant="secondary" onClick={addAll.open}>
              {PACKAGES_UI.addAll}
            </Button>
            <Button $variant="secondary" onClick={removeAll.open}>
              {PACKAGES_UI.removeAll}
            </Button>
          </>
        )}
      </Bar>
      <Columns>
        <Side
          title={PACKAGES_UI.inPackage}
          request={insideRequest}
          onPage={(page) => setInside({ ...inside, page })}
          onSearch={(search) => setInside({ page: 1, search })}
          actionLabel={PACKAGES_UI.removeSelected}
          onAction={(ids) => dispatch(changePackageItems.request({ id: pack.id, remove_asset_ids: ids.map(String) }))}
          emptyText={PACKAGES_UI.noAssetsInside}
          readOnly={readOnly}
        />
        {!readOnly && (
          <Side
            title={PACKAGES_UI.notInPackage}
            request={outsideRequest}
            onPage={(page) => setOutside({ ...outside, page })}
            onSearch={(search) => setOutside({ page: 1, search })}
            actionLabel={PACKAGES_UI.addSelected}
            onAction={(ids) => dispatch(changePackageItems.request({ id: pack.id, add_asset_ids: ids.map(String) }))}
            emptyText={PACKAGES_UI.noAssetsOutside}
            readOnly={readOnly}
          />
        )}
      </Columns>
      <ConfirmDialog id={ADD_ALL} message={PACKAGES_UI.addAllConfirm} confirmLabel={PACKAGES_UI.addAll} onConfirm={() => dispatch(addAllPackageItems.request({ id: pack.id }))} />
      <ConfirmDialog id={REMOVE_ALL} message={PACKAGES_UI.removeAllConfirm} onConfirm={() => dispatch(removeAllPackageItems.request({ id: pack.id }))} />
    </div>
  );
}
