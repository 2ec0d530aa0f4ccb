import { useFormik } from 'formik';
import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import * as yup from 'yup';
import type { OAuthApplication, SsoDomains } from '../../../api/authSettings';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CopyButton } from '../../../components/CopyButton';
import { FormDialog } from '../../../components/FormDialog';
import { TextArea, TextField, useSubmit } from '../../../components/form';
import { LoadState } from '../../../components/list/LoadState';
import { Table, type Column } from '../../../components/Table';
import { useRowDialog } from '../../../components/useRowDialog';
import { AUTH_SETTINGS_UI as UI } from '../../../constants/messages/authSettings';
import { CLIPBOARD_TOOLTIP_MS } from '../../../constants/settings';
import { ORIGIN_PATTERN, SUB_DOMAIN_PATTERN } from '../../../contracts/values';
import { selectAuth } from '../../../ducks/auth/selectors';
import { createApplication, fetchApplications, fetchSsoDomains, regenerateSecret, updateApplication, updateSsoDomains } from '../../../ducks/authSettings';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { useCan } from '../../../routes/useCan';
import { fieldProps } from '../../public/shared/forms';
import { EmbedCodeBuilder } from './EmbedCodeBuilder';
import { UnsavedChangesBar } from '../../../components/form/UnsavedChanges';

const EDIT_MODAL = 'oauth-edit-application';
const REGENERATE_MODAL = 'oauth-regenerate-secret';

function AddApplicationForm() {
  const { submit } = useSubmit(createApplication, { onSuccess: (form) => form?.resetForm() });
  const formik = useFormik({
    initialValues: { name: '' },
    validationSchema: yup.object({ name: yup.string().trim().required(UI.required).max(100) }),
    onSubmit: ({ name }, helpers) => submit({ name: name.trim() }, helpers),
  });
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={UI.addApplication}>
      <TextField label={UI.applicationName} autoComplete="off" {...fieldProps(formik, 'name')} />
      <Button type="submit" $variant="secondary" disabled={formik.isSubmitting}>
        {UI.addApplication}
      </Button>
    </form>
  );
}

function EditApplicationForm({ formId, application, onDone }: { formId: string; application: OAuthApplication; onDone: () => void }) {
  const { submit } = useSubmit(updateApplication, { key: application.id, onSuccess: onDone });
  const formik = useFormik({
    initialValues: { name: application.name },
    validationSchema: yup.object({ name: yup.string().trim().max(100) }),
    onSubmit: ({ name }, helpers) => submit({ id: application.id, name: name.trim() || undefined }, helpers),
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <TextField label={UI.applicationName} autoComplete="off" {...fieldProps(formik, 'name')} />
    </form>
  );
}

const originsOf = (text: string): string[] =>
  text
    .split(/\s+/)
    .map((line) => line.trim().replace(/\/+$/, ''))
    .filter(Boolean);

function DomainsForm({ domains, writable }: { domains: SsoDomains; writable: boolean }) {
  const headingId = useId();
  const { submit } = useSubmit(updateSsoDomains);
  const formik = useFormik({
    initialValues: { sub_domain_name: domains.sub_domain_name, allowed_origins: domains.allowed_origins.join('\n') },
    enableReinitialize: true,
    validationSchema: yup.object({
      sub_domain_name: yup.string().trim().matches(new RegExp(SUB_DOMAIN_PATTERN), UI.subDomainInvalid),
      allowed_origins: yup.string().test('origins', (value, context) => {
        const wrong = originsOf(value ?? '').find((origin) => !new RegExp(ORIGIN_PATTERN).test(origin));
        return wrong ? context.createError({ message: UI.originInvalid(wrong) }) : true;
      }),
    }),
    onSubmit: (values, helpers) => submit({ sub_domain_name: values.sub_domain_name.trim(), allowed_origins: originsOf(values.allowed_origins) }, helpers),
  });
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{UI.domainsHeading}</h2>
      <form noValidate onSubmit={formik.handleSubmit} aria-label={UI.domainsHeading}>
        <TextField label={UI.subDomain} hint={UI.subDomainHint} autoComplete="off" readOnly={!writable} {...fieldProps(formik, 'sub_domain_name')} />
        <TextArea label={UI.allowedOrigins} hint={UI.allowedOriginsHint} rows={4} readOnly={!writable} {...fieldProps(formik, 'allowed_origins')} />
        {writable && <UnsavedChangesBar form={formik} saveLabel={UI.saveDomains} alwaysSavable />}
      </form>
    </section>
  );
}

