import { act, screen } from '@testing-library/react';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { TextField } from '../../../src/components/form';
import { UnsavedChangesBar } from '../../../src/components/form/UnsavedChanges';
import { UNSAVED } from '../../../src/constants/messages/unsaved';
import { renderWithApp } from '../../support/render';

const saved: string[] = [];

/** A form editing a saved title, as the asset screen's details form does. */
function TitleForm() {
  const formik = useFormik({
    initialValues: { title: 'Saved title' },
    onSubmit: async ({ title }, helpers) => {
      saved.push(title);
      helpers.resetForm({ values: { title } });
    },
  });
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <form onSubmit={formik.handleSubmit} aria-label="Details">
        <TextField label="Title" name="title" value={formik.values.title} onChange={formik.handleChange} onBlur={formik.handleBlur} />
        <UnsavedChangesBar form={formik} saveLabel="Save" />
      </form>
    </>
  );
}

async function edited() {
  saved.length = 0;
  const app = renderWithApp(<TitleForm />, { route: '/assets/edit/1' });
  const title = screen.getByLabelText('Title');
  await app.user.clear(title);
  await app.user.type(title, 'New title');
  return { ...app, title };
}

describe('the unsaved-changes guard', () => {
  it('shows no bar and lets the user leave while nothing changed', async () => {
    const app = renderWithApp(<TitleForm />, { route: '/assets/edit/1' });
    expect(screen.queryByRole('region', { name: UNSAVED.bar })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(app.location()).toBe('/elsewhere');
  });

  it('asks before a link leaves the form; staying keeps the edit on the page', async () => {
    const app = await edited();
    expect(screen.getByRole('region', { name: UNSAVED.bar })).toHaveTextContent(UNSAVED.bar);
    await app.user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog', { name: UNSAVED.leaveTitle })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: UNSAVED.stay }));
    expect(app.location()).toBe('/assets/edit/1');
    expect(screen.getByLabelText('Title')).toHaveValue('New title');
    expect(saved).toEqual([]);
  });

  it('leaves when the user chooses to, without saving', async () => {
    const app = await edited();
    await app.user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await app.user.click(await screen.findByRole('button', { name: UNSAVED.leave }));
    expect(app.location()).toBe('/elsewhere');
    expect(saved).toEqual([]);
  });

  it('holds a navigation the code makes (a saga, navigate) the same way', async () => {
    const app = await edited();
    await act(async () => {
      app.navigate('/payments');
    });
    expect(await screen.findByRole('dialog', { name: UNSAVED.leaveTitle })).toBeInTheDocument();
    expect(app.location()).toBe('/assets/edit/1');
  });

  it('asks the browser to confirm closing the tab only while there are changes', async () => {
    const clean = new Event('beforeunload', { cancelable: true });
    const app = await edited();
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
    await app.user.click(screen.getByRole('button', { name: UNSAVED.discard }));
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
  });

  it('Discard puts the saved values back and removes the bar and the question', async () => {
    const app = await edited();
    await app.user.click(screen.getByRole('button', { name: UNSAVED.discard }));
    expect(screen.getByLabelText('Title')).toHaveValue('Saved title');
    expect(screen.queryByRole('region', { name: UNSAVED.bar })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(app.location()).toBe('/elsewhere');
  });

  it('Save saves the changes; then leaving needs no question', async () => {
    const app = await edited();
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual(['New title']);
    expect(screen.queryByRole('region', { name: UNSAVED.bar })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(app.location()).toBe('/elsewhere');
  });
});
