import { useState } from 'react';
import { useSelector } from 'react-redux';
import { tokenStore } from '../../api/tokenStore';
import { RELATE_UI } from '../../constants/messages/relate';
import styled from 'styled-components';
import { IMPERSONATION } from '../../constants/messages/adminActivity';
import { utcTableDate } from '../../constants/payments';
import { selectAccount } from '../../ducks/auth/selectors';
import type { Area } from '../../routes/types';

const Bar = styled.div<{ $tone?: 'danger' | 'primary' }>`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  align-items: center;
  justify-content: center;
  padding: 10px 24px;
  color: #ffffff;
  background: ${({ theme, $tone = 'danger' }) => theme.colors[$tone]};
  font-weight: 600;
  text-align: center;
`;

const Until = styled.span`
  font-weight: 400;
`;

/**
 * While platform staff act as a merchant ("Login as"), the merchant area says so above everything else, on every
 * screen: the session's account answer names the staff member (`impersonation`).
 */
export function ImpersonationBanner({ area }: { area: Area }) {
  const impersonation = useSelector(selectAccount)?.impersonation;
  if (area !== 'merchant' || !impersonation) return null;
  const staff = impersonation.staff_name || impersonation.staff_email;
  return (
    <Bar role="status" data-testid="impersonation-banner">
      <span>{IMPERSONATION.actingAs(impersonation.merchant_name, staff)}</span>
      <Until>{IMPERSONATION.actingUntil(utcTableDate(impersonation.ends_at))}</Until>
    </Bar>
  );
}

/**
 * A tab working as one of the agency's related accounts (opened from the agency cockpit) says so on every screen: its
 * session is this tab's alone, and the agency's other tabs are still the agency's.
 */
export function ActingAsBanner({ area }: { area: Area }) {
  // Fixed for the tab's life: ending that session loads the page anew.
  const [actingAs] = useState(() => tokenStore.actingAs());
  if (area !== 'merchant' || !actingAs) return null;
  return (
    <Bar role="status" $tone="primary" data-testid="acting-as-banner">
      <span>{RELATE_UI.actingAs(actingAs.name)}</span>
      <Until>{RELATE_UI.actingAsHint}</Until>
    </Bar>
  );
}
