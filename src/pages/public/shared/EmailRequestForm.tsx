import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import type { EmailRequest, MessageResponse } from '../../../api/types';
import { Button } from '../../../components/Button';
import { TextField, useSubmit } from '../../../components/form';
import { lazySchema } from '../../../components/form/lazySchema';
import { PUBLIC_PAGES } from '../../../constants/messages';
import type { Endpoint } from '../../../ducks/requests/defineEndpoint';
import { PATHS } from '../../../routes/paths';
import { Actions, AuthCard } from './AuthCard';
import { fieldProps, publicSchemas } from './forms';

const validation = lazySchema<{ email: string }>(() => publicSchemas().then((m) => m.emailRequestSchema));

export interface EmailRequestFormProps {
  title: string;
  submitLabel: string;
  endpoint: Endpoint<EmailRequest, MessageResponse>;
}

/** One e-mail field and a submit: the forgot-password and resend-code screens. */
export function EmailRequestForm({ title, submitLabel, endpoint }: EmailRequestFormProps) {
  const { submit } = useSubmit(endpoint);
  const formik = useFormik({
    initialValues: { email: '' },
    validate: validation.validate,
    onSubmit: ({ email }, helpers) => submit({ email: email.trim() }, helpers),
  });

  return (
    <AuthCard title={title} footer={<Link to={PATHS.login}>{PUBLIC_PAGES.backToLogin}</Link>}>
      <form noValidate onSubmit={formik.handleSubmit} onFocus={validation.preload}>
        <TextField label="Email" type="email" autoComplete="email" {...fieldProps(formik, 'email')} />
        <Actions>
          <Button type="submit" disabled={formik.isSubmitting}>
            {submitLabel}
          </Button>
        </Actions>
      </form>
    </AuthCard>
  );
}
