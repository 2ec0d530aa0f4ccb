import { useId, useMemo } from 'react';
import { LoadState } from '../../../components/list/LoadState';
import { COMMERCIALS_UI } from '../../../constants/messages/adminCommercials';
import { fetchRecurringFees, fetchRevenueSetup } from '../../../ducks/adminCommercials';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { AccessFeeTypes } from './AccessFeeTypes';
import { NonRecurringFees } from './NonRecurringFees';
import { RecurringFeesForm } from './RecurringFeesForm';
import { RevenueSetupForms } from './RevenueSetupForms';

/** A merchant's commercials on its edit screen (spec section 3): revenue setup, recurring and non-recurring fees, access fee types. */
export default function MerchantCommercialsPanel({ merchantId }: { merchantId: number }) {
  const headingId = useId();
  const merchant = useMemo(() => ({ merchantId }), [merchantId]);
  const setup = useStoredRead(fetchRevenueSetup, merchant);
  const recurring = useStoredRead(fetchRecurringFees, merchant);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{COMMERCIALS_UI.title}</h2>
      <LoadState state={setup.view} ready={setup.view.data !== undefined} onRetry={setup.retry}>
        {setup.view.data && <RevenueSetupForms setup={setup.view.data} />}
      </LoadState>
      <LoadState state={recurring.view} ready={recurring.view.data !== undefined} onRetry={recurring.retry}>
        {recurring.view.data && <RecurringFeesForm merchantId={merchantId} fees={recurring.view.data} />}
      </LoadState>
      <NonRecurringFees merchantId={merchantId} />
      <AccessFeeTypes merchantId={merchantId} />
    </section>
  );
}
