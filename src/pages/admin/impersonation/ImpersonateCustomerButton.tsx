import { lazy } from 'react';
import { IMPERSONATION } from '../../../constants/messages/adminActivity';
import { withFeatures } from '../../../ducks/lazyFeatures';
import { ButtonSuspense } from './ButtonSuspense';

// The button, its dialog and its store feature load with the first screen that shows it.
const ImpersonateCustomerControl = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "admin-impersonation" */ './ImpersonateCustomerControl'),
    import(/* webpackChunkName: "admin-impersonation" */ '../../../ducks/adminActivity'),
  ),
);

export interface ImpersonateCustomerButtonProps {
  customerId: number;
  merchantId: number;
  /** Optional: checked by the sandbox against the customer, and said in the button's accessible name. */
  customerEmail?: string;
}

/** Impersonate a merchant's customer after confirming with the staff member's own password. */
export function ImpersonateCustomerButton(props: ImpersonateCustomerButtonProps) {
  return (
    <ButtonSuspense label={IMPERSONATION.impersonateCustomer}>
      <ImpersonateCustomerControl {...props} />
    </ButtonSuspense>
  );
}
