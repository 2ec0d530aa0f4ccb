import { useFormik } from 'formik';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
// The fields' own modules, not the form barrel: the barrel would bring useSubmit and every other field into /login.
import { PasswordField } from '../../components/form/PasswordField';
import { TextField } from '../../components/form/TextField';
import { lazySchema } from '../../components/form/lazySchema';
import { AUTH, LOGIN_PAGE } from '../../constants/messages';
import { login } from '../../ducks/auth/actions';
import { useAppDispatch } from '../../hooks';
import { Actions, AuthCard } from './shared/AuthCard';
import { fieldProps, publicSchemas } from './shared/forms';
import { useRequest } from '../../ducks/requests/hooks';

/** Login form values except the password live here for the tab's life; a page unload clears them. */
export const LOGIN_FORM_STORAGE_KEY = 'boxoffice.loginForm';

interface LoginValues {
  email: string;
  password: string;
}

const validation = lazySchema<LoginValues>(() => publicSchemas().then((m) => m.loginSchema));

function readSavedEmail(): string {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(LOGIN_FORM_STORAGE_KEY) ?? '{}') as { email?: unknown };
    return typeof saved.email === 'string' ? saved.email : '';
  } catch {
    return '';
  }
}

function saveEmail(email: string): void {
  try {
    window.sessionStorage.setItem(LOGIN_FORM_STORAGE_KEY, JSON.stringify({ email }));
  } catch {
    // Storage may be unavailable (privacy mode); the form still works.
  }
}

const clearSaved = (): void => {
  try {
    window.sessionStorage.removeItem(LOGIN_FORM_STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
};

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const { status } = useRequest(login);
  const formik = useFormik<LoginValues>({
    initialValues: { email: readSavedEmail(), password: '' },
    validate: validation.validate,
    onSubmit: ({ email, password }) => {
      dispatch(login.request({ username: email.trim(), password }));
    },
  });
  const { email } = formik.values;

  useEffect(() => saveEmail(email), [email]);

  useEffect(() => {
    window.addEventListener('pagehide', clearSaved);
    return () => window.removeEventListener('pagehide', clearSaved);
  }, []);

  return (
    <AuthCard
      title={LOGIN_PAGE.title}
      footer={
        <>
          <Link to="/forgot-password">{LOGIN_PAGE.forgotPasswordLink}</Link>
          <span>
            {LOGIN_PAGE.noAccount} <Link to="/register">{LOGIN_PAGE.signUp}</Link>
          </span>
        </>
      }
    >
      <form noValidate onSubmit={formik.handleSubmit} onFocus={validation.preload}>
        <TextField label="Email" type="email" autoComplete="username" {...fieldProps(formik, 'email')} />
        <PasswordField label="Password" autoComplete="current-password" {...fieldProps(formik, 'password')} />
        <Actions>
          <Button type="submit" disabled={status === 'pending'}>
            {AUTH.logIn}
          </Button>
        </Actions>
      </form>
    </AuthCard>
  );
}
