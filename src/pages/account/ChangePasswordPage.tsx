import { useFormik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { Button } from '../../components/Button';
import { PasswordField, useSubmit } from '../../components/form';
import { ACCOUNT_PAGES } from '../../constants/messages';
import { changePassword } from '../../ducks/auth/actions';
import { useSessionKind } from '../../routes/useSessionKind';
import { fieldProps } from '../public/shared/forms';
import { confirmationOf, passwordSchema, requiredText } from '../public/shared/schemas';

const Page = styled.section`
  max-width: 420px;
`;

const schema = yup.object({
  old_password: requiredText,
  password: passwordSchema,
  password_confirmation: confirmationOf('password'),
});

const EMPTY = { old_password: '', password: '', password_confirmation: '' };

export default function ChangePasswordPage() {
  const session = useSessionKind();
  // The form empties once the change succeeded; a failure keeps what was typed.
  const { submit } = useSubmit(changePassword, { session, onSuccess: (form) => form?.resetForm() });
  const formik = useFormik({
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: (values, helpers) => submit(values, helpers),
  });

  return (
    <Page>
      <h1>{ACCOUNT_PAGES.changePasswordTitle}</h1>
      <form noValidate onSubmit={formik.handleSubmit}>
        <PasswordField label="Current password" autoComplete="current-password" {...fieldProps(formik, 'old_password')} />
        <PasswordField label="New password" autoComplete="new-password" {...fieldProps(formik, 'password')} />
        <PasswordField label="Confirm new password" autoComplete="new-password" {...fieldProps(formik, 'password_confirmation')} />
        <Button type="submit" disabled={formik.isSubmitting}>
          {ACCOUNT_PAGES.changePassword}
        </Button>
      </form>
    </Page>
  );
}
