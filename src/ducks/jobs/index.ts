import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import * as audience from '../../api/audience';
import type { DownloadLink } from '../../api/accessCodeTypes';
import type { BulkAccessAction } from '../../contracts/values';
import { isFailedResource } from '../../realtime/failure';
import type { FeatureModule } from '../featureTypes';
import { defineEndpoint } from '../requests/defineEndpoint';
import { defineFeature } from '../requests/storage';

/**
 * The live job tray: every asynchronous job the user started in this session (bulk access, code uploads, voucher
 * e-mail imports, report generation, unique-audience reports, video platform sync), from its request to the realtime message that ends it.
 * A reducer over the jobs' own request actions and the realtime messages: the jobs need no call of their own.
 */
export type JobKind = 'bulk' | 'codes' | 'emails' | 'report' | 'uniqueAudience' | 'sync';
export type JobState = 'uploading' | 'processing' | 'done' | 'failed';

export interface Job {
  id: string;
  kind: JobKind;
  /** The request action's type prefix and key: progress, success and error are matched to the job by them. */
  type: string;
  key: string;
  state: JobState;
  /** 0 to 1 while uploading. */
  progress: number;
  startedAt: number;
  /** What the job works on: a bulk action, an item, a report type, a video platform. */
  subject: string;
  /** The file or report name the platform answered with, which its realtime message names again. */
  name?: string;
  succeeded?: number;
  failed?: number;
  failedFile?: string;
  message?: string;
}

/** A realtime outcome that named a job before the job's own answer gave it that name: kept until the answer comes. */
export interface EarlyOutcome {
  kind: JobKind;
  type: string;
  name: string;
  resource: Record<string, unknown>;
}

export interface JobsState {
  items: Job[];
  seq: number;
  /** Outcomes that raced ahead of their job's answer (at most MAX_JOBS, oldest dropped first). */
  early: EarlyOutcome[];
}

const MAX_JOBS = 20;

/** The calls that start a job, by request type prefix: the job's kind, whether it uploads, and what it works on. */
const SOURCES: Readonly<Record<string, { kind: JobKind; upload: boolean; subject: (payload: Record<string, unknown>) => string }>> = {
  'audience/uploadBulk': { kind: 'bulk', upload: true, subject: (payload) => String(payload.action ?? '') },
  'accessCodes/upload': { kind: 'codes', upload: true, subject: (payload) => String(payload.itemId ?? '') },
  'vouchers/uploadEmails': { kind: 'emails', upload: true, subject: (payload) => String(payload.id ?? '') },
  'reports/generate': { kind: 'report', upload: false, subject: (payload) => String(payload.reportType ?? '') },
  'uniqueAudience/generate': { kind: 'uniqueAudience', upload: false, subject: (payload) => String(payload.itemId ?? '') },
  'videoPlatforms/startSync': { kind: 'sync', upload: false, subject: (payload) => String(payload.ovp_name ?? '') },
};

/** Which realtime messages end which kind of job, and how a message names its job. */
const FINISHERS: Readonly<Record<string, { kind: JobKind; name?: string; subject?: string }>> = {
  'bulk.grant.access': { kind: 'bulk', name: 'file_name', subject: 'action' },
  'bulk.revoke.access': { kind: 'bulk', name: 'file_name', subject: 'action' },
  'bulk.extend.access': { kind: 'bulk', name: 'file_name', subject: 'action' },
  'bulk.access.codes.succeed': { kind: 'codes', name: 'file_name' },
  'bulk.access.codes.failed': { kind: 'codes', name: 'file_name' },
  'bulk.voucher.rules.succeed': { kind: 'emails', name: 'file_name' },
  'bulk.voucher.rules.failed': { kind: 'emails', name: 'file_name' },
  'report.create': { kind: 'report', name: 'filename' },
  'report.unique.audience': { kind: 'uniqueAudience', name: 'file_name' },
  'sync.success': { kind: 'sync', subject: 'ovp_name' },
  'sync.failed': { kind: 'sync', subject: 'ovp_name' },
  'panopto.postback': { kind: 'sync' },
};

const PHASE = /^(.*)\/(request|progress|success|error)$/;
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const numberOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** A `.failed` message, a `failed` status or a `code` above 400 (as the notices read it) marks a failure. */
const failedMessage = (type: string, resource: Record<string, unknown>): boolean => type.endsWith('.failed') || resource.status === 'failed' || isFailedResource(resource);

