import { amountText, isAmountOrEmpty, parseAmount, parseDecimal } from '../../../src/components/form/amount';

describe('parseAmount: amounts as people type them, sent as the platform takes them', () => {
  it.each([
    ['4.99', '4.99'],
    ['4,99', '4.99'],
    [' 4,9 ', '4.9'],
    ['12', '12'],
    ['0,50', '0.50'],
    ['1.234,56', '1234.56'],
    ['1,234.56', '1234.56'],
    ['1.234.567,89', '1234567.89'],
    ['123456789', '123456789'],
  ])('reads %p as %p', (typed, sent) => expect(parseAmount(typed)).toBe(sent));

  it.each([
    ['', 'nothing typed'],
    ['abc', 'not a number'],
    ['4.999', 'three decimals'],
    ['1,234', 'a lone separator before three digits: a thousand or one and a bit'],
    ['1.234', 'the same with a point'],
    ['1.234.56', 'the same mark grouping and marking decimals'],
    ['1,234.567,89', 'mixed grouping marks'],
    ['12.34,56', 'a group of two digits'],
    ['-4,99', 'a negative amount'],
    ['1234567890', 'more than nine whole digits'],
    ['4,', 'a separator with no decimals'],
  ])('refuses %p (%s)', (typed) => expect(parseAmount(typed)).toBeNull());

  it('takes a smaller number of whole digits where a field allows fewer', () => {
    expect(parseAmount('100,5', 3)).toBe('100.5');
    expect(parseAmount('1000', 3)).toBeNull();
  });

  it('lets an empty optional field through validation and sends the parsed amount', () => {
    expect(isAmountOrEmpty(undefined)).toBe(true);
    expect(isAmountOrEmpty('  ')).toBe(true);
    expect(isAmountOrEmpty('4,99')).toBe(true);
    expect(isAmountOrEmpty('4,999')).toBe(false);
    expect(amountText(' 4,99 ')).toBe('4.99');
  });
});

describe('parseDecimal: a fee or share of any precision, with a decimal point or comma', () => {
  it.each([
    ['2.5', 2.5],
    ['2,5', 2.5],
    [' 0,035 ', 0.035],
    ['30', 30],
  ])('reads %p as %p', (typed, number) => expect(parseDecimal(typed)).toBe(number));

  it.each(['', 'lots', '1.234,5', '-1', '2,', ',5', '1e3'])('refuses %p', (typed) => expect(parseDecimal(typed)).toBeNull());
});
