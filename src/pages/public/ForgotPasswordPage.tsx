import { PUBLIC_PAGES } from '../../constants/messages';
import { forgotPassword } from '../../ducks/auth/actions';
import { EmailRequestForm } from './shared/EmailRequestForm';

export default function ForgotPasswordPage() {
  return <EmailRequestForm title={PUBLIC_PAGES.forgotTitle} submitLabel={PUBLIC_PAGES.forgotSubmit} endpoint={forgotPassword} />;
}
