import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { holdFile } from '../../api/files';
import { downloadLink, FileImport, type FileImportTexts } from '../../components/files/FileImport';
import { SelectField } from '../../components/form';
import { BULK_UI } from '../../constants/messages/audience';
import { BULK_ACCESS_ACTIONS, type BulkAccessAction } from '../../contracts/values';
import { fetchBulkFailedFiles, fetchBulkTemplate, uploadBulkAccess } from '../../ducks/audience';
import { fetchBulkFailedFileLink } from '../../ducks/jobs';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { registerRealtimeRefresh } from '../../realtime/messageTable';

const ACTION_OPTIONS = BULK_ACCESS_ACTIONS.map((value) => ({ value, label: BULK_UI.actions[value] }));

const texts = (action: BulkAccessAction): FileImportTexts => ({
  title: BULK_UI.importTitle(BULK_UI.actions[action]),
  hint: BULK_UI.hints[action],
  downloadTemplate: BULK_UI.template,
  file: BULK_UI.file,
  upload: BULK_UI.upload,
  chooseFile: BULK_UI.chooseFile,
  inProgress: BULK_UI.inProgress,
  processing: BULK_UI.processing,
  failedTitle: BULK_UI.failedTitle(BULK_UI.actions[action]),
  failedColumns: BULK_UI.failedColumns,
  noFailed: BULK_UI.noFailed,
  download: BULK_UI.download,
  downloadFile: BULK_UI.downloadFile,
});

/**
 * /access/bulk-actions (feature BulkAccessManagement): grant, revoke or extend access in bulk from a CSV: the
 * template, the upload with its progress, and each action's files of failed rows. The outcome arrives over realtime
 * (bulk.{action}.access), which reloads the failed files.
 */
export default function BulkActionsPage() {
  // The action may come in the URL (?action=extend), e.g. from the job tray's 're-upload corrected rows'.
  const [params, setParams] = useSearchParams();
  const action: BulkAccessAction = (BULK_ACCESS_ACTIONS as readonly string[]).includes(params.get('action') ?? '') ? (params.get('action') as BulkAccessAction) : 'grant';
  const setAction = (next: BulkAccessAction) => setParams(next === 'grant' ? {} : { action: next }, { replace: true });
  const { view: failed, retry } = useStoredRead(fetchBulkFailedFiles, useMemo(() => ({ action }), [action]));
  useEffect(() => {
    const refreshes = BULK_ACCESS_ACTIONS.map((each) => registerRealtimeRefresh(`bulk.${each}.access`, () => fetchBulkFailedFiles.request({ action: each })));
    return () => refreshes.forEach((unregister) => unregister());
  }, []);
  const files = failed.data?.map((file) => ({ file_name: file.file_name, rows: file.rows, created_at: file.createdAt }));
  return (
    <section>
      <h1>{BULK_UI.title}</h1>
      <p>{BULK_UI.intro}</p>
      <SelectField name="bulk-action" label={BULK_UI.action} options={ACTION_OPTIONS} value={action} onChange={(event) => setAction(event.target.value as BulkAccessAction)} />
      <FileImport
        key={action}
        texts={texts(action)}
        template={{ endpoint: fetchBulkTemplate, request: { action }, fileName: 'template.csv', link: downloadLink }}
        upload={{ endpoint: uploadBulkAccess, key: action, request: (fileId) => ({ action, fileId }) }}
        failed={{ files, state: failed, retry, link: { endpoint: fetchBulkFailedFileLink, request: (fileName) => ({ action, fileName }), link: downloadLink } }}
        holdFile={holdFile}
      />
    </section>
  );
}
