/**
 * An amount as people type it, in the form the platform takes (`1234.56`), or null when it is not one.
 * A decimal comma is read like a decimal point ("4,99" is 4.99). A thousands separator is accepted only with a
 * decimal part of the other mark ("1.234,56", "1,234.56"): a lone separator before three digits ("1,234") could be
 * either, so it is refused rather than guessed. At most `integers` digits before the decimals and two after.
 */
export function parseAmount(text: string, integers = 9): string | null {
  const typed = text.trim();
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(typed);
  const grouped = plain ? null : /^(\d{1,3}([.,])\d{3}(?:\2\d{3})*)([.,])(\d{1,2})$/.exec(typed);
  if (grouped && grouped[2] === grouped[3]) return null;
  const whole = plain ? plain[1] : grouped?.[1].replace(/[.,]/g, '');
  const decimals = plain ? plain[2] : grouped?.[4];
  if (whole === undefined || whole.length > integers) return null;
  return decimals === undefined ? whole : `${whole}.${decimals}`;
}

/** Whether a field's text is empty or an amount `parseAmount` reads (yup `test` callbacks). */
export const isAmountOrEmpty = (value: string | undefined, integers?: number): boolean => !value?.trim() || parseAmount(value, integers) !== null;

/** A field's amount for the wire: the parsed amount, or the trimmed text when it is none (validation refuses it first). */
export const amountText = (value: string): string => parseAmount(value) ?? value.trim();

/**
 * A rate or amount of any precision as people type it ("2,5" or "2.5", no thousands separator), as a number; null
 * when it is not one. For the platform's own settings (fees, shares), where more than two decimals are allowed.
 */
export function parseDecimal(text: string): number | null {
  const typed = text.trim();
  return /^\d+(?:[.,]\d+)?$/.test(typed) ? Number(typed.replace(',', '.')) : null;
}
