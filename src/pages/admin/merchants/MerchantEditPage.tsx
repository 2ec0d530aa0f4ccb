import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminMerchantDetails } from '../../../api/adminMerchants';
import { Facts } from '../../../components/Facts';
import { LoadState } from '../../../components/list/LoadState';
import { MERCHANT_EDIT_UI, MERCHANT_PAYMENTS_UI, MERCHANTS_UI } from '../../../constants/messages/adminMerchants';
import { utcTableDate } from '../../../constants/payments';
import { fetchMerchant } from '../../../ducks/adminMerchants';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { ADMIN_MERCHANT_PATHS } from '../../../routes/admin/merchantPaths';
import { RouteLink } from '../../../routes/RouteLink';
import { LoginAsButton } from '../impersonation/LoginAsButton';
import { MerchantCommercials } from './MerchantCommercials';
import { AgeSettingsPanel, ConnectPanel, FeaturesPanel, MasterRolePanel } from './MerchantPanels';

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  margin-bottom: 12px;
`;

function Details({ merchant }: { merchant: AdminMerchantDetails }) {
  const { facts } = MERCHANT_EDIT_UI;
  return (
    <section aria-label={MERCHANT_EDIT_UI.details}>
      <h2>{MERCHANT_EDIT_UI.details}</h2>
      <Facts>
        <dt>{facts.name}</dt>
        <dd>{merchant.name}</dd>
        <dt>{facts.owner}</dt>
        <dd>{merchant.full_name}</dd>
        <dt>{facts.email}</dt>
        <dd>{merchant.email}</dd>
        <dt>{facts.uuid}</dt>
        <dd>{merchant.uuid}</dd>
        <dt>{facts.tenantUuid}</dt>
        <dd>{merchant.tenant_uuid}</dd>
        <dt>{facts.roles}</dt>
        <dd>{merchant.roles.join(', ')}</dd>
        <dt>{facts.organisation}</dt>
        <dd>{merchant.organisation ?? MERCHANT_EDIT_UI.none}</dd>
        <dt>{facts.follows}</dt>
        <dd>{merchant.master_merchant ? <RouteLink area="admin" to={ADMIN_MERCHANT_PATHS.edit(merchant.master_merchant.id)}>{merchant.master_merchant.name}</RouteLink> : MERCHANT_EDIT_UI.none}</dd>
        <dt>{facts.createdAt}</dt>
        <dd>{utcTableDate(merchant.created_at)}</dd>
      </Facts>
    </section>
  );
}

/**
 * /admin/merchants/edit/{id}: the merchant's details, features, master role, Stripe Connect approval, age settings
 * and its commercials (revenue setup and fees, their own component).
 */
export default function MerchantEditPage() {
  const id = Number(useParams<{ id: string }>().id);
  const { view, retry } = useStoredRead(fetchMerchant, useMemo(() => ({ id }), [id]));
  const merchant = view.data;
  return (
    <section>
      <h1>{merchant ? MERCHANT_EDIT_UI.titleOf(merchant.name) : MERCHANT_EDIT_UI.title}</h1>
      <Links>
        <RouteLink area="admin" to={ADMIN_MERCHANT_PATHS.list}>
          {MERCHANT_EDIT_UI.backToList}
        </RouteLink>
        {merchant && (
          <>
            <RouteLink area="admin" to={ADMIN_MERCHANT_PATHS.relatedAccounts(merchant.id)}>
              {MERCHANTS_UI.relatedAccounts}
            </RouteLink>
            <RouteLink area="admin" to={ADMIN_MERCHANT_PATHS.paymentSettings(merchant.id)}>
              {MERCHANT_PAYMENTS_UI.link}
            </RouteLink>
            <LoginAsButton merchantId={merchant.id} merchantName={merchant.name} />
          </>
        )}
      </Links>
      <LoadState state={view} ready={merchant !== undefined} onRetry={retry} failure={MERCHANT_EDIT_UI.loadFailed}>
        {merchant && (
          <>
            <Details merchant={merchant} />
            <FeaturesPanel merchantId={merchant.id} />
            <MasterRolePanel merchant={merchant} />
            <ConnectPanel merchant={merchant} />
            <AgeSettingsPanel merchantUuid={merchant.uuid} />
            <MerchantCommercials merchantId={merchant.id} />
          </>
        )}
      </LoadState>
    </section>
  );
}
