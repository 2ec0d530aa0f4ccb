import { useEffect, useId, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { JOBS_UI } from '../../constants/messages/chrome';
import { fetchBulkFailedFileLink, finishedJobsCleared, jobDismissed, selectJobs, type Job } from '../../ducks/jobs';
import type { BulkAccessAction } from '../../contracts/values';
import { PATHS } from '../../routes/paths';
import { Button } from '../Button';
import { DownloadButton, downloadLink } from '../files/FileImport';
import { usePopover } from '../usePopover';

const Wrap = styled.div`
  position: relative;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 1100;
  width: 360px;
  max-height: 70vh;
  overflow: auto;
  padding: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15);
  h2 {
    font-size: 1rem;
    margin: 0 0 8px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: 8px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Count = styled.span`
  display: inline-block;
  min-width: 20px;
  margin-left: 6px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.buttonText};
  font-size: 0.85em;
`;

const StateText = styled.span<{ $tone: 'danger' | 'warning' | 'success' | 'text' }>`
  font-weight: 600;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

/** Green only when every row was taken; a job that refused some is amber. */
const toneOf = (job: Job) => (job.state === 'failed' ? 'danger' : job.state !== 'done' ? 'text' : (job.failed ?? 0) > 0 ? 'warning' : 'success');

const running = (job: Job) => job.state === 'uploading' || job.state === 'processing';
const labelOf = (job: Job) => `${JOBS_UI.kinds[job.kind]}${job.subject ? ` (${job.subject})` : ''}`;

function JobRow({ job }: { job: Job }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const label = labelOf(job);
  const percent = Math.round(job.progress * 100);
  const bulkAction = job.kind === 'bulk' ? (job.subject as BulkAccessAction) : undefined;
  return (
    <li aria-label={label}>
      <div>
        {label}: <StateText $tone={toneOf(job)}>{toneOf(job) === 'warning' ? JOBS_UI.partlyDone : JOBS_UI.states[job.state]}</StateText>
      </div>
      {job.state === 'uploading' && (
        <div>
          <progress max={100} value={percent} aria-label={`${label} ${JOBS_UI.states.uploading}`} /> {JOBS_UI.progress(percent)}
        </div>
      )}
      {job.state === 'processing' && <progress aria-label={`${label} ${JOBS_UI.states.processing}`} />}
      {job.succeeded !== undefined && job.failed !== undefined && <div>{JOBS_UI.outcome(job.succeeded, job.failed)}</div>}
      {job.message && <div>{job.message}</div>}
      <div>
        {bulkAction && job.failedFile && (
          <DownloadButton
            endpoint={fetchBulkFailedFileLink}
            request={{ action: bulkAction, fileName: job.failedFile }}
            fileName={job.failedFile}
            link={downloadLink}
            label={JOBS_UI.downloadFailed}
            name={`${JOBS_UI.downloadFailed}: ${label}`}
          />
        )}
        {bulkAction && job.failedFile && (
          <Button $variant="link" onClick={() => navigate(`${PATHS.bulkActions}${bulkAction === 'grant' ? '' : `?action=${bulkAction}`}`)}>
            {JOBS_UI.reupload}
          </Button>
        )}
        {!running(job) && (
          <Button $variant="link" aria-label={JOBS_UI.dismiss(label)} onClick={() => dispatch(jobDismissed(job.id))}>
            ✕
          </Button>
        )}
      </div>
    </li>
  );
}

/** The live job tray: the jobs of this session with their state and progress; it opens when a job starts. */
export function JobTray() {
  const dispatch = useDispatch();
  const panelId = useId();
  const jobs = useSelector(selectJobs);
  const { open, setOpen, toggle, buttonRef, rootRef } = usePopover();
  const started = useRef(jobs.length === 0 ? '' : jobs[0].id);
  const active = jobs.filter(running).length;
  useEffect(() => {
    const newest = jobs[0]?.id ?? '';
    if (newest && newest !== started.current) setOpen(true);
    started.current = newest;
  }, [jobs, setOpen]);
  return (
    <Wrap ref={rootRef}>
      <Button ref={buttonRef} $variant="secondary" aria-expanded={open} aria-controls={panelId} aria-label={JOBS_UI.trayLabel(active)} onClick={toggle}>
        {JOBS_UI.tray}
        {active > 0 && <Count aria-hidden="true">{active}</Count>}
      </Button>
      <Panel id={panelId} hidden={!open} role="region" aria-label={JOBS_UI.tray} aria-live="polite">
        <h2>{JOBS_UI.tray}</h2>
        {jobs.length === 0 ? (
          <p>{JOBS_UI.empty}</p>
        ) : (
          <>
            <ul>
              {jobs.map((job) => (
                <JobRow key={job.id} job={job} />
              ))}
            </ul>
            {jobs.some((job) => !running(job)) && (
              <Button $variant="link" onClick={() => dispatch(finishedJobsCleared())}>
                {JOBS_UI.clearFinished}
              </Button>
            )}
          </>
        )}
      </Panel>
    </Wrap>
  );
}
