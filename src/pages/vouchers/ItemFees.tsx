import { accessTypeName, buyerMoney } from '../../constants/accessTypes';
import { useEffect, useId, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { SectionPanel } from '../../components/SectionPanel';
import { Checkbox, SelectField } from '../../components/form';
import { VOUCHERS_UI } from '../../constants/messages/vouchers';
import { fetchFees } from '../../ducks/assets';
import { useRequest } from '../../ducks/requests/hooks';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { LoadState } from '../../components/list/LoadState';
import { readsTogether } from '../../components/list/readsTogether';
import { clearVoucherItemFees, fetchVoucherFeeRules, setVoucherItemFees } from '../../ducks/vouchers';

export interface AddedAsset {
  itemId: number;
  title: string;
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((value) => b.has(value));

/**
 * An added asset's access fees: all of its price options (no fee rule), or a chosen subset, saved as chosen.
 */
export function ItemFees({ voucherId, assets, writable }: { voucherId: number; assets: readonly AddedAsset[]; writable: boolean }) {
  const dispatch = useDispatch();
  const headingId = useId();
  const [picked, setPicked] = useState<number | undefined>();
  const itemId = assets.some((asset) => asset.itemId === picked) ? picked : assets[0]?.itemId;
  const feesRead = useStoredRead(fetchFees, useMemo(() => ({ itemId: itemId ?? 0 }), [itemId]), itemId !== undefined);
  const rulesRead = useStoredRead(fetchVoucherFeeRules, useMemo(() => ({ id: voucherId }), [voucherId]));
  const fees = feesRead.view.data;
  const rules = rulesRead.view.data;
  const saved = useMemo(() => new Set((rules?.collection ?? []).filter((rule) => rule.item_id === itemId).map((rule) => rule.value)), [rules, itemId]);
  const [subset, setSubset] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    setSubset(saved.size > 0);
    setChosen(saved);
  }, [saved]);
  const setting = useRequest(setVoucherItemFees, `${voucherId}:${itemId}`).status;
  const clearing = useRequest(clearVoucherItemFees, `${voucherId}:${itemId}`).status;
  const busy = setting === 'pending' || clearing === 'pending';
  if (assets.length === 0 || itemId === undefined) return null;
  const title = assets.find((asset) => asset.itemId === itemId)?.title ?? '';
  // Immediate, like the voucher's rules: each choice is saved as it is made (a subset once it has a fee in it).
  const choose = (nextSubset: boolean, nextChosen: ReadonlySet<string>) => {
    setSubset(nextSubset);
    setChosen(nextChosen);
    if (nextSubset && nextChosen.size > 0 && !sameSet(nextChosen, saved)) dispatch(setVoucherItemFees.request({ id: voucherId, itemId, access_fees: [...nextChosen] }));
    else if (!nextSubset && saved.size > 0) dispatch(clearVoucherItemFees.request({ id: voucherId, itemId }));
  };
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    choose(true, next);
  };
  return (
    <SectionPanel aria-labelledby={headingId}>
      <h3 id={headingId}>{VOUCHERS_UI.feesTitle}</h3>
      <p>{VOUCHERS_UI.feesIntro}</p>
      <SelectField
        name="voucher-fee-asset"
        label={VOUCHERS_UI.feesAsset}
        options={assets.map((asset) => ({ value: String(asset.itemId), label: asset.title }))}
        value={String(itemId)}
        onChange={(event) => setPicked(Number(event.target.value))}
      />
      <LoadState {...readsTogether(feesRead, rulesRead)}>
        <fieldset disabled={!writable || busy}>
          <legend>{VOUCHERS_UI.feesLegend(title)}</legend>
          <label>
            <input type="radio" name="voucher-fee-mode" checked={!subset} onChange={() => choose(false, new Set())} /> {VOUCHERS_UI.feesAll}
          </label>
          <label>
            <input type="radio" name="voucher-fee-mode" checked={subset} onChange={() => choose(true, chosen)} /> {VOUCHERS_UI.feesSubset}
          </label>
          {fees && fees.length === 0 && <p>{VOUCHERS_UI.feesNone}</p>}
          {subset &&
            (fees ?? []).map((fee) => (
              <Checkbox
                key={fee.id}
                name={`voucher-fee-${fee.id}`}
                label={VOUCHERS_UI.feeLabel(fee.description || accessTypeName(fee.access_type), buyerMoney(fee.amount, fee.currency))}
                checked={chosen.has(String(fee.id))}
                onChange={() => toggle(String(fee.id))}
              />
            ))}
          {subset && chosen.size === 0 && <p>{VOUCHERS_UI.feesPickOne}</p>}
        </fieldset>
      </LoadState>
    </SectionPanel>
  );
}
