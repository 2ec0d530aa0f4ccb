import moment from 'moment';
import type { DashboardRange } from '../../ducks/analytics/types';
import { monthThroughToday } from '../../ducks/reports/periods';

/** Spec: the dashboard's date picker defaults to a month ago through today, a custom range (the "Last month" preset is the previous calendar month). */
export const defaultDashboardRange = (today = moment()): DashboardRange => ({
  ...monthThroughToday(today),
  preset: 'custom',
});
