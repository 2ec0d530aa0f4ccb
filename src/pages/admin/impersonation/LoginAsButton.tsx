import { lazy } from 'react';
import { CHROME } from '../../../constants/messages';
import { withFeatures } from '../../../ducks/lazyFeatures';
import { ButtonSuspense } from './ButtonSuspense';

// The button's code and store feature load with the first screen that shows it.
const LoginAsControl = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "admin-impersonation" */ './LoginAsControl'),
    import(/* webpackChunkName: "admin-impersonation" */ '../../../ducks/adminActivity'),
  ),
);

export interface LoginAsButtonProps {
  merchantId: number;
  /** Optional: names the merchant in the button's accessible name ('Login as merchant {name}'). */
  merchantName?: string;
}

/** 'Login as': opens the merchant's area in a new tab, signed in as that merchant (the admin tab stays as it is). */
export function LoginAsButton({ merchantId, merchantName }: LoginAsButtonProps) {
  return (
    <ButtonSuspense label={CHROME.loginAs}>
      <LoginAsControl merchantId={merchantId} merchantName={merchantName} />
    </ButtonSuspense>
  );
}
