import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import type { EmailRequest, MessageResponse } from '../../../api/types';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/form';
import { PUBLIC_PAGES } from '../../../constants/messages';
import type { RequestActions } from '../../../ducks/requests/createRequestActions';
import { useAppDispatch } from '../../../hooks';
import { PATHS } from '../../../routes/paths';
import { Actions, AuthCard } from './AuthCard';
import { emailSchema, fieldProps, useRequestState } from './forms';

const schema = yup.object({ email: emailSchema });

export interface EmailRequestFormProps {
  title: string;
  submitLabel: string;
  actions: RequestActions<EmailRequest, MessageResponse>;
}

/** One e-mail field and a submit: the forgot-password and resend-code screens. */
export function EmailRequestForm({ title, submitLabel, actions }: EmailRequestFormProps) {
  const dispatch = useAppDispatch();
  const { status } = useRequestState(actions);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: schema,
    onSubmit: ({ email }) => {
      dispatch(actions.request({ email: email.trim() }));
    },
  });

  return (
    <AuthCard title={title} footer={<Link to={PATHS.login}>{PUBLIC_PAGES.backToLogin}</Link>}>
      <form noValidate onSubmit={formik.handleSubmit}>
        <TextField label="Email" type="email" autoComplete="email" {...fieldProps(formik, 'email')} />
        <Actions>
          <Button type="submit" disabled={status === 'pending'}>
            {submitLabel}
          </Button>
        </Actions>
      </form>
    </AuthCard>
  );
}
