import { useFormik } from 'formik';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form';
import { lazySchema } from '../../components/form/lazySchema';
import { PUBLIC_PAGES } from '../../constants/messages';
import { activate } from '../../ducks/auth/actions';
import { selectAuth } from '../../ducks/auth/selectors';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../hooks';
import { PATHS } from '../../routes/paths';
import { Actions, AuthCard } from './shared/AuthCard';
import { fieldProps, publicSchemas } from './shared/forms';
import { useRequest } from '../../ducks/requests/hooks';

const validation = lazySchema<{ code: string }>(() => publicSchemas().then((m) => m.activateSchema));

export default function ActivatePage() {
  const dispatch = useAppDispatch();
  const { authenticated, active } = useSelector(selectAuth);
  const { status } = useRequest(activate);
  const formik = useFormik({
    initialValues: { code: '' },
    validate: validation.validate,
    onSubmit: ({ code }) => {
      dispatch(activate.request(code.trim()));
    },
  });

  if (authenticated) return <Navigate to={PATHS.dashboard} replace />;
  if (active) return <Navigate to="/activation-message" replace />;

  return (
    <AuthCard title={PUBLIC_PAGES.activateTitle} footer={<Link to="/resend">{PUBLIC_PAGES.resendLink}</Link>}>
      <form noValidate onSubmit={formik.handleSubmit} onFocus={validation.preload}>
        <TextField label="Activation code" autoComplete="one-time-code" {...fieldProps(formik, 'code')} />
        <Actions>
          <Button type="submit" disabled={status === 'pending'}>
            {PUBLIC_PAGES.activate}
          </Button>
        </Actions>
      </form>
    </AuthCard>
  );
}
