import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { OUTCOMES } from '../../constants/messages/outcomes';
import { selectJobs, type Job } from '../../ducks/jobs';
import type { Endpoint } from '../../ducks/requests/defineEndpoint';
import { DownloadButton } from './FileImport';

type Tone = 'success' | 'warning' | 'danger' | 'text';

const Line = styled.p<{ $tone: Tone }>`
  padding: 8px 12px;
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) => ($tone === 'text' ? theme.colors.paleBackground : theme.colors[`${$tone}Bg`])};
  border-radius: ${({ theme }) => theme.radius};
`;

/** A refused-rows file's link: the call that answers it, and the link in its answer. */
export interface RefusedLink<LReq, LRes> {
  endpoint: Endpoint<LReq, LRes>;
  request: (fileName: string) => LReq;
  link: (res: LRes) => string;
}

/** The newest job the upload under this call and key started; undefined once it is dismissed or cleared from Jobs. */
export function useLatestJob(type: string, key: string): Job | undefined {
  return useSelector(selectJobs).find((job) => job.type === type && job.key === key);
}

/** What a finished job says, and how it is shown: green only when every row was taken. */
export function outcomeOf(job: Job): { tone: Tone; text: string } {
  if (job.state === 'failed') return { tone: 'danger', text: job.message ?? OUTCOMES.failed };
  if (job.succeeded === undefined || job.failed === undefined) return { tone: 'text', text: OUTCOMES.doneNoCounts };
  return job.failed > 0 ? { tone: 'warning', text: OUTCOMES.partly(job.succeeded, job.failed) } : { tone: 'success', text: OUTCOMES.allDone(job.succeeded) };
}

/**
 * An import's state after its upload: the processing text while its job runs, then what it did ("2 imported,
 * 2 refused") with the refused rows' download. Nothing once the job is gone, so no progress text outlives its job.
 */
export function ImportOutcome<LReq, LRes>({ type, uploadKey, processing, refused }: { type: string; uploadKey: string; processing: string; refused: RefusedLink<LReq, LRes> }) {
  const job = useLatestJob(type, uploadKey);
  if (!job || job.state === 'uploading') return null;
  if (job.state === 'processing') return <p role="status">{processing}</p>;
  const { tone, text } = outcomeOf(job);
  return (
    <div role="status">
      <Line $tone={tone}>{text}</Line>
      {job.failedFile && (
        <DownloadButton
          endpoint={refused.endpoint}
          request={refused.request(job.failedFile)}
          fileName={job.failedFile}
          link={refused.link}
          label={OUTCOMES.downloadRefused}
          name={`${OUTCOMES.downloadRefused}: ${job.failedFile}`}
        />
      )}
    </div>
  );
}
