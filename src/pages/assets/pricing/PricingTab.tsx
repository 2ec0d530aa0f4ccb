import { useCallback, useMemo, useState } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import type { AccessFeeRequest, FeeRef } from '../../../api/items';
import type { AccessFee, SeasonPhase } from '../../../api/itemTypes';
import { RouteLink } from '../../../routes/RouteLink';
import { PATHS } from '../../../routes/paths';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DELETE_CONSEQUENCES } from '../../../constants/messages/confirmations';
import { useModal } from '../../../components/Modal';
import { Table, type Column } from '../../../components/Table';
import { PRICING_UI } from '../../../constants/messages/assets';
import { createFee, deleteFee, fetchFees, fetchPhases, updateFee } from '../../../ducks/assets';
import { useSubmit } from '../../../components/form';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { LoadState } from '../../../components/list/LoadState';
import { selectResult } from '../../../ducks/requests/selectors';
import type { RequestsState } from '../../../ducks/requests/slice';
import { buyerMoney } from '../../../constants/accessTypes';
import { displayName } from '../../../constants/countries';
import { EMPTY_FEE, feeFormValues, type FeeFormValues } from './feeForm';
import { FeeForm, feeFormField } from './FeeForm';
import { PhasesPanel } from './PhasesPanel';
import { accessLabel, previewFromDraft, previewFromFee, withDraft } from './priceCard';
import { PriceCardPreview } from './PriceCardPreview';
import { useFeeChoices } from './useFeeChoices';
import { tableDateOfText } from '../../../constants/payments';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  gap: 24px;
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 1fr;
  }
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  h2 {
    margin: 0;
  }
