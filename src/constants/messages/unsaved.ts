/** The unsaved-changes bar and the question asked before leaving a form with changes (not spec texts). */
export const UNSAVED = {
  bar: 'Unsaved changes',
  discard: 'Discard',
  leaveTitle: 'Leave without saving?',
  leaveMessage: 'This form has changes that are not saved. If you leave now, they are lost.',
  stay: 'Stay on this page',
  leave: 'Leave without saving',
  /** A dialog's form with changes, closed by Cancel, Escape, its close button or a click beside it. */
  discardQuestion: 'Discard the changes in this form?',
  keepEditing: 'Keep editing',
} as const;
