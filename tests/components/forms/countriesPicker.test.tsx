/** Issue 24, scope 3: several countries chosen by name; their ISO codes are the value. */
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { CountriesPicker } from '../../../src/components/form';
import { renderWithApp } from '../../support/render';

function Picker({ initial = [] as string[], seen }: { initial?: string[]; seen: (codes: string[]) => void }) {
  const [codes, setCodes] = useState(initial);
  return (
    <CountriesPicker
      label="Countries"
      name="countries"
      values={codes}
      onChange={(next) => {
        setCodes(next);
        seen(next);
      }}
    />
  );
}

const chosen = () => within(screen.getByRole('list', { name: 'Countries chosen' })).getAllByRole('listitem').map((item) => item.textContent?.replace('×', ''));

describe('the countries picker', () => {
  it('adds each country chosen by name (mouse or keyboard) once, empties the box for the next, and removes one by its button', async () => {
    const seen = jest.fn();
    const { user } = renderWithApp(<Picker initial={['GB']} seen={seen} />);
    expect(chosen()).toEqual(['United Kingdom']);
    const box = screen.getByRole('combobox', { name: 'Countries' });
    await user.type(box, 'Germ');
    await user.click(screen.getByRole('option', { name: 'Germany' }));
    expect(box).toHaveValue('');
    await user.type(box, 'Swe{Enter}');
    expect(chosen()).toEqual(['United Kingdom', 'Germany', 'Sweden']);
    // The same country again changes nothing.
    await user.type(box, 'Germany');
    await user.click(screen.getByRole('option', { name: 'Germany' }));
    expect(chosen()).toEqual(['United Kingdom', 'Germany', 'Sweden']);
    await user.click(screen.getByRole('button', { name: 'Remove Germany' }));
    expect(chosen()).toEqual(['United Kingdom', 'Sweden']);
    expect(seen).toHaveBeenLastCalledWith(['GB', 'SE']);
  });

  it('adds nothing for a text that names no country', async () => {
    const seen = jest.fn();
    const { user } = renderWithApp(<Picker seen={seen} />);
    await user.type(screen.getByRole('combobox', { name: 'Countries' }), 'Ge');
    await user.tab();
    expect(screen.queryByRole('list', { name: 'Countries chosen' })).not.toBeInTheDocument();
    expect(seen).not.toHaveBeenCalled();
  });
});
