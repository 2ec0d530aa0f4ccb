import { publishToAccount } from './accountTopic';
import type { FastifyBaseLogger } from 'fastify';
import { setImmediate as nextTick } from 'node:timers/promises';
import type { SandboxContext } from '../context';
import { nowSeconds } from '../lib/time';
import { completeReport, failReport, findReportById, insertPendingReport, type FiledReportType, type ReportRow } from '../models/reporting';
import { csvRow } from './reportingCsv';
import { reportReader, type ReportQuery, type ReportReader } from './reportingSources';

/**
 * Report generation: the request stores a pending entry and answers at once; the rows are then read in batches,
 * yielding to the event loop between them so other requests keep flowing, and the CSV is stored with the entry.
 * The outcome is published as `report.create` (or a custom report's own message) to the requesting account's realtime
 * topic when realtime exists.
 */
export const REPORT_BATCH_ROWS = 2_000;
export const MAX_REPORT_ROWS = 1_000_000;

export type ReportOutcome = 'created' | 'failed';

/** A report filed beside the typed ones with rows and a realtime message of its own (the unique-audience report). */
export interface CustomReport {
  type: FiledReportType;
  read: () => ReportReader;
  announce: (report: ReportRow, status: ReportOutcome) => { type: string; resource: Record<string, unknown> };
}

const isCustom = (query: ReportQuery | CustomReport): query is CustomReport => 'read' in query;

export interface ReportJob {
  query: ReportQuery | CustomReport;
  /** The merchant whose report list holds the file (staff's own for a report of every merchant). */
  ownerMerchantId: number;
  accountId: number | null;
  /** File name without `.csv`; a suffix is added when taken. */
  baseName: string;
  params: Record<string, unknown>;
}

export interface ReportEngine {
  start(job: ReportJob): ReportRow;
  /** Resolves when every report started so far has finished. */
  idle(): Promise<void>;
  close(): void;
}

export function createReportEngine(sandbox: SandboxContext, log: FastifyBaseLogger): ReportEngine {
  const { db } = sandbox;
  const running = new Set<Promise<void>>();
  // A reset rebuilds the database (ids restart), so a job started before it must not write into the new one.
  let generation = 0;
  let closed = false;
  sandbox.onReset(() => {
    generation += 1;
  });
  const current = (epoch: number) => !closed && epoch === generation;

  function publish(reportId: number, status: ReportOutcome, job: ReportJob): void {
    const report = findReportById(db, reportId);
    if (!report) return;
    sandbox.webhooks.emit(report.merchant_id, 'report.generated', { filename: report.filename, report_type: report.type, status, rows: report.rows });
    if (report.account_id === null) return;
    const message = isCustom(job.query)
      ? job.query.announce(report, status)
      : { type: 'report.create', resource: { status, filename: report.filename, report_type: report.type } };
    publishToAccount(sandbox, report.account_id, { ...message, timestamp: nowSeconds() }, (error) => {
      log.warn({ err: error }, `${message.type} could not be published`);
    });
  }

  async function generate(report: ReportRow, job: ReportJob, epoch: number): Promise<void> {
    await nextTick();
    if (!current(epoch)) return;
    const reader = isCustom(job.query) ? job.query.read() : reportReader(db, job.query);
    const chunks = [csvRow(reader.header)];
    let rows = 0;
    for (;;) {
      const batch = reader.next(REPORT_BATCH_ROWS);
      for (const cells of batch) chunks.push(csvRow(cells));
      rows += batch.length;
      if (rows > MAX_REPORT_ROWS) throw new Error(`The report exceeds ${MAX_REPORT_ROWS} rows.`);
      if (batch.length < REPORT_BATCH_ROWS) break;
      await nextTick();
      if (!current(epoch)) return;
    }
    if (completeReport(db, report.id, Buffer.from(chunks.join(''), 'utf8'), rows)) publish(report.id, 'created', job);
  }

  function run(report: ReportRow, job: ReportJob): void {
    const epoch = generation;
    const task = generate(report, job, epoch)
      .catch((error: unknown) => {
        if (!current(epoch)) return;
        log.error({ err: error, report: report.filename }, 'report generation failed');
        if (failReport(db, report.id)) publish(report.id, 'failed', job);
      })
      .finally(() => running.delete(task));
    running.add(task);
  }

  return {
    start(job) {
      const report = insertPendingReport(db, {
        merchantId: job.ownerMerchantId,
        accountId: job.accountId,
        type: job.query.type,
        baseName: job.baseName,
        params: job.params,
        createdAt: nowSeconds(),
      });
      run(report, job);
      return report;
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    close() {
      closed = true;
    },
  };
}
