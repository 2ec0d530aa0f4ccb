import { PUBLIC_PAGES } from '../../constants/messages';
import { resendCode } from '../../ducks/auth/actions';
import { EmailRequestForm } from './shared/EmailRequestForm';

export default function ResendPage() {
  return <EmailRequestForm title={PUBLIC_PAGES.resendTitle} submitLabel={PUBLIC_PAGES.resendCode} endpoint={resendCode} />;
}
