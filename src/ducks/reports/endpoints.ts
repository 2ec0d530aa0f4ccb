import * as reports from '../../api/reports';
import { REPORTS } from '../../constants/messages';
import { endpoint, type AnyEndpoint } from '../requests/endpoints';
import {
  deleteReport,
  deleteScheduledReport,
  downloadReport,
  fetchReportFields,
  fetchReports,
  fetchScheduledReports,
  generateReport,
  listRequest,
  renameReport,
  scheduleReport,
  scheduledRequest,
} from './actions';

// Reads take the latest and fail silently (the panels show the error state); submits take the leading click;
// row actions on different files run independently (every).
export const reportsEndpoints: readonly AnyEndpoint[] = [
  endpoint({ actions: fetchReportFields, strategy: 'latest', errorNotice: 'silent', call: reports.getReportFields }),
  endpoint({ actions: fetchReports, strategy: 'latest', errorNotice: 'silent', call: reports.listReports }),
  endpoint({ actions: fetchScheduledReports, strategy: 'latest', errorNotice: 'silent', call: reports.listScheduledReports }),
  endpoint({
    actions: generateReport,
    strategy: 'leading',
    successNotice: REPORTS.generated,
    errorNotice: REPORTS.failed,
    then: (_res, req) => [listRequest(req.reportType)],
    call: reports.generateReport,
  }),
  endpoint({ actions: downloadReport, strategy: 'every', call: reports.getDownloadLink }),
  endpoint({
    actions: renameReport,
    strategy: 'leading',
    then: (_res, req) => [listRequest(req.reportType)],
    call: reports.renameReport,
  }),
  endpoint({
    actions: deleteReport,
    strategy: 'every',
    errorNotice: REPORTS.failed,
    then: (_res, req) => [listRequest(req.reportType)],
    call: reports.deleteReport,
  }),
  endpoint({
    actions: scheduleReport,
    strategy: 'leading',
    then: (_res, req) => [scheduledRequest(req.reportType)],
    call: reports.scheduleReport,
  }),
  endpoint({
    actions: deleteScheduledReport,
    strategy: 'every',
    errorNotice: REPORTS.failed,
    then: (_res, req) => [scheduledRequest(req.reportType)],
    call: reports.deleteScheduledReport,
  }),
];
