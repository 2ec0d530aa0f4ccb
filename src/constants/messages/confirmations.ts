/**
 * The line a delete confirmation adds under the spec's 'Confirm your action' (issue 24): what confirming does, per
 * kind of delete. Not spec texts.
 */
export const DELETE_CONSEQUENCES = {
  asset: 'The asset becomes inactive: it leaves your lists and paywalls, buyers can no longer buy it and customers lose access to it. You can reactivate it later.',
  package: 'The package becomes inactive: it leaves your lists and paywalls, buyers can no longer buy it and customers lose access to it. You can reactivate it later.',
  template: 'The template is removed for good. Assets made from it keep their own prices and restrictions.',
  accessFee: 'Buyers can no longer choose this price. Customers who already bought it keep their access.',
} as const;
