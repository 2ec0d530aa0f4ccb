/** The realtime texts, a module of their own so that only the screens showing them load them (not the start-up bundle). */
import { DASHBOARD } from './dashboard';

/** Realtime notices. The spec fixes the bulk default error and the report text; the other successes are ours. */
export const REALTIME = {
  bulkDefaultError: 'Check the generated file for more details on the error',
  accessGranted: 'Access successfully granted.',
  accessRevoked: 'Access successfully revoked.',
  accessExtended: 'Access successfully extended.',
  bulkPartial: (text: string, done: number, failed: number) => `${text} ${done} rows done, ${failed} failed: see the failed rows file.`,
  voucherRulesImported: 'Voucher rules successfully imported.',
  accessCodesImported: 'Access codes successfully imported.',
  reportGenerated: DASHBOARD.reportGenerated,
  uniqueAudienceReady: 'The unique-audience report is ready to download.',
  panoptoSynced: 'Panopto content successfully synced.',
  syncSucceeded: 'Video platform sync successfully completed.',
} as const;
