import { lazy, Suspense } from 'react';
import { Loader } from '../../../components/Loader';
import { withFeatures } from '../../../ducks/lazyFeatures';

// The merchant edit screen shows this section; its code and store feature load with it, not with the edit screen.
const MerchantCommercialsPanel = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "admin-commercials" */ '../commercials/MerchantCommercialsPanel'),
    import(/* webpackChunkName: "admin-commercials" */ '../../../ducks/adminCommercials'),
  ),
);

/** A merchant's commercials on `/admin/merchants/edit/{id}`: revenue setup, recurring and non-recurring fees, access fee types. */
export function MerchantCommercials({ merchantId }: { merchantId: number }) {
  return (
    <Suspense fallback={<Loader />}>
      <MerchantCommercialsPanel merchantId={merchantId} />
    </Suspense>
  );
}
