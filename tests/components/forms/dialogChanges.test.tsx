/** Issue 24, scope 4: a dialog's form with changes asks before it is closed any other way than by saving. */
import { fireEvent, screen, within } from '@testing-library/react';
import { useFormik } from 'formik';
import { Button } from '../../../src/components/Button';
import { FormDialog } from '../../../src/components/FormDialog';
import { TextField } from '../../../src/components/form';
import { useModal } from '../../../src/components/Modal';
import { UNSAVED } from '../../../src/constants/messages/unsaved';
import { createWebhook } from '../../../src/ducks/webhooks/endpoints';
import { renderWithApp } from '../../support/render';

function UrlForm({ formId, close }: { formId: string; close: () => void }) {
  const formik = useFormik({ initialValues: { url: '' }, onSubmit: () => close() });
  return (
    <form id={formId} onSubmit={formik.handleSubmit}>
      <TextField label="URL" name="url" value={formik.values.url} onChange={formik.handleChange} />
    </form>
  );
}

function Page() {
  const { open } = useModal('add-thing');
  return (
    <>
      <Button onClick={open}>Add</Button>
      <FormDialog id="add-thing" title="Add webhook" submitLabel="Add" cancelLabel="Cancel" endpoint={createWebhook}>
        {(form) => <UrlForm {...form} />}
      </FormDialog>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Add webhook' });

describe('a dialog form with changes', () => {
  it('closes at once by Cancel while nothing was typed', async () => {
    const { user } = renderWithApp(<Page />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before Cancel or Escape drops what was typed; keeping on edits keeps it, discarding closes', async () => {
    const { user } = renderWithApp(<Page />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(within(dialog()).getByLabelText('URL'), 'https://example.com/hook');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    const question = within(dialog()).getByRole('group', { name: UNSAVED.discardQuestion });
    expect(within(question).getByRole('button', { name: UNSAVED.keepEditing })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: UNSAVED.keepEditing }));
    expect(within(dialog()).getByLabelText('URL')).toHaveValue('https://example.com/hook');

    // Escape and the close button ask the same.
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(within(dialog()).getByRole('group', { name: UNSAVED.discardQuestion })).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: UNSAVED.discard }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Opened again, it starts unchanged.
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the browser before the tab closes while a change is typed', async () => {
    const { user } = renderWithApp(<Page />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await user.type(within(dialog()).getByLabelText('URL'), 'x');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });
});
