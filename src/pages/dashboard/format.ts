/** Spec section 9: the thousands separator is a comma. */
const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const amounts = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatCount = (value: number): string => counts.format(value);
export const formatAmount = (amount: number): string => amounts.format(amount);
export const formatMoney = (amount: number, currency: string): string => `${currency} ${formatAmount(amount)}`;