/** /settings/auth/oauth: OAuth applications, the SSO domains and the paywall's embed code (catalogue 7.12). */
export default function OAuthPage() {
  const dispatch = useDispatch();
  const writable = !useCan().isReadOnly('oauthSso');
  const merchantUuid = useSelector(selectAuth).account?.merchant_uuid ?? '';
  const { view: apps, retry } = useStoredRead(fetchApplications, undefined);
  const { view: domains, retry: retryDomains } = useStoredRead(fetchSsoDomains, undefined);
  const editDialog = useRowDialog<OAuthApplication>(EDIT_MODAL);
  const confirm = useRowDialog<OAuthApplication>(REGENERATE_MODAL);
  const applications = apps.data?.collection ?? [];
  const columns: Column<OAuthApplication>[] = [
    { key: 'name', header: UI.nameColumn, render: (row) => row.name },
    { key: 'key', header: UI.appKeyColumn, render: (row) => <code>{row.id}</code> },
    {
      key: 'secret',
      header: UI.secretColumn,
      render: (row) => (
        <>
          <code>{row.secret}</code>{' '}
          <CopyButton text={row.secret} label={UI.copySecret} name={UI.copySecretOf(row.name)} copiedText={UI.copied} failedText={UI.copyFailed} tooltipMs={CLIPBOARD_TOOLTIP_MS} />
        </>
      ),
    },
    {
      key: 'sso',
      header: UI.ssoColumn,
      render: (row) => (
        <>
          {row.sso === 1 ? UI.ssoOn : UI.ssoOff}{' '}
          {writable && (
            <Button
              $variant="secondary"
              aria-label={row.sso === 1 ? UI.switchSsoOff(row.name) : UI.switchSsoOn(row.name)}
              onClick={() => dispatch(updateApplication.request({ id: row.id, sso: row.sso === 1 ? 0 : 1 }))}
            >
              {row.sso === 1 ? UI.switchOff : UI.switchOn}
            </Button>
          )}
        </>
      ),
    },
  ];
  if (writable) {
    columns.push({
      key: 'actions',
      header: UI.actionsColumn,
      render: (row) => (
        <>
          <Button $variant="link" aria-label={UI.editApplication(row.name)} onClick={() => editDialog.openFor(row)}>
            {UI.edit}
          </Button>{' '}
          <Button $variant="link" aria-label={UI.regenerateFor(row.name)} onClick={() => confirm.openFor(row)}>
            {UI.regenerate}
          </Button>
        </>
      ),
    });
  }
  return (
    <section>
      <h1>{UI.oauthTitle}</h1>
      <p>{UI.oauthIntro}</p>
      {!writable && <p>{UI.readOnly}</p>}
      <LoadState state={apps} ready={apps.data !== undefined} onRetry={retry}>
        <Table caption={UI.applicationsCaption} columns={columns} rows={applications} rowKey={(row) => row.id} emptyText={UI.noApplications} />
      </LoadState>
      {writable && <AddApplicationForm />}
      <LoadState state={domains} ready={domains.data !== undefined} onRetry={retryDomains}>
        {domains.data && <DomainsForm domains={domains.data} writable={writable} />}
      </LoadState>
      <EmbedCodeBuilder merchantUuid={merchantUuid} applications={applications} />
      {editDialog.isOpen && editDialog.row && (
        <FormDialog id={EDIT_MODAL} title={UI.editApplicationTitle} submitLabel={UI.saveApplication} cancelLabel={UI.cancel} endpoint={updateApplication}>
          {({ formId, close }) => <EditApplicationForm formId={formId} application={editDialog.row as OAuthApplication} onDone={close} />}
        </FormDialog>
      )}
      <ConfirmDialog
        id={REGENERATE_MODAL}
        message={UI.regenerateQuestion}
        confirmLabel={UI.regenerate}
        onConfirm={() => confirm.row && dispatch(regenerateSecret.request({ id: confirm.row.id }))}
      />
    </section>
  );
}
