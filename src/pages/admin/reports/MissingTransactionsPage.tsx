import { useMemo } from 'react';
import type { MissingTransactionsRequest, TransactionsErrorFile } from '../../../api/adminReports';
import { holdFile } from '../../../api/files';
import { FileImport, type FileImportTexts } from '../../../components/files/FileImport';
import { ListPager } from '../../../components/list/ListPager';
import { useListQuery, type ListDefaults } from '../../../components/list/useListQuery';
import { Table, type Column } from '../../../components/Table';
import { MISSING_TRANSACTIONS_UI } from '../../../constants/messages/adminReports';
import { MISSING_TRANSACTIONS_PAGE_SIZE, type MissingTransactionSection } from '../../../contracts/values';
import { fetchImportedFileLink, fetchMissingTransactions, fetchTransactionsTemplate, uploadMissingTransactions } from '../../../ducks/adminReports';
import { usePagedRead } from '../../../ducks/requests/readHooks';
import { SectionBackLink } from './SectionBackLink';

const DEFAULTS: ListDefaults = { size: MISSING_TRANSACTIONS_PAGE_SIZE, field: '' };
const UI = MISSING_TRANSACTIONS_UI;
const TEXTS: FileImportTexts = {
  title: UI.uploadTitle,
  hint: UI.hint,
  downloadTemplate: UI.downloadTemplate,
  file: UI.file,
  upload: UI.upload,
  chooseFile: UI.chooseFile,
  inProgress: UI.uploadInProgress,
  processing: UI.reloading,
  failedTitle: UI.files,
  failedColumns: { file: UI.columns.file, rows: UI.columns.rows, created: UI.columns.created, actions: UI.columns.actions },
  noFailed: UI.noFiles,
  download: UI.download,
  downloadFile: UI.downloadOf,
};
const link = (res: { url: string }) => res.url;

const MISSING_COLUMNS: readonly Column<TransactionsErrorFile['missing_rows'][number]>[] = [
  { key: 'line', header: UI.missingColumns.line, render: (row) => String(row.line) },
  { key: 'token', header: UI.missingColumns.token, render: (row) => row.transaction_token },
  { key: 'amount', header: UI.missingColumns.amount, render: (row) => row.amount },
  { key: 'currency', header: UI.missingColumns.currency, render: (row) => row.currency },
];

/** One file's rows that match no payment (the first ones; the download has every row). */
function MissingRows({ file }: { file: TransactionsErrorFile }) {
  return (
    <>
      <Table caption={UI.missingRowsOf(file.file_name)} columns={MISSING_COLUMNS} rows={file.missing_rows} rowKey={(row) => row.line} emptyText={UI.noneMissing} />
      {file.missing > file.missing_rows.length && <p>{UI.moreMissing(file.missing_rows.length, file.missing)}</p>}
    </>
  );
}

/**
 * `/admin/{section}/missing-transactions`: upload a file of transactions through a signed URL; the sandbox matches each
 * row against the payments, and the section's imported files (paged, the page in the URL) list the rows missing. The
 * list is read again 1 second after an upload (declared by the upload's call).
 */
export function MissingTransactionsPage({ section }: { section: MissingTransactionSection }) {
  const { query, update } = useListQuery(DEFAULTS);
  const request = useMemo((): MissingTransactionsRequest => ({ section, page: query.page }), [section, query.page]);
  const { load, rows, total, retry } = usePagedRead(fetchMissingTransactions, request);
  const byName = new Map((rows ?? []).map((file) => [file.file_name, file]));
  const title = UI.title(UI.titles[section]);
  return (
    <section>
      <h1>{title}</h1>
      <SectionBackLink section={section} />
      <FileImport
        texts={TEXTS}
        template={{ endpoint: fetchTransactionsTemplate, request: undefined, fileName: UI.templateFile, link }}
        upload={{ endpoint: uploadMissingTransactions, key: section, request: (fileId) => ({ section, fileId }) }}
        failed={{
          files: rows,
          state: load,
          retry,
          link: { endpoint: fetchImportedFileLink, request: (fileName) => ({ id: byName.get(fileName)?.id ?? 0, fileName }), link },
        }}
        holdFile={holdFile}
      />
      <ListPager total={total} page={query.page} size={MISSING_TRANSACTIONS_PAGE_SIZE} entries={UI.entries} onPage={(page) => update({ page })} />
      {rows?.map((file) => <MissingRows key={file.id} file={file} />)}
    </section>
  );
}
