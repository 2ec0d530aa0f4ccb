import { accessTypeName, accessTypeNameOf, buyerMoney, buyerPrice, duration } from '../../../src/constants/accessTypes';

describe('access types in people\'s words', () => {
  it.each([
    [{ name: 'ppv', quantity: 24, period: 'hour' }, 'Pay per view, 24 hours'],
    [{ name: 'ppv', quantity: 7, period: 'day' }, 'Pay per view, 7 days'],
    [{ name: 'ppv_custom', quantity: 1, period: 'day' }, 'Pay per view (custom period), 1 day'],
    [{ name: 'subscription', quantity: 1, period: 'month' }, 'Subscription, monthly'],
    [{ name: 'subscription', quantity: 1, period: 'year' }, 'Subscription, yearly'],
    [{ name: 'subscription', quantity: 3, period: 'month' }, 'Subscription, every 3 months'],
    [{ name: 'season', quantity: 1, period: 'year' }, 'Season pass, 1 year'],
    [{ name: 'freemium', quantity: 1, period: 'year' }, 'Free access, 1 year'],
    [{ name: 'rental', quantity: 2, period: 'fortnight' }, 'rental, 2 fortnights'],
  ])('names %o "%s"', (type, said) => expect(accessTypeName(type)).toBe(said));

  it('names a type by its id among the types, and shows the id while they load', () => {
    const types = [{ id: 4, name: 'subscription', quantity: 1, period: 'month' }];
    expect(accessTypeNameOf(types, '4')).toBe('Subscription, monthly');
    expect(accessTypeNameOf([], '4')).toBe('4');
    expect(duration(1, 'week')).toBe('1 week');
  });
});

describe('prices as a buyer reads them', () => {
  it('writes the currency sign before the amount, with two decimals', () => {
    expect(buyerMoney(4.99, 'EUR')).toBe('€4.99');
    expect(buyerMoney(9.9, 'GBP')).toBe('£9.90');
    expect(buyerMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(buyerMoney(3, 'EURO')).toBe('EURO 3.00');
  });

  it('says what a subscription renews at, and any other price alone', () => {
    expect(buyerPrice(9.99, 'EUR', { name: 'subscription', quantity: 1, period: 'month' })).toBe('€9.99 / month');
    expect(buyerPrice(25, 'EUR', { name: 'subscription', quantity: 3, period: 'month' })).toBe('€25.00 / 3 months');
    expect(buyerPrice(4.99, 'EUR', { name: 'ppv', quantity: 7, period: 'day' })).toBe('€4.99');
  });
});
