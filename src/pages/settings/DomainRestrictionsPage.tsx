import { useFormik } from 'formik';
import { useId } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import * as yup from 'yup';
import type { DomainRestriction } from '../../api/restrictions';
import { Button } from '../../components/Button';
import { TextField, useSubmit } from '../../components/form';
import { LoadState } from '../../components/list/LoadState';
import { Table, type Column } from '../../components/Table';
import { RESTRICTIONS_UI } from '../../constants/messages/restrictions';
import { DOMAIN_PATTERN, ORIGIN_PATTERN, type DomainRestrictionType } from '../../contracts/values';
import { ImpactPreview } from './ImpactPreview';
import { formatTableDate } from '../../ducks/reports/periods';
import { addMerchantDomain, deleteMerchantDomain, fetchMerchantDomains } from '../../ducks/restrictions';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { useCan } from '../../routes/useCan';
import { fieldProps } from '../public/shared/forms';
import { useLeaveQuestion } from '../../components/form/UnsavedChanges';

const AddForm = styled.form`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin-top: 8px;
  > div {
    flex: 1;
  }
  button {
    margin-top: 26px;
  }
`;

interface ListTexts {
  caption: string;
  column: string;
  empty: string;
  field: string;
  add: string;
  pattern: string;
  invalid: string;
}

const TEXTS: Record<DomainRestrictionType, ListTexts> = {
  whitelist: {
    caption: RESTRICTIONS_UI.domainsCaption,
    column: RESTRICTIONS_UI.domainColumn,
    empty: RESTRICTIONS_UI.noDomains,
    field: RESTRICTIONS_UI.newDomain,
    add: RESTRICTIONS_UI.addDomain,
    pattern: DOMAIN_PATTERN,
    invalid: RESTRICTIONS_UI.invalidDomainEntry,
  },
  allowed_origins: {
    caption: RESTRICTIONS_UI.originsCaption,
    column: RESTRICTIONS_UI.originColumn,
    empty: RESTRICTIONS_UI.noOrigins,
    field: RESTRICTIONS_UI.newOrigin,
    add: RESTRICTIONS_UI.addOrigin,
    pattern: ORIGIN_PATTERN,
    invalid: RESTRICTIONS_UI.invalidOrigin,
  },
};

/** One list of domain rules with its add form: 'Domains successfully updated.' after each change. */
function DomainList({ type, rows, writable, impact }: { type: DomainRestrictionType; rows: readonly DomainRestriction[]; writable: boolean; impact: boolean }) {
  const dispatch = useDispatch();
  const headingId = useId();
  const texts = TEXTS[type];
  const { submit } = useSubmit(addMerchantDomain, { key: type, onSuccess: (form) => form?.resetForm() });
  const formik = useFormik({
    initialValues: { domain: '' },
    validationSchema: yup.object({
      domain: yup
        .string()
        .trim()
        .required(RESTRICTIONS_UI.domainRequired)
        .test('shape', texts.invalid, (value) => new RegExp(texts.pattern).test((value ?? '').trim().replace(/\/+$/, ''))),
    }),
    onSubmit: ({ domain }, helpers) => submit({ type, domain: domain.trim() }, helpers),
  });
  const leaveQuestion = useLeaveQuestion(formik);
  // A whitelist entry being typed: what the list would block once it is added (the first one restricts all others).
  const typed = formik.values.domain.trim().toLowerCase().replace(/\/+$/, '');
  const typedDomain = new RegExp(texts.pattern).test(typed) ? typed : '';
  const columns: Column<DomainRestriction>[] = [
    { key: 'domain', header: texts.column, render: (row) => row.domain },
    { key: 'added', header: RESTRICTIONS_UI.addedColumn, render: (row) => formatTableDate(row.created_at) },
  ];
  if (writable) {
    columns.push({
      key: 'actions',
      header: RESTRICTIONS_UI.actionsColumn,
      render: (row) => (
        <Button $variant="link" aria-label={RESTRICTIONS_UI.deleteDomain(row.domain)} onClick={() => dispatch(deleteMerchantDomain.request({ domain: row.domain }))}>
          {RESTRICTIONS_UI.delete}
        </Button>
      ),
    });
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.caption}</h2>
      <Table caption={texts.caption} columns={columns} rows={rows} rowKey={(row) => row.id} emptyText={texts.empty} />
      {writable && (
        <AddForm noValidate onSubmit={formik.handleSubmit} aria-label={texts.add}>
          <TextField label={texts.field} autoComplete="off" {...fieldProps(formik, 'domain')} />
          <Button type="submit" $variant="secondary" disabled={formik.isSubmitting}>
            {texts.add}
          </Button>
          {leaveQuestion}
        </AddForm>
      )}
      {writable && impact && type === 'whitelist' && typedDomain && !rows.some((row) => row.domain === typedDomain) && (
        <ImpactPreview rule={{ domains: [...rows.map((row) => row.domain), typedDomain] }} />
      )}
    </section>
  );
}

/** /settings/auth/domain-restrictions: where the paywall may load, and the origins that may call the API. */
export default function DomainRestrictionsPage() {
  const { isReadOnly, isDisabled } = useCan();
  const writable = !isReadOnly('domainRestrictions');
  const impact = !isDisabled('analytics');
  const { view: load, retry } = useStoredRead(fetchMerchantDomains, undefined);
  return (
    <section>
      <h1>{RESTRICTIONS_UI.domainTitle}</h1>
      <p>{RESTRICTIONS_UI.domainIntro}</p>
      {!writable && <p>{RESTRICTIONS_UI.readOnly}</p>}
      <LoadState state={load} ready={load.data !== undefined} onRetry={retry}>
        <DomainList type="whitelist" rows={load.data?.domains ?? []} writable={writable} impact={impact} />
        <DomainList type="allowed_origins" rows={load.data?.allowed_origins ?? []} writable={writable} impact={impact} />
      </LoadState>
    </section>
  );
}
