/**
 * The form kit's submit (useSubmit) as forms use it, with a real store and HTTP at the axios boundary: one call per
 * submit however often it is asked, no form left waiting, and a form the spec resets on failure can say so.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useFormik } from 'formik';
import { tokenStore } from '../../../src/api/tokenStore';
import { useSubmit, type SubmitOptions } from '../../../src/components/form';
import type { ChangePasswordRequest, MessageResponse } from '../../../src/api/types';
import { changePassword } from '../../../src/ducks/auth/endpoints';
import { renderWithApp, signedIn } from '../../support/render';
import type { Reply } from '../../unit/api/mockHttp';
import { mockApi } from '../auth/support';

interface Values {
  old_password: string;
}

/** A one-field form on a leading call without a key (the account's change-password call). */
function PasswordForm({ name, onFailure }: { name: string; onFailure?: SubmitOptions<Values>['onFailure'] }) {
  const { submit } = useSubmit<ChangePasswordRequest, MessageResponse, Values>(changePassword, { onFailure });
  const formik = useFormik<Values>({
    initialValues: { old_password: '' },
    onSubmit: ({ old_password }, helpers) => submit({ old_password, password: 'Violet-Harbour-42', password_confirmation: 'Violet-Harbour-42' }, helpers),
  });
  return (
    <form aria-label={name} noValidate onSubmit={formik.handleSubmit}>
      <label htmlFor={`${name}-current`}>{`${name} current password`}</label>
      <input id={`${name}-current`} {...formik.getFieldProps('old_password')} />
      <button type="submit" disabled={formik.isSubmitting}>{`Save ${name}`}</button>
    </form>
  );
}

function setup(ui: JSX.Element) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  const answers: ((reply: Reply) => void)[] = [];
  http.on('POST', 'accounts/change-password', () => new Promise<Reply>((resolve) => answers.push(resolve)));
  const view = renderWithApp(ui, { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
  const answer = async (reply: Reply) => {
    await waitFor(() => expect(answers.length).toBeGreaterThan(0));
    (answers.shift() as (reply: Reply) => void)(reply);
  };
  return { http, answer, ...view };
}

const posts = (http: ReturnType<typeof mockApi>) => http.calls('POST', 'accounts/change-password');

describe('useSubmit', () => {
  it('sends one call when the form is submitted twice before the first submit is answered (Enter, then a click)', async () => {
    const { http, answer, user, actionTypes } = setup(<PasswordForm name="Mine" />);
    await user.type(screen.getByLabelText('Mine current password'), 'old-secret');
    const form = screen.getByRole('form', { name: 'Mine' });
    // Both submits in one tick, before the button can be disabled.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await answer({ status: 200, data: { message: 'ok' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Mine' })).toBeEnabled());
    expect(posts(http)).toHaveLength(1);
    // Not even a request the call's strategy would have to ignore.
    expect(actionTypes().filter((type) => type === changePassword.request.type)).toHaveLength(1);
  });

  it('leaves no form waiting when a leading call ignored its request because another form’s was running', async () => {
    const { http, answer, user } = setup(
      <>
        <PasswordForm name="First" />
        <PasswordForm name="Second" />
      </>,
    );
    await user.type(screen.getByLabelText('First current password'), 'one');
    await user.type(screen.getByLabelText('Second current password'), 'two');
    await user.click(screen.getByRole('button', { name: 'Save First' }));
    await user.click(screen.getByRole('button', { name: 'Save Second' }));
    await answer({ status: 200, data: { message: 'ok' } });
    // The first form's own answer carries the later request number: it still settles the first form.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save First' })).toBeEnabled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Second' })).toBeEnabled());
    expect(posts(http)).toHaveLength(1);
  });

  it('keeps the typed values on failure, unless the form resets itself there (the spec’s payment fees form)', async () => {
    const { answer, user } = setup(
      <>
        <PasswordForm name="Keeps" />
        <PasswordForm name="Resets" onFailure={(_error, form) => form?.resetForm()} />
      </>,
    );
    const refused: Reply = { status: 400, data: { code: 400, message: 'The current password is wrong.' } };
    await user.type(screen.getByLabelText('Keeps current password'), 'typed');
    await user.click(screen.getByRole('button', { name: 'Save Keeps' }));
    await answer(refused);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Keeps' })).toBeEnabled());
    expect(screen.getByLabelText('Keeps current password')).toHaveValue('typed');

    await user.type(screen.getByLabelText('Resets current password'), 'typed');
    await user.click(screen.getByRole('button', { name: 'Save Resets' }));
    await answer(refused);
    await waitFor(() => expect(screen.getByLabelText('Resets current password')).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Save Resets' })).toBeEnabled();
  });
});
