/** What a finished import or bulk job did, in counts (not spec texts; the spec's bulk default error stays in REALTIME). */
export const OUTCOMES = {
  /** Every row taken. */
  allDone: (done: number) => `${done} imported, none refused.`,
  /** Some rows refused: the refused rows are a file to download. */
  partly: (done: number, refused: number) => `${done} imported, ${refused} refused — download the refused rows.`,
  /** The platform said it succeeded without counts. */
  doneNoCounts: 'The file was processed. Rows it refused, if any, are listed in the files of refused rows.',
  failed: 'The file was not imported.',
  downloadRefused: 'Download the refused rows',
} as const;
