import { screen } from '@testing-library/react';
import { Checkbox, PasswordField, SelectField, TextArea, TextField } from '../../../src/components/form';
import { renderWithApp } from '../../support/render';

describe('form fields', () => {
  it('tie a visible label to the control, and the error text through aria-describedby', () => {
    renderWithApp(
      <>
        <TextField name="email" label="Email" error="Please enter a valid email address" />
        <TextField name="company" label="Company" />
      </>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    const company = screen.getByRole('textbox', { name: 'Company' });
    expect(company).toHaveAttribute('aria-invalid', 'false');
    expect(company).not.toHaveAttribute('aria-describedby');
  });

  it('password field hides the value and can show it', async () => {
    const { user } = renderWithApp(<PasswordField name="password" label="Password" error="*Required" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('*Required');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('select field offers an empty first option', () => {
    renderWithApp(
      <SelectField
        name="currency"
        label="Currency"
        emptyOption="Select currency"
        options={[
          { value: 'EUR', label: 'EUR' },
          { value: 'USD', label: 'USD' },
        ]}
        error="*Required"
        defaultValue=""
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveDisplayValue('Select currency');
    expect(select).toHaveAccessibleDescription('*Required');
  });

  it('a required text area’s label ends with “ *”', () => {
    renderWithApp(
      <>
        <TextArea name="reason" label="Other reason" required />
        <TextArea name="notes" label="Notes" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Other reason *' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toBeRequired();
  });

  it('checkbox has its label and error', async () => {
    const { user } = renderWithApp(<Checkbox name="terms" label="I agree" error="*Required" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription('*Required');
    await user.click(screen.getByText('I agree'));
    expect(box).toBeChecked();
  });
});
