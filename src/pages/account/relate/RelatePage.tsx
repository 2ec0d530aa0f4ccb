import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import * as yup from 'yup';
import { Button } from '../../../components/Button';
import { PasswordField, TextField, useSubmit } from '../../../components/form';
import { FORM } from '../../../constants/messages';
import { RELATE_UI } from '../../../constants/messages/relate';
import type { FollowerScope } from '../../../contracts/values';
import { createFollower } from '../../../ducks/followers';
import { PATHS } from '../../../routes/paths';
import { fieldProps } from '../../public/shared/forms';
import { confirmationOf, emailSchema, passwordSchema } from '../../public/shared/schemas';
import { ScopeChoices } from './ScopeChoices';

const Page = styled.section`
  max-width: 520px;
`;

const schema = yup.object({
  full_name: yup.string().trim().required(FORM.required),
  email: emailSchema,
  company: yup.string().trim().required(FORM.required),
  password: passwordSchema,
  password_confirmation: confirmationOf('password'),
});

interface Values {
  full_name: string;
  email: string;
  company: string;
  password: string;
  password_confirmation: string;
  scopes: FollowerScope[];
}

const EMPTY: Values = { full_name: '', email: '', company: '', password: '', password_confirmation: '', scopes: ['inheritance'] };

/**
 * /account/relate: an agency relates a new merchant account (its own, empty tenant) and chooses what it shares with
 * the agency ('Payment setup', 'Email templates'). Success says so and lists the related accounts; a failure keeps
 * what was typed.
 */
export default function RelatePage() {
  const { submit } = useSubmit(createFollower);
  const formik = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: (values, helpers) =>
      submit({ ...values, full_name: values.full_name.trim(), email: values.email.trim(), company: values.company.trim() }, helpers),
  });
  return (
    <Page>
      <h1>{RELATE_UI.relateTitle}</h1>
      <p>
        <Link to={PATHS.relatedAccounts}>{RELATE_UI.relatedTitle}</Link>
      </p>
      <form noValidate aria-label={RELATE_UI.relateTitle} onSubmit={formik.handleSubmit}>
        <TextField label={RELATE_UI.fullName} autoComplete="off" {...fieldProps(formik, 'full_name')} />
        <TextField label={RELATE_UI.email} type="email" autoComplete="off" {...fieldProps(formik, 'email')} />
        <TextField label={RELATE_UI.company} autoComplete="off" {...fieldProps(formik, 'company')} />
        <PasswordField label={RELATE_UI.password} autoComplete="new-password" {...fieldProps(formik, 'password')} />
        <PasswordField label={RELATE_UI.passwordConfirmation} autoComplete="new-password" {...fieldProps(formik, 'password_confirmation')} />
        <ScopeChoices idPrefix="relate-scope" value={formik.values.scopes} onChange={(scopes) => void formik.setFieldValue('scopes', scopes)} />
        <Button type="submit" disabled={formik.isSubmitting}>
          {RELATE_UI.submit}
        </Button>
      </form>
    </Page>
  );
}
