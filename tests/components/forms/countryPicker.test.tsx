/** The searchable country picker: a country is chosen by name, by keyboard or mouse; its ISO code is what is stored. */
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { CountryPicker, isCountryOrEmpty } from '../../../src/components/form';
import { renderWithApp } from '../../support/render';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CountryPicker name="country" label="Country" value={value} onChange={setValue} error={isCountryOrEmpty(value) ? undefined : 'Choose a country from the list.'} />
      <output aria-label="Stored">{value}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

const stored = () => screen.getByRole('status', { name: 'Stored' }).textContent;
const picker = () => screen.getByRole('combobox', { name: 'Country' });

describe('the country picker', () => {
  it('finds Germany from "Germ" and stores DE when Enter chooses it', async () => {
    const { user } = renderWithApp(<Harness />);
    await user.type(picker(), 'Germ');
    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Germany']);
    expect(picker()).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{Enter}');
    expect(picker()).toHaveValue('Germany');
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
    expect(stored()).toBe('DE');
  });

  it('does not take "Ge" for Georgia: the text stays unresolved until a country is chosen, and validation says so', async () => {
    const { user } = renderWithApp(<Harness />);
    await user.type(picker(), 'Ge');
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(expect.arrayContaining(['Germany', 'Georgia']));
    // The country whose code is GE comes after the names that start with "Ge".
    expect(names.indexOf('Georgia')).toBeGreaterThan(names.indexOf('Germany'));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(stored()).toBe('ge');
    expect(picker()).toHaveValue('Ge');
    expect(picker()).toHaveAccessibleDescription(/Choose a country from the list\./);
  });

  it('moves through the list with the arrow keys and closes it with Escape', async () => {
    const { user } = renderWithApp(<Harness />);
    await user.type(picker(), 'united');
    const options = screen.getAllByRole('option');
    expect(options.slice(0, 3).map((option) => option.textContent)).toEqual(['United Arab Emirates', 'United Kingdom', 'United States']);
    await user.keyboard('{ArrowDown}');
    expect(picker()).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(picker()).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox', { name: 'Country' })).toBeVisible();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(stored()).toBe('GB');
  });

  it('chooses by click, takes a whole name typed out, says when nothing matches, and empties on clearing', async () => {
    const { user } = renderWithApp(<Harness initial="SE" />);
    expect(picker()).toHaveValue('Sweden');
    await user.clear(picker());
    expect(stored()).toBe('');
    await user.type(picker(), 'kingd');
    await user.click(screen.getByRole('option', { name: 'United Kingdom' }));
    expect(stored()).toBe('GB');

    await user.clear(picker());
    await user.type(picker(), 'zzz');
    expect(screen.getByText('No country matches “zzz”.')).toBeVisible();
    await user.clear(picker());
    await user.type(picker(), 'france');
    await user.tab();
    expect(stored()).toBe('FR');
    expect(picker()).toHaveValue('France');
  });
});
