import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { LoadState } from '../../../components/list/LoadState';
import type { FeatureName } from '../../../constants/features';
import { MERCHANT_PAYMENTS_UI, RELATED_ACCOUNTS_UI } from '../../../constants/messages/adminMerchants';
import { fetchMerchant, fetchMerchantFeatures } from '../../../ducks/adminMerchants';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { ADMIN_MERCHANT_PATHS } from '../../../routes/admin/merchantPaths';
import { RouteLink } from '../../../routes/RouteLink';
import { PaymentSettings } from '../../billing/PaymentSettingsPage';

/**
 * /admin/merchants/{id}/payment-settings: the merchant's payment setup as the merchant has it (spec: the admin reuses
 * the screen for a chosen merchant). Staff set gateways and fees and handle the bank statement; the merchant's features
 * decide what the screen offers (NewPricing, Stripe Connect), and Stripe's OAuth stays the merchant's.
 */
export default function MerchantPaymentSettingsPage() {
  const id = Number(useParams<{ id: string }>().id);
  const request = useMemo(() => ({ id }), [id]);
  const { view: merchant } = useStoredRead(fetchMerchant, request);
  const { view: features, retry } = useStoredRead(fetchMerchantFeatures, request);
  const enabled = useMemo(() => new Set((features.data ?? []).filter((feature) => feature.enabled).map((feature) => feature.name)), [features.data]);
  const hasFeature = useCallback((name: FeatureName) => enabled.has(name), [enabled]);
  const name = merchant.data?.name;
  return (
    <>
      <p>
        <RouteLink area="admin" to={ADMIN_MERCHANT_PATHS.edit(id)}>
          {RELATED_ACCOUNTS_UI.backToMerchant}
        </RouteLink>
      </p>
      <p>{MERCHANT_PAYMENTS_UI.intro}</p>
      <LoadState state={features} ready={features.data !== undefined} onRetry={retry} failure={MERCHANT_PAYMENTS_UI.featuresFailed}>
        <PaymentSettings merchantId={id} hasFeature={hasFeature} staff title={name ? MERCHANT_PAYMENTS_UI.titleOf(name) : MERCHANT_PAYMENTS_UI.title} />
      </LoadState>
    </>
  );
}
