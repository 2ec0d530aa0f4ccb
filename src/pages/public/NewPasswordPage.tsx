import { useFormik } from 'formik';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { PasswordField, TextField } from '../../components/form';
import { lazySchema } from '../../components/form/lazySchema';
import { AUTH, PUBLIC_PAGES } from '../../constants/messages';
import { acceptInvite, login, newPassword } from '../../ducks/auth/actions';
import { useAppDispatch } from '../../hooks';
import { PATHS } from '../../routes/paths';
import { Actions, AuthCard } from './shared/AuthCard';
import { fieldProps, publicSchemas } from './shared/forms';
import { useRequest } from '../../ducks/requests/hooks';
import { StrengthMeter } from './shared/StrengthMeter';
import { usePasswordStrength } from './shared/usePasswordStrength';

interface NewPasswordValues {
  token: string;
  password: string;
  password_confirmation: string;
}

const validation = lazySchema<NewPasswordValues>(() => publicSchemas().then((m) => m.newPasswordSchema));

/** Both spellings of the organisation parameter arrive in invite links. */
const ORGANIZATION_PARAMS = ['organization', 'organization-name'] as const;

export default function NewPasswordPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const organization = ORGANIZATION_PARAMS.map((name) => params.get(name)?.trim()).find(Boolean);
  // An organisation's invite signs the member in once the password is set; a reset goes back to the sign-in page.
  const endpoint = organization ? acceptInvite : newPassword;
  const { status } = useRequest(endpoint);
  const signingIn = useRequest(login).status === 'pending';
  const formik = useFormik<NewPasswordValues>({
    initialValues: { token: params.get('token') ?? '', password: '', password_confirmation: '' },
    validate: validation.validate,
    onSubmit: ({ token, password, password_confirmation }) => {
      dispatch(endpoint.request({ token: token.trim(), password, password_confirmation }));
    },
  });
  const strength = usePasswordStrength(formik.values.password);
  const passwordField = fieldProps(formik, 'password');

  return (
    <AuthCard
      title={organization ? AUTH.welcomeToOrganization(organization) : PUBLIC_PAGES.newPasswordTitle}
      footer={<Link to={PATHS.login}>{PUBLIC_PAGES.backToLogin}</Link>}
    >
      <form noValidate onSubmit={formik.handleSubmit} onFocus={validation.preload}>
        <TextField label="Reset token" autoComplete="off" {...fieldProps(formik, 'token')} />
        <PasswordField label="New password" autoComplete="new-password" {...passwordField} />
        {!passwordField.error && <StrengthMeter id="new-password-strength" strength={strength} password={formik.values.password} />}
        <PasswordField label="Confirm new password" autoComplete="new-password" {...fieldProps(formik, 'password_confirmation')} />
        <Actions>
          <Button type="submit" disabled={!strength.strong || status === 'pending' || signingIn}>
            {PUBLIC_PAGES.newPasswordSubmit}
          </Button>
        </Actions>
      </form>
    </AuthCard>
  );
}
