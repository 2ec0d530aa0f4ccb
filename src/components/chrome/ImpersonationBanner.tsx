import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { IMPERSONATION } from '../../constants/messages/adminActivity';
import { utcTableDate } from '../../constants/payments';
import { selectAccount } from '../../ducks/auth/selectors';
import type { Area } from '../../routes/types';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  align-items: center;
  justify-content: center;
  padding: 10px 24px;
  color: #ffffff;
  background: ${({ theme }) => theme.colors.danger};
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
