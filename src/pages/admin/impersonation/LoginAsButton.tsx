import { Button } from '../../../components/Button';
import { CHROME } from '../../../constants/messages';

export interface LoginAsButtonProps {
  merchantId: number;
}

/** 'Login as': opens the merchant's area in a new tab, signed in as that merchant (the admin tab stays as it is). */
export function LoginAsButton({ merchantId }: LoginAsButtonProps) {
  return (
    <Button $variant="secondary" type="button" data-merchant-id={merchantId}>
      {CHROME.loginAs}
    </Button>
  );
}
