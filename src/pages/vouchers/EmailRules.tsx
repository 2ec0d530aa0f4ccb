import { useFormik } from 'formik';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import * as yup from 'yup';
import { Button } from '../../components/Button';
import { TextField, useSubmit } from '../../components/form';
import { VOUCHERS_UI } from '../../constants/messages/vouchers';
import { addVoucherRule, deleteVoucherRule } from '../../ducks/vouchers';
import { fieldProps } from '../public/shared/forms';
import { useAddedRules } from './useAddedRules';

const Row = styled.form`
  display: flex;
  gap: 8px;
  align-items: flex-end;
`;

/** The e-mails the voucher is limited to: added one by one, each removable; 'Load more' appends the next 15. */
export function EmailRules({ voucherId, writable }: { voucherId: number; writable: boolean }) {
  const dispatch = useDispatch();
  const added = useAddedRules(voucherId, 'emails', '');
  const { submit } = useSubmit(addVoucherRule, { onSuccess: (form) => form?.resetForm() });
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: yup.object({ email: yup.string().trim().required(VOUCHERS_UI.emailFormat).email(VOUCHERS_UI.emailFormat) }),
    onSubmit: ({ email }, helpers) => submit({ id: voucherId, ruleType: 'emails', value: email.trim() }, helpers),
  });
  const rows = added.rows ?? [];
  return (
    <div>
      {writable && (
        <Row noValidate onSubmit={formik.handleSubmit} aria-label={VOUCHERS_UI.addEmail}>
          <TextField label={VOUCHERS_UI.email} type="email" autoComplete="off" {...fieldProps(formik, 'email')} />
          <Button type="submit" $variant="secondary" disabled={formik.isSubmitting}>
            {VOUCHERS_UI.addEmail}
          </Button>
        </Row>
      )}
      <p>{VOUCHERS_UI.shown(rows.length, added.total)}</p>
      {rows.length === 0 ? (
        <p>{VOUCHERS_UI.nothingAdded}</p>
      ) : (
        <ul aria-label={`${VOUCHERS_UI.added} ${VOUCHERS_UI.ruleTabs.emails.toLowerCase()}`}>
          {rows.map((rule) => (
            <li key={rule.id}>
              {rule.value}{' '}
              {writable && (
                <Button $variant="link" aria-label={VOUCHERS_UI.removeEmail(rule.value)} onClick={() => dispatch(deleteVoucherRule.request({ id: voucherId, ruleType: 'emails', ruleId: rule.id }))}>
                  {VOUCHERS_UI.remove}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {rows.length < added.total && (
        <Button $variant="secondary" onClick={added.more}>
          {VOUCHERS_UI.loadMore}
        </Button>
      )}
    </div>
  );
}
