import { act, fireEvent, screen } from '@testing-library/react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { DateTimeField, dateTextSchema } from '../../../src/components/form';
import { renderWithApp } from '../../support/render';

function Form({ onSubmit }: { onSubmit: (values: { starts: string }) => void }) {
  const formik = useFormik({ initialValues: { starts: '' }, validationSchema: yup.object({ starts: dateTextSchema() }), onSubmit });
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <DateTimeField label="Starts" {...formik.getFieldProps('starts')} error={formik.touched.starts ? formik.errors.starts : undefined} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the date-time picker', () => {
  it('is a labelled text input with the format as its hint, and a bad day says what is wrong once', async () => {
    const { user } = renderWithApp(<Form onSubmit={jest.fn()} />);
    const input = screen.getByLabelText('Starts');
    expect(input).toHaveAccessibleDescription('YYYY-MM-DD HH:mm:ss, UTC');
    await user.type(input, '2031-02-30 10:00:00');
    await user.tab();
    expect(await screen.findByText('2031-02-30 is not a date.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('YYYY-MM-DD HH:mm:ss, UTC 2031-02-30 is not a date.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('completes a shorter typed date-time to the spec format when the field is left, and submits it', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithApp(<Form onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Starts'), '2031-02-03 14:30');
    await user.tab();
    expect(screen.getByLabelText('Starts')).toHaveValue('2031-02-03 14:30:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ starts: '2031-02-03 14:30:00' }, expect.anything());
  });

  it('leaves no error of the shorter text behind once it is completed (an error line appearing on blur moved the Save button away from the click)', async () => {
    const { user } = renderWithApp(<Form onSubmit={jest.fn()} />);
    await user.type(screen.getByLabelText('Starts'), '2028-03-01T00:00');
    await user.tab();
    expect(screen.getByLabelText('Starts')).toHaveValue('2028-03-01 00:00:00');
    // Both validations (the change's and the blur's, promises without timers) have settled after one task.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByLabelText('Starts')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(/is not in the form/)).not.toBeInTheDocument();
  });

  it('"Choose Starts" opens a calendar whose pick fills the field; Escape closes it and returns focus to the button', async () => {
    const { user } = renderWithApp(<Form onSubmit={jest.fn()} />);
    const choose = screen.getByRole('button', { name: 'Choose Starts' });
    expect(choose).toHaveAttribute('aria-expanded', 'false');
    await user.click(choose);
    expect(choose).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Calendar for Starts' })).toBeInTheDocument();
    const calendar = screen.getByLabelText('Pick Starts');
    expect(calendar).toHaveFocus();
    fireEvent.change(calendar, { target: { value: '2031-03-04T05:06:07' } });
    expect(screen.getByLabelText('Starts')).toHaveValue('2031-03-04 05:06:07');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Calendar for Starts' })).not.toBeInTheDocument();
    expect(choose).toHaveFocus();
  });
});