function onRequestPhase(state: JobsState, action: UnknownAction): void {
  const match = PHASE.exec(action.type);
  const source = match && SOURCES[match[1]];
  if (!match || !source) return;
  const [, type, phase] = match;
  const key = String(record((action as { meta?: unknown }).meta).key ?? '_');
  const payload = (action as { payload?: unknown }).payload;
  const open = state.items.find((job) => job.type === type && job.key === key && (job.state === 'uploading' || (!source.upload && job.state === 'processing' && job.name === undefined)));
  if (phase === 'request') {
    // A submit of a job already going out is ignored by its call ('leading'), so it is no new job either.
    if (open && open.state === 'uploading') return;
    state.seq += 1;
    state.items.unshift({ id: `job-${state.seq}`, kind: source.kind, type, key, state: source.upload ? 'uploading' : 'processing', progress: 0, startedAt: Date.now(), subject: source.subject(record(payload)) });
    state.items.splice(MAX_JOBS);
    return;
  }
  if (!open) return;
  if (phase === 'progress') open.progress = numberOf(payload) ?? open.progress;
  else if (phase === 'success') {
    const answer = record(payload);
    open.state = 'processing';
    open.progress = 1;
    open.name = textOf(answer.file_name) ?? textOf(answer.filename) ?? open.subject;
    // The platform may send the outcome before its answer reaches the console: the job ends with it now.
    const index = state.early.findIndex((outcome) => outcome.kind === open.kind && outcome.name === open.name);
    if (index >= 0) {
      const [outcome] = state.early.splice(index, 1);
      finish(open, outcome.type, outcome.resource);
    }
  } else {
    open.state = 'failed';
    open.message = textOf(record(payload).message);
  }
}

function onRealtime(state: JobsState, action: UnknownAction): void {
  const { type, resource } = record((action as { payload?: unknown }).payload) as { type?: string; resource?: unknown };
  const finisher = type ? FINISHERS[type] : undefined;
  if (!type || !finisher) return;
  const data = record(resource);
  const name = finisher.name ? textOf(data[finisher.name]) : undefined;
  const subject = finisher.subject ? textOf(data[finisher.subject]) : undefined;
  const waiting = state.items.filter((job) => job.kind === finisher.kind && job.state === 'processing');
  // The job the message names; else the oldest one of its kind still waiting.
  const job = waiting.find((each) => (name !== undefined && each.name === name) || (name === undefined && subject !== undefined && each.subject === subject)) ?? (name === undefined ? waiting.at(-1) : undefined);
  if (job) finish(job, type, data);
  else if (name !== undefined && state.items.some((each) => each.kind === finisher.kind && each.name === undefined && (each.state === 'uploading' || each.state === 'processing'))) {
    // A job of its kind still waits for the answer that names it: the outcome is kept for it.
    state.early.push({ kind: finisher.kind, type, name, resource: data });
    state.early.splice(0, Math.max(0, state.early.length - MAX_JOBS));
  }
}

function finish(job: Job, type: string, data: Record<string, unknown>): void {
  job.state = failedMessage(type, data) ? 'failed' : 'done';
  job.succeeded = numberOf(data.succeeded) ?? numberOf(data.created);
  job.failed = numberOf(data.failed);
  job.failedFile = textOf(data.failed_file);
  job.message = textOf(data.message);
}

const slice = createSlice({
  name: 'jobs',
  initialState: { items: [], seq: 0, early: [] } as JobsState,
  reducers: {
    jobDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((job) => job.id !== action.payload);
    },
    finishedJobsCleared(state) {
      state.items = state.items.filter((job) => job.state === 'uploading' || job.state === 'processing');
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      (action): action is UnknownAction => typeof action.type === 'string' && (action.type === 'realtime/messageReceived' || PHASE.test(action.type)),
      (state, action) => (action.type === 'realtime/messageReceived' ? onRealtime(state, action) : onRequestPhase(state, action)),
    );
  },
});

export const { jobDismissed, finishedJobsCleared } = slice.actions;
const NO_JOBS: Job[] = [];
export const selectJobs = (state: { jobs?: { items: Job[] } }): Job[] => state.jobs?.items ?? NO_JOBS;

/** A bulk job's refused rows: the file's link (GET items/access/bulk/failed/{action}/download/{file_name}). */
export const fetchBulkFailedFileLink = defineEndpoint<{ action: BulkAccessAction; fileName: string }, DownloadLink>('jobs/fetchBulkFailedLink', audience.getBulkFailedFile, {
  strategy: 'every',
  key: ({ fileName }) => fileName,
  store: { mode: 'replace' },
});

export const jobsFeature: FeatureModule = defineFeature({ name: 'jobs', reducer: slice.reducer, endpoints: [fetchBulkFailedFileLink] });

export default jobsFeature;
