import { useFormik } from 'formik';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/form';
import { ACCOUNT_PAGES } from '../../constants/messages';
import { changePassword } from '../../ducks/auth/actions';
import { useAppDispatch } from '../../hooks';
import { confirmationOf, fieldProps, passwordSchema, requiredText, useRequestState } from '../public/shared/forms';

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
  const dispatch = useAppDispatch();
  const { status } = useRequestState(changePassword);
  const formik = useFormik({
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: (values) => {
      dispatch(changePassword.request(values));
    },
  });

  // The form empties once the change succeeded; a failure keeps what was typed.
  const lastStatus = useRef(status);
  const { resetForm } = formik;
  useEffect(() => {
    if (lastStatus.current === 'pending' && status === 'succeeded') resetForm();
    lastStatus.current = status;
  }, [status, resetForm]);

  return (
    <Page>
      <h1>{ACCOUNT_PAGES.changePasswordTitle}</h1>
      <form noValidate onSubmit={formik.handleSubmit}>
        <PasswordField label="Current password" autoComplete="current-password" {...fieldProps(formik, 'old_password')} />
        <PasswordField label="New password" autoComplete="new-password" {...fieldProps(formik, 'password')} />
        <PasswordField label="Confirm new password" autoComplete="new-password" {...fieldProps(formik, 'password_confirmation')} />
        <Button type="submit" disabled={status === 'pending'}>
          {ACCOUNT_PAGES.changePassword}
        </Button>
      </form>
    </Page>
  );
}
