import { Link } from 'react-router-dom';
import { AUTH, PUBLIC_PAGES } from '../../constants/messages';
import { PATHS } from '../../routes/paths';
import { AuthCard } from './shared/AuthCard';

export default function ActivationMessagePage() {
  return (
    <AuthCard title={AUTH.congratulations} footer={<Link to={PATHS.login}>{PUBLIC_PAGES.signIn}</Link>}>
      <p>{PUBLIC_PAGES.activationMessage}</p>
    </AuthCard>
  );
}
