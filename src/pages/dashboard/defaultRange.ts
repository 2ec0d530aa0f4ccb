import moment from 'moment';
import type { DashboardRange } from '../../ducks/analytics/types';
import { presetPeriod } from '../../ducks/reports/periods';

/** Spec: the dashboard's date picker defaults to the last month through today. */
export const defaultDashboardRange = (today = moment()): DashboardRange => ({
  ...presetPeriod('last_month', today),
  preset: 'last_month',
});
