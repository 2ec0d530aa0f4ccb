import { useFormik } from 'formik';
import { useEffect, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import * as yup from 'yup';
import { Button } from '../../components/Button';
import { TextField, useSubmit } from '../../components/form';
import { VOUCHERS_UI } from '../../constants/messages/vouchers';
import { holdFile } from '../../api/files';
import { downloadLink, FileImport } from '../../components/files/FileImport';
import { VOUCHERS_PAGE_SIZE } from '../../contracts/values';
import { ACCESS_CODE_NOTICES } from '../../constants/messages/accessCodes';
import { useLoadMore, useStoredRead } from '../../ducks/requests/readHooks';
import { LoadState } from '../../components/list/LoadState';
import { addVoucherRule, deleteVoucherRule, fetchFailedVoucherRuleFiles, fetchFailedVoucherRuleFileLink, fetchVoucherEmails, fetchVoucherEmailsTemplate, uploadVoucherEmails } from '../../ducks/vouchers';
import { registerRealtimeRefresh } from '../../realtime/messageTable';
import type { RealtimeMessage } from '../../realtime/types';
import { fieldProps } from '../public/shared/forms';
import { useLeaveQuestion } from '../../components/form/UnsavedChanges';

const Row = styled.form`
  display: flex;
  gap: 8px;
  align-items: flex-end;
`;

const IMPORT_TEXTS = {
  title: VOUCHERS_UI.importTitle,
  hint: VOUCHERS_UI.importHint,
  downloadTemplate: VOUCHERS_UI.downloadTemplate,
  file: VOUCHERS_UI.importFile,
  upload: VOUCHERS_UI.importUpload,
  chooseFile: VOUCHERS_UI.chooseFile,
  inProgress: ACCESS_CODE_NOTICES.uploadInProgress,
  processing: VOUCHERS_UI.importProcessing,
  failedTitle: VOUCHERS_UI.failedTitle,
  failedColumns: VOUCHERS_UI.failedColumns,
  noFailed: VOUCHERS_UI.noFailed,
  download: VOUCHERS_UI.download,
  downloadFile: VOUCHERS_UI.downloadFile,
};

/** Importing e-mails from a CSV file; its outcome arrives over realtime and reloads the list and the refused files. */
/** The merchant's refused-rows files of every voucher (the import shows this voucher's). */
const ALL_FILES = {};

function EmailImport({ voucherId }: { voucherId: number }) {
  const { view: failed, retry } = useStoredRead(fetchFailedVoucherRuleFiles, ALL_FILES);
  useEffect(() => {
    const reload = (message: RealtimeMessage) => (Number(message.resource.voucher_id) === voucherId ? fetchVoucherEmails.request({ id: voucherId, page: 1, limit: VOUCHERS_PAGE_SIZE }) : null);
    const refreshes = (['bulk.voucher.rules.succeed', 'bulk.voucher.rules.failed'] as const).flatMap((type) => [
      registerRealtimeRefresh(type, reload),
      registerRealtimeRefresh(type, () => fetchFailedVoucherRuleFiles.request({})),
    ]);
    return () => refreshes.forEach((unregister) => unregister());
  }, [voucherId]);
  const files = failed.data?.filter((file) => file.voucher_id === voucherId).map((file) => ({ file_name: file.file_name, rows: file.rows, created_at: file.createdAt }));
  return (
    <FileImport
      texts={IMPORT_TEXTS}
      template={{ endpoint: fetchVoucherEmailsTemplate, request: undefined, fileName: 'email_voucher_rule_import.csv', link: downloadLink }}
      upload={{ endpoint: uploadVoucherEmails, key: String(voucherId), request: (fileId) => ({ id: voucherId, fileId }) }}
      failed={{ files, state: failed, retry, link: { endpoint: fetchFailedVoucherRuleFileLink, request: (fileName) => ({ fileName }), link: downloadLink } }}
      holdFile={holdFile}
    />
  );
}

/** The e-mails the voucher is limited to: added one by one or from a file, each removable; 'Load more' appends the next 15. */
export function EmailRules({ voucherId, writable }: { voucherId: number; writable: boolean }) {
  const dispatch = useDispatch();
  const filter = useMemo(() => ({ id: voucherId, limit: VOUCHERS_PAGE_SIZE }), [voucherId]);
  const added = useLoadMore(fetchVoucherEmails, filter, 1);
  const { submit } = useSubmit(addVoucherRule, { onSuccess: (form) => form?.resetForm() });
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: yup.object({ email: yup.string().trim().required(VOUCHERS_UI.emailFormat).email(VOUCHERS_UI.emailFormat) }),
    onSubmit: ({ email }, helpers) => submit({ id: voucherId, ruleType: 'emails', value: email.trim() }, helpers),
  });
  const leaveQuestion = useLeaveQuestion(formik);
  const rows = added.rows ?? [];
  return (
    <div>
      {writable && (
        <Row noValidate onSubmit={formik.handleSubmit} aria-label={VOUCHERS_UI.addEmail}>
          <TextField label={VOUCHERS_UI.email} type="email" autoComplete="off" {...fieldProps(formik, 'email')} />
          <Button type="submit" $variant="secondary" disabled={formik.isSubmitting}>
            {VOUCHERS_UI.addEmail}
          </Button>
          {leaveQuestion}
        </Row>
      )}
      <LoadState state={added.load} ready={added.rows !== undefined} onRetry={added.retry}>
        <p>{VOUCHERS_UI.shown(rows.length, added.total)}</p>
        {rows.length === 0 ? (
          <p>{VOUCHERS_UI.nothingAdded}</p>
        ) : (
          <ul aria-label={`${VOUCHERS_UI.added} ${VOUCHERS_UI.ruleTabs.emails.toLowerCase()}`}>
            {rows.map((rule) => (
              <li key={rule.id}>
                {rule.email}{' '}
                {writable && (
                  <Button $variant="link" aria-label={VOUCHERS_UI.removeEmail(rule.email)} onClick={() => dispatch(deleteVoucherRule.request({ id: voucherId, ruleType: 'emails', ruleId: rule.id }))}>
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
      </LoadState>
      {writable && <EmailImport voucherId={voucherId} />}
    </div>
  );
}