`;

const DELETE_FEE_MODAL = 'delete-access-fee';
const NONE: readonly never[] = [];
type State = { requests: RequestsState } & Record<string, unknown>;

const feeLabel = (fee: AccessFee) => `${accessLabel(fee.access_type)} ${buyerMoney(fee.amount, fee.currency)}`;

/** The pricing tab of an asset or package: its access fees, a season fee's phases, and the live price card preview. */
export function PricingTab({ itemId, contentType = 'other', readOnly }: { itemId: number; contentType?: 'package' | 'other'; readOnly: boolean }) {
  const dispatch = useDispatch();
  const feesRequest = useMemo(() => ({ itemId }), [itemId]);
  const { view: feesView, retry: retryFees } = useStoredRead(fetchFees, feesRequest);
  const fees: readonly AccessFee[] = feesView.data ?? NONE;
  const { types, countrySets, providers, load: choices } = useFeeChoices();
  const setLookup = useCallback((id: number) => countrySets.find((set) => set.id === id), [countrySets]);
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const [draft, setDraft] = useState<FeeFormValues | null>(null);
  const [deleting, setDeleting] = useState<AccessFee | null>(null);
  const confirm = useModal(DELETE_FEE_MODAL);

  const seasonFees = useMemo(() => fees.filter((fee) => fee.access_type.name === 'season'), [fees]);
  // Each season fee's panel reads its phases; the preview shows what they hold.
  const phases = useSelector(
    (state: State) => Object.fromEntries(seasonFees.map((fee) => [fee.id, selectResult<FeeRef, SeasonPhase[]>(state, fetchPhases, `${itemId}:${fee.id}`) ?? []])),
    shallowEqual,
  ) as Record<number, SeasonPhase[]>;

  const edited = typeof editing === 'number' ? fees.find((fee) => fee.id === editing) : undefined;
  const closeForm = useCallback(() => {
    setEditing(null);
    setDraft(null);
  }, []);
  const create = useSubmit<AccessFeeRequest, AccessFee, FeeFormValues>(createFee, { key: String(itemId), onSuccess: closeForm, fieldFor: feeFormField });
  const update = useSubmit<AccessFeeRequest & { feeId: number }, AccessFee, FeeFormValues>(updateFee, {
    key: `${itemId}:${typeof editing === 'number' ? editing : 0}`,
    onSuccess: closeForm,
    fieldFor: feeFormField,
  });
  const saved = useMemo(() => fees.map((fee) => previewFromFee(fee, phases[fee.id], setLookup)), [fees, phases, setLookup]);
  const preview = withDraft(saved, draft && editing !== null ? previewFromDraft(draft, types, saved.find((fee) => fee.id === edited?.id), setLookup) : null);

  const columns: Column<AccessFee>[] = [
    { key: 'type', header: PRICING_UI.columns.accessType, render: (fee) => accessLabel(fee.access_type) },
    { key: 'description', header: PRICING_UI.columns.description, render: (fee) => fee.description },
    { key: 'price', header: PRICING_UI.columns.price, render: (fee) => buyerMoney(fee.amount, fee.currency) },
    { key: 'trial', header: PRICING_UI.columns.trial, render: (fee) => (fee.trial_period ? PRICING_UI.days(fee.trial_period.quantity) : PRICING_UI.noTrial) },
    {
      key: 'country',
      header: PRICING_UI.columns.country,
      render: (fee) => (fee.country_iso ? displayName(fee.country_iso) : null) ?? (fee.country_set_id === null ? PRICING_UI.anyCountry : PRICING_UI.setLabel(setLookup(fee.country_set_id)?.name ?? String(fee.country_set_id))),
    },
    {
      key: 'available',
      header: PRICING_UI.columns.availability,
      render: (fee) => (fee.starts_at || fee.expires_at ? `${tableDateOfText(fee.starts_at) || '…'} – ${tableDateOfText(fee.expires_at) || '…'}` : PRICING_UI.always),
    },
  ];
  if (!readOnly) {
    columns.push({
      key: 'actions',
      header: PRICING_UI.columns.actions,
      render: (fee) => (
        <>
          <Button $variant="link" aria-label={PRICING_UI.editFee(feeLabel(fee))} onClick={() => setEditing(fee.id)}>
            {PRICING_UI.edit}
          </Button>{' '}
          <Button
            $variant="link"
            aria-label={PRICING_UI.deleteFee(feeLabel(fee))}
            onClick={() => {
              setDeleting(fee);
              confirm.open();
            }}
          >
            {PRICING_UI.delete}
          </Button>{' '}
          <RouteLink to={`${PATHS.vouchers}?item=${fee.item_id}&rule_type=assets&fee=${fee.id}`} label={PRICING_UI.voucherFor(feeLabel(fee))} fallback={null}>
            {PRICING_UI.voucher}
          </RouteLink>
        </>
      ),
    });
  }

  return (
    <Layout>
      <div>
        <Toolbar>
          <h2>{PRICING_UI.feesTitle}</h2>
          {!readOnly && editing === null && <Button onClick={() => setEditing('new')}>{PRICING_UI.addFee}</Button>}
        </Toolbar>
        <LoadState state={feesView} ready={feesView.data !== undefined} onRetry={retryFees}>
          <Table caption={PRICING_UI.feesTitle} columns={columns} rows={fees} rowKey={(fee) => fee.id} emptyText={PRICING_UI.noFees} />
        </LoadState>
        {editing !== null && (
          <LoadState {...choices}>
            <FeeForm
              key={String(editing)}
              editing={edited !== undefined}
              initialValues={edited ? feeFormValues(edited) : EMPTY_FEE}
              types={types}
              onSave={(payload, helpers) => (edited ? update.submit({ itemId, feeId: edited.id, ...payload }, helpers) : create.submit({ itemId, ...payload }, helpers))}
              onDraft={setDraft}
              onDone={closeForm}
              countrySets={countrySets}
              providers={providers}
            />
          </LoadState>
        )}
        {seasonFees.map((fee) => (
          <PhasesPanel key={fee.id} itemId={itemId} fee={fee} readOnly={readOnly} />
        ))}
        <ConfirmDialog
          id={DELETE_FEE_MODAL}
          message={deleting ? feeLabel(deleting) : undefined}
          consequence={DELETE_CONSEQUENCES.accessFee}
          onConfirm={() => deleting && dispatch(deleteFee.request({ itemId, feeId: deleting.id }))}
        />
      </div>
      <PriceCardPreview fees={preview} contentType={contentType} />
    </Layout>
  );
}
