/** The live job tray's state: a job follows its request, progress, answer, and the realtime message that ends it. */
import type { UnknownAction } from '@reduxjs/toolkit';
import { uploadBulkAccess } from '../../../src/ducks/audience';
import { finishedJobsCleared, jobDismissed, jobsFeature, selectJobs, type JobsState } from '../../../src/ducks/jobs';
import { generateReport } from '../../../src/ducks/reports/endpoints';
import { generateUniqueAudience } from '../../../src/ducks/uniqueAudience';
import { realtimeMessageReceived } from '../../../src/realtime/slice';

const reduce = (actions: UnknownAction[]): JobsState => actions.reduce((state, action) => jobsFeature.reducer?.(state, action) as JobsState, undefined as unknown as JobsState);
const jobs = (state: JobsState) => selectJobs({ jobs: state });

describe('the job tray', () => {
  it('follows a bulk upload from its progress to the realtime outcome with the failed rows', () => {
    const request = { action: 'grant' as const, fileId: 'file-1' };
    let state = reduce([uploadBulkAccess.request(request), uploadBulkAccess.progress(0.4, { key: 'grant' })]);
    expect(jobs(state)).toEqual([expect.objectContaining({ kind: 'bulk', subject: 'grant', state: 'uploading', progress: 0.4 })]);
    // A second submit while it goes out is ignored by the call, so it is no new job.
    state = reduce([uploadBulkAccess.request(request), uploadBulkAccess.request(request)]);
    expect(jobs(state)).toHaveLength(1);
    state = reduce([
      uploadBulkAccess.request(request),
      uploadBulkAccess.success({ file_name: 'grant-access_1.csv', status: 'processing', rows: 50 }, request, { key: 'grant' }),
      // Another job's outcome changes nothing.
      realtimeMessageReceived({ type: 'bulk.grant.access', resource: { code: 200, action: 'grant', file_name: 'other.csv', succeeded: 1, failed: 0 } }),
    ]);
    expect(jobs(state)[0]).toMatchObject({ state: 'processing', name: 'grant-access_1.csv', progress: 1 });
    state = jobsFeature.reducer?.(state, realtimeMessageReceived({ type: 'bulk.grant.access', resource: { code: 200, action: 'grant', file_name: 'grant-access_1.csv', succeeded: 45, failed: 5, failed_file: 'f.csv' } }));
    expect(jobs(state)[0]).toMatchObject({ state: 'done', succeeded: 45, failed: 5, failedFile: 'f.csv' });
    state = jobsFeature.reducer?.(state, finishedJobsCleared());
    expect(jobs(state)).toEqual([]);
  });

  it('marks a refused upload failed, and a report failed by its realtime status', () => {
    const request = { action: 'revoke' as const, fileId: 'file-2' };
    const refused = reduce([uploadBulkAccess.request(request), uploadBulkAccess.error({ status: 400, message: 'The first line must be the columns email,item_id: download the template file.' }, request, { key: 'revoke' })]);
    expect(jobs(refused)[0]).toMatchObject({ state: 'failed', message: 'The first line must be the columns email,item_id: download the template file.' });
    expect(jobs(jobsFeature.reducer?.(refused, jobDismissed(jobs(refused)[0].id)))).toEqual([]);

    const report = { reportType: 'payments' as const, startDate: '2026-01-01', endDate: '2026-01-31' };
    const state = reduce([
      generateReport.request(report as never),
      generateReport.success({ filename: 'payments_1.csv', status: 'pending' }, report as never),
      realtimeMessageReceived({ type: 'report.create', resource: { status: 'failed', filename: 'payments_1.csv', report_type: 'payments' } }),
    ]);
    expect(jobs(state)[0]).toMatchObject({ kind: 'report', state: 'failed' });
  });

  it('ends a job whose outcome arrived before its upload answer named it (a fast platform answers over realtime first)', () => {
    const request = { action: 'grant' as const, fileId: 'file-3' };
    const early = realtimeMessageReceived({ type: 'bulk.grant.access', resource: { code: 200, action: 'grant', file_name: 'grant-access_3.csv', succeeded: 2, failed: 2, failed_file: 'f3.csv' } });
    const state = reduce([
      uploadBulkAccess.request(request),
      early,
      // Another file's early outcome is kept for its own job, never given to this one.
      realtimeMessageReceived({ type: 'bulk.grant.access', resource: { code: 200, action: 'grant', file_name: 'other.csv', succeeded: 9, failed: 0 } }),
      uploadBulkAccess.success({ file_name: 'grant-access_3.csv', status: 'processing', rows: 4 }, request, { key: 'grant' }),
    ]);
    expect(jobs(state)).toEqual([expect.objectContaining({ state: 'done', name: 'grant-access_3.csv', succeeded: 2, failed: 2, failedFile: 'f3.csv' })]);
    // The outcome ended its job once: it is not kept for another job of the same name.
    const again = reduce([
      uploadBulkAccess.request(request),
      early,
      uploadBulkAccess.success({ file_name: 'grant-access_3.csv', status: 'processing', rows: 4 }, request, { key: 'grant' }),
      uploadBulkAccess.request(request),
      uploadBulkAccess.success({ file_name: 'grant-access_3.csv', status: 'processing', rows: 4 }, request, { key: 'grant' }),
    ]);
    expect(jobs(again).map((job) => job.state)).toEqual(['processing', 'done']);
  });

  it("follows a unique-audience report by its file name to the message that ends it, another file's message aside", () => {
    const request = { itemId: 5, startDate: '2026-01-01', endDate: '2026-03-31' };
    let state = reduce([generateUniqueAudience.request(request), generateUniqueAudience.success({ file_name: 'unique-audience_5.csv', status: 'pending' }, request)]);
    expect(jobs(state)[0]).toMatchObject({ kind: 'uniqueAudience', subject: '5', state: 'processing', name: 'unique-audience_5.csv' });
    state = jobsFeature.reducer?.(state, realtimeMessageReceived({ type: 'report.unique.audience', resource: { status: 'created', file_name: 'unique-audience_6.csv', item_id: 6 } }));
    expect(jobs(state)[0].state).toBe('processing');
    state = jobsFeature.reducer?.(state, realtimeMessageReceived({ type: 'report.unique.audience', resource: { status: 'failed', file_name: 'unique-audience_5.csv', item_id: 5 } }));
    expect(jobs(state)[0].state).toBe('failed');
  });
});
