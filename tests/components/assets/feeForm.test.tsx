/** The fee form in people's words: price, currency and period first, the rest under More options; the price card as a buyer reads it. */
import { screen, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { UNSAVED } from '../../../src/constants/messages/unsaved';
import type { AccessFeeBody } from '../../../src/contracts/items';
import { EMPTY_FEE, feeFormValues } from '../../../src/pages/assets/pricing/feeForm';
import { FeeForm } from '../../../src/pages/assets/pricing/FeeForm';
import { PriceCardPreview } from '../../../src/pages/assets/pricing/PriceCardPreview';
import { previewFromFee } from '../../../src/pages/assets/pricing/priceCard';
import { accessFee, ACCESS_TYPES } from '../../support/contentFixtures';
import { renderWithApp } from '../../support/render';

function newFee(initialValues = EMPTY_FEE) {
  const saved: AccessFeeBody[] = [];
  const onSave = jest.fn(async (payload: AccessFeeBody) => {
    saved.push(payload);
  });
  const view = renderWithApp(<FeeForm editing={false} initialValues={initialValues} types={ACCESS_TYPES} onSave={onSave} onDone={() => undefined} />);
  return { ...view, saved, form: screen.getByRole('form', { name: 'New access fee' }) };
}

/** The labels of the form's controls a user can see, in document order. */
const visibleFields = (form: HTMLElement) =>
  [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].filter((control) => !control.closest('[hidden]')).map((control) => control.labels?.[0]?.textContent);

describe('the fee form', () => {
  it('shows the price, its currency and its period first, the access types by name, and the rest under More options', async () => {
    const { form, user } = newFee();
    expect(visibleFields(form)).toEqual(['Amount', 'Currency', 'Access type']);
    expect(within(within(form).getByLabelText('Access type')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose an access type',
      'Pay per view, 24 hours',
      'Subscription, monthly',
      'Season pass, 1 year',
    ]);
    const more = within(form).getByRole('button', { name: 'More options' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(form).getByLabelText('Trial days')).not.toBeVisible();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    // Inside, every field keeps its label.
    for (const label of ['Description', 'Trial days', 'Setup fee', 'Setup fee description', 'Available from (UTC)', 'Available until (UTC)']) {
      expect(within(form).getByLabelText(label)).toBeVisible();
    }
    expect(within(form).getByRole('combobox', { name: 'Country' })).toBeVisible();
  });

  it('saves a ppv fee of "4,99" EUR for Germany chosen by name as 4.99 and DE', async () => {
    const { form, user, saved } = newFee();
    await user.type(within(form).getByLabelText('Amount'), '4,99');
    await user.selectOptions(within(form).getByLabelText('Access type'), 'Pay per view, 24 hours');
    await user.click(within(form).getByRole('button', { name: 'More options' }));
    await user.type(within(form).getByRole('combobox', { name: 'Country' }), 'Germ{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Save access fee' }));
    await screen.findByRole('button', { name: 'Save access fee' });
    expect(saved).toEqual([{ access_type_id: '1', amount: '4.99', currency: 'EUR', country_iso: 'DE' }]);
  });

  it('asks before a typed fee is left behind by a link; staying keeps it', async () => {
    const { user, location } = renderWithApp(
      <>
        <Link to="/assets">Assets</Link>
        <FeeForm editing={false} initialValues={EMPTY_FEE} types={ACCESS_TYPES} onSave={async () => undefined} onDone={() => undefined} />
      </>,
    );
    const form = screen.getByRole('form', { name: 'New access fee' });
    await user.type(within(form).getByLabelText('Amount'), '4,99');
    await user.click(screen.getByRole('link', { name: 'Assets' }));
    await user.click(within(await screen.findByRole('dialog', { name: UNSAVED.leaveTitle })).getByRole('button', { name: UNSAVED.stay }));
    expect(location()).toBe('/');
    expect(within(form).getByLabelText('Amount')).toHaveValue('4,99');
    await user.click(screen.getByRole('link', { name: 'Assets' }));
    await user.click(within(await screen.findByRole('dialog', { name: UNSAVED.leaveTitle })).getByRole('button', { name: UNSAVED.leave }));
    expect(location()).toBe('/assets');
  });

  it('opens More options on an error inside it, and refuses an amount it cannot read with the form\'s message', async () => {
    const { form, user, saved } = newFee();
    await user.type(within(form).getByLabelText('Amount'), '1,234');
    await user.selectOptions(within(form).getByLabelText('Access type'), '1');
    await user.click(within(form).getByRole('button', { name: 'More options' }));
    await user.type(within(form).getByRole('combobox', { name: 'Country' }), 'Ge');
    await user.click(within(form).getByRole('button', { name: 'More options' }));
    expect(within(form).getByRole('button', { name: 'More options' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(form).getByRole('button', { name: 'Save access fee' }));
    expect(await within(form).findByText('Enter an amount such as 9.99')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'More options' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(form).getByText('Choose a country from the list.')).toBeVisible();
    expect(saved).toEqual([]);
  });

  it('starts with More options open when the fee being edited has a field inside set', () => {
    renderWithApp(<FeeForm editing initialValues={feeFormValues(accessFee(3, { country_iso: 'DE' }))} types={ACCESS_TYPES} onSave={async () => undefined} onDone={() => undefined} />);
    const form = screen.getByRole('form', { name: 'Edit access fee' });
    expect(within(form).getByRole('button', { name: 'More options' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(form).getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
  });
});

describe('the price card', () => {
  it('reads as a buyer reads it: the sign, the price and what a subscription renews at', () => {
    const monthly = previewFromFee(accessFee(1, { access_type: ACCESS_TYPES[1], amount: 9.99 }));
    const ppv = previewFromFee(accessFee(2, { amount: 4.99, trial_period: null }));
    renderWithApp(<PriceCardPreview fees={[monthly, ppv]} />);
    const cards = within(screen.getByRole('list', { name: 'Price card preview' })).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['€9.99 / month Subscription, monthly', '€4.99 Pay per view, 24 hours']);
    expect(within(cards[0]).getByRole('heading', { name: '€9.99 / month' })).toBeVisible();
  });

  it('previews the day typed with the one date picker, today while it is not a day yet, and says what is wrong once left', async () => {
    const later = previewFromFee(accessFee(4, { amount: 7, starts_at: '2031-01-01T00:00:00.000Z' }));
    const { user } = renderWithApp(<PriceCardPreview fees={[later]} />);
    const list = screen.getByRole('list', { name: 'Price card preview' });
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    const day = screen.getByLabelText('Date (UTC)');
    await user.clear(day);
    await user.type(day, '2031-02-01');
    expect(within(list).getAllByRole('listitem').map((card) => card.getAttribute('aria-label'))).toEqual(['€7.00 Pay per view, 24 hours']);
    await user.clear(day);
    await user.type(day, '2031-02-30');
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    await user.tab();
    expect(screen.getByText('2031-02-30 is not a date.')).toBeVisible();
  });
});
