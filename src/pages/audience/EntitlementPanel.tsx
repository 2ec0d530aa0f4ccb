import { useState } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import type { Entitlement } from '../../api/audience';
import { Button } from '../../components/Button';
import { SectionPanel } from '../../components/SectionPanel';
import { AUDIENCE_UI } from '../../constants/messages/audience';
import { utcTableDate } from '../../constants/payments';
import { fetchEntitlement } from '../../ducks/audience';
import { useRequest } from '../../ducks/requests/hooks';
import { ItemPicker } from './ItemPicker';

const Verdict = styled.p<{ $ok: boolean }>`
  font-weight: 600;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

function EntitlementView({ entitlement }: { entitlement: Entitlement }) {
  const { access, fee } = entitlement;
  return (
    <div role="status">
      <Verdict $ok={entitlement.can_watch}>
        {entitlement.item_title}: {AUDIENCE_UI.verdicts[entitlement.verdict]}
      </Verdict>
      <ul>
        {access && (
          <li>
            {access.state === 'active'
              ? AUDIENCE_UI.accessFrom(AUDIENCE_UI.sources[access.source], access.type)
              : AUDIENCE_UI.lastAccess(AUDIENCE_UI.sources[access.source], access.type, AUDIENCE_UI.accessStates[access.state])}
            {access.via_package ? `, ${AUDIENCE_UI.viaPackage(access.via_package.title)}` : ''}, {access.expires_at === null ? AUDIENCE_UI.noExpiry : AUDIENCE_UI.expiresOn(utcTableDate(access.expires_at))}
          </li>
        )}
        {fee && <li>{AUDIENCE_UI.paidFee(fee.description, fee.amount, fee.currency)}</li>}
        {entitlement.restrictions.length === 0 ? (
          <li>{AUDIENCE_UI.noRestrictions}</li>
        ) : (
          entitlement.restrictions.map((restriction) => (
            <li key={restriction.category}>
              {AUDIENCE_UI.restrictionCategories[restriction.category]} ({restriction.blocks ? AUDIENCE_UI.blocks : AUDIENCE_UI.applies}): {restriction.detail}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}

/** The entitlement explainer: can this customer watch the chosen item now, and why. */
export function EntitlementPanel({ customerId }: { customerId: number }) {
  const dispatch = useDispatch();
  const [itemId, setItemId] = useState('');
  const [checked, setChecked] = useState<number | null>(null);
  const view = useRequest(fetchEntitlement, checked === null ? '' : `${customerId}:${checked}`);
  const check = () => {
    const id = Number(itemId);
    if (!Number.isInteger(id) || id < 1) return;
    setChecked(id);
    dispatch(fetchEntitlement.request({ id: customerId, itemId: id }));
  };
  return (
    <SectionPanel aria-label={AUDIENCE_UI.explainer}>
      <h2>{AUDIENCE_UI.explainer}</h2>
      <p>{AUDIENCE_UI.explainerHint}</p>
      <ItemPicker name="explain-item" value={itemId} onChange={setItemId} />
      <Button onClick={check} disabled={!itemId}>
        {AUDIENCE_UI.check}
      </Button>
      {checked !== null && view.data && <EntitlementView entitlement={view.data} />}
    </SectionPanel>
  );
}
