import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import type { ReportType } from '../../api/reports';
import { Button } from '../../components/Button';
import { LoadState } from '../../components/list/LoadState';
import { useModal } from '../../components/Modal';
import { REPORTS } from '../../constants/messages/reports';
import { fetchReports, fetchScheduledReports, reportsClosed, reportsOpened, selectReportsOf, type WithReports } from '../../ducks/reports';
import { selectRequest } from '../../ducks/requests/slice';
import { GenerateReportModal, generateModalId } from './GenerateReportModal';
import { ReportFilesTable } from './ReportFilesTable';
import { ScheduleReportModal, scheduleModalId } from './ScheduleReportModal';
import { ScheduledReportsTable } from './ScheduledReportsTable';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 16px;
`;

const Heading = styled.h2`
  font-size: 16px;
  margin: 24px 0 8px;
  &:focus {
    outline: none;
  }
`;

/** One report type: generate and schedule dialogs, the generated files and the scheduled reports. */
export function ReportsPanel({ reportType }: { reportType: ReportType }) {
  const dispatch = useDispatch();
  const { fields, files, scheduled } = useSelector((state: WithReports) => selectReportsOf(state, reportType));
  const list = useSelector((state: WithReports) => selectRequest(state, fetchReports.type, reportType));
  const scheduledLoad = useSelector((state: WithReports) => selectRequest(state, fetchScheduledReports.type, reportType));
  const generate = useModal(generateModalId(reportType));
  const schedule = useModal(scheduleModalId(reportType));
  const filesHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    dispatch(reportsOpened(reportType));
    return () => {
      dispatch(reportsClosed(reportType));
    };
  }, [dispatch, reportType]);

  const viewReports = () => {
    dispatch(fetchReports.request(reportType));
    filesHeading.current?.focus();
  };

  return (
    <div>
      <Toolbar>
        <Button onClick={generate.open}>
          {REPORTS.generate}
        </Button>
        <Button $variant="secondary" onClick={schedule.open}>
          {REPORTS.schedule}
        </Button>
        <Button $variant="secondary" onClick={viewReports}>
          {REPORTS.viewReports}
        </Button>
      </Toolbar>
      <GenerateReportModal reportType={reportType} fields={fields ?? []} />
      <ScheduleReportModal reportType={reportType} />

      <Heading ref={filesHeading} tabIndex={-1}>
        {REPORTS.files}
      </Heading>
      <LoadState state={list} ready={files !== null} onRetry={() => dispatch(fetchReports.request(reportType))}>
        {files && <ReportFilesTable reportType={reportType} files={files} />}
      </LoadState>

      <Heading>{REPORTS.scheduled}</Heading>
      <LoadState state={scheduledLoad} ready={scheduled !== null} onRetry={() => dispatch(fetchScheduledReports.request(reportType))}>
        {scheduled && <ScheduledReportsTable reportType={reportType} scheduled={scheduled} />}
      </LoadState>
    </div>
  );
}
