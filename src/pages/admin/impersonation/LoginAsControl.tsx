import { useDispatch } from 'react-redux';
import { Button } from '../../../components/Button';
import { CHROME } from '../../../constants/messages';
import { IMPERSONATION } from '../../../constants/messages/adminActivity';
import { loginAs, openHeldTab } from '../../../ducks/adminActivity';
import { noticeShown } from '../../../ducks/notices/slice';
import { useRequest } from '../../../ducks/requests/hooks';

export interface LoginAsControlProps {
  merchantId: number;
  /** Said in the button's accessible name, so each row's button names its merchant. */
  merchantName?: string;
}

/**
 * 'Login as': the tab opens on the click (the browser allows a tab the user asked for), then goes to the merchant
 * area's token login once the tokens arrive. This tab, and its admin session, stay as they are.
 */
export default function LoginAsControl({ merchantId, merchantName }: LoginAsControlProps) {
  const dispatch = useDispatch();
  const pending = useRequest(loginAs, String(merchantId)).status === 'pending';
  const onClick = () => {
    const tab = openHeldTab();
    if (!tab) {
      dispatch(noticeShown({ kind: 'error', text: IMPERSONATION.popupBlocked }));
      return;
    }
    dispatch(loginAs.request({ merchantId, tab }));
  };
  return (
    <Button $variant="secondary" disabled={pending} aria-label={merchantName ? IMPERSONATION.loginAsMerchant(merchantName) : undefined} onClick={onClick}>
      {CHROME.loginAs}
    </Button>
  );
}
