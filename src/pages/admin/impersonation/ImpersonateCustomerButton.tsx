import { Button } from '../../../components/Button';

export interface ImpersonateCustomerButtonProps {
  customerId: number;
  merchantId: number;
}

/** Impersonate a merchant's customer after confirming with the staff member's own password. */
export function ImpersonateCustomerButton({ customerId, merchantId }: ImpersonateCustomerButtonProps) {
  return (
    <Button $variant="secondary" type="button" data-customer-id={customerId} data-merchant-id={merchantId}>
      Impersonate customer
    </Button>
  );
}
