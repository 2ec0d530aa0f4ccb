import { useFormik } from 'formik';
import * as yup from 'yup';
import { Button } from '../../../components/Button';
import { PasswordField, useSubmit } from '../../../components/form';
import { FormDialog } from '../../../components/FormDialog';
import { useModal } from '../../../components/Modal';
import { FORM } from '../../../constants/messages';
import { IMPERSONATION } from '../../../constants/messages/adminActivity';
import { impersonateCustomer } from '../../../ducks/adminActivity';
import { fieldProps } from '../../public/shared/forms';

/** Spec section 5: the impersonation password is required, at least 8 characters. */
export const IMPERSONATION_SCHEMA = yup.object({
  password: yup.string().required(FORM.required).min(8, IMPERSONATION.passwordMin),
});

export interface ImpersonateCustomerControlProps {
  customerId: number;
  merchantId: number;
  /** Said in the button's accessible name. */
  customerEmail?: string;
}

function ImpersonateForm({ formId, customerId, merchantId, customerEmail, onDone }: ImpersonateCustomerControlProps & { formId: string; onDone: () => void }) {
  const { submit } = useSubmit(impersonateCustomer, { onSuccess: onDone });
  const formik = useFormik({
    initialValues: { password: '' },
    validationSchema: IMPERSONATION_SCHEMA,
    onSubmit: ({ password }, helpers) =>
      submit({ customer_id: customerId, merchant_id: merchantId, password, ...(customerEmail ? { customer_email: customerEmail } : {}) }, helpers),
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <p>{IMPERSONATION.dialogIntro}</p>
      <PasswordField label={IMPERSONATION.password} autoComplete="current-password" {...fieldProps(formik, 'password')} />
    </form>
  );
}

/** 'Impersonate customer' and its dialog: the staff member confirms with their own password. */
export default function ImpersonateCustomerControl(props: ImpersonateCustomerControlProps) {
  const id = `impersonate-customer-${props.customerId}`;
  const { open } = useModal(id);
  return (
    <>
      <Button $variant="secondary" aria-label={props.customerEmail ? IMPERSONATION.impersonateCustomerOf(props.customerEmail) : undefined} onClick={open}>
        {IMPERSONATION.impersonateCustomer}
      </Button>
      <FormDialog id={id} title={IMPERSONATION.impersonateCustomer} submitLabel={IMPERSONATION.signIn} cancelLabel={IMPERSONATION.cancel} endpoint={impersonateCustomer}>
        {({ formId, close }) => <ImpersonateForm {...props} formId={formId} onDone={close} />}
      </FormDialog>
    </>
  );
}
