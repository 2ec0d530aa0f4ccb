import { act, screen, waitFor } from '@testing-library/react';
import { storeReset } from '../../../src/ducks/app/actions';
import { selectRequest } from '../../../src/ducks/requests/slice';
import { fetchCaptcha } from '../../../src/ducks/signup';
import { renderWithApp, signedOut } from '../../support/render';
import { STRONG_PASSWORD, mockApi } from './support';

// Typing into many fields, with a strength estimate per keystroke, is slow on a busy machine.

const CAPTCHA = { token: 'cap-token', question: 'What is 7 + 5?' };

function setup() {
  const http = mockApi();
  http.on('GET', 'captcha', { status: 200, data: CAPTCHA });
  const app = renderWithApp('/register', { preloadedState: { auth: signedOut() } });
  return { http, ...app };
}

type User = ReturnType<typeof setup>['user'];

async function fillValidForm(user: User) {
  await user.type(await screen.findByLabelText('Full name'), 'Nora Newcomer');
  await user.type(screen.getByLabelText('Email'), 'nora@sandbox.test');
  await user.type(screen.getByLabelText('Password'), STRONG_PASSWORD);
  await user.type(screen.getByLabelText('Confirm password'), STRONG_PASSWORD);
  await user.type(screen.getByLabelText('Company'), 'Nora Media');
  await user.selectOptions(screen.getByLabelText('Country'), 'GB');
  await user.selectOptions(screen.getByLabelText('Which service are you looking for?'), 'Authentication');
  await user.selectOptions(screen.getByLabelText('What brings you here?'), 'stream');
  await user.type(await screen.findByLabelText('Security question: What is 7 + 5?'), '12');
}

const signUpButton = () => screen.getByRole('button', { name: 'Sign up' });

describe('RegisterPage', () => {
  it('enables Sign up only with a strong password and a solved captcha', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(signUpButton()).toBeDisabled();

    await fillValidForm(user);
    await waitFor(() => expect(signUpButton()).toBeEnabled());

    await user.clear(screen.getByLabelText('Security question: What is 7 + 5?'));
    expect(signUpButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Security question: What is 7 + 5?'), '12');
    expect(signUpButton()).toBeEnabled();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'password1');
    expect(await screen.findByText(/Password is not strong enough/)).toBeInTheDocument();
    expect(signUpButton()).toBeDisabled();
  });

  it('shows the viewer notice and keeps Sign up disabled for the watch interest', async () => {
    const { user } = setup();
    await fillValidForm(user);
    await waitFor(() => expect(signUpButton()).toBeEnabled());

    await user.selectOptions(screen.getByLabelText('What brings you here?'), 'watch');
    expect(screen.getByRole('alert')).toHaveTextContent('not a place to watch videos');
    expect(signUpButton()).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('What brings you here?'), 'play around');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(signUpButton()).toBeEnabled();
  });

  it('requires an Other reason of at least 5 characters and sends it instead of "other"', async () => {
    const { user, http, location } = setup();
    http.on('POST', 'accounts', { status: 201, data: { active: false } });
    await fillValidForm(user);
    await user.selectOptions(screen.getByLabelText('Which service are you looking for?'), 'other');

    const reason = screen.getByLabelText('Which other service do you need? *');
    await user.click(signUpButton());
    expect(await screen.findByText('*Required')).toBeInTheDocument();
    await user.type(reason, 'DRM');
    await user.tab();
    expect(await screen.findByText('Please tell us a bit more (at least 5 characters)')).toBeInTheDocument();
    expect(http.calls('POST', 'accounts')).toHaveLength(0);

    await user.type(reason, ' for live sports');
    await user.click(signUpButton());
    await waitFor(() => expect(http.calls('POST', 'accounts')).toHaveLength(1));
    const form = Object.fromEntries(http.calls('POST', 'accounts')[0].form());
    expect(form).toMatchObject({
      full_name: 'Nora Newcomer',
      email: 'nora@sandbox.test',
      type: 'merchant',
      response_token: 'cap-token.12',
      'metadata[services_question]': 'DRM for live sports',
      'metadata[interest_question]': 'stream',
      'metadata[company]': 'Nora Media',
      'metadata[country]': 'GB',
    });
    await waitFor(() => expect(location()).toBe('/activate'));
  });

  it('keeps the typed values and asks a new captcha when the signup is refused', async () => {
    const { user, http } = setup();
    http.on('POST', 'accounts', { status: 409, data: { code: 409, message: 'An account with this email already exists.' } });
    await fillValidForm(user);
    await waitFor(() => expect(signUpButton()).toBeEnabled());
    await user.click(signUpButton());

    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    await waitFor(() => expect(http.calls('GET', 'captcha')).toHaveLength(2));
    expect(screen.getByLabelText('Full name')).toHaveValue('Nora Newcomer');
    expect(screen.getByLabelText('Password')).toHaveValue(STRONG_PASSWORD);
    expect(signUpButton()).toBeDisabled();
  });

  it('shows a refused captcha under the new challenge', async () => {
    const { user, http } = setup();
    const refusal = 'Captcha verification failed.';
    http.on('POST', 'accounts', { status: 400, data: { code: 400, message: refusal, errors: { response_token: refusal } } });
    await fillValidForm(user);
    await waitFor(() => expect(signUpButton()).toBeEnabled());
    await user.click(signUpButton());

    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2));
    const answer = await screen.findByLabelText('Security question: What is 7 + 5?');
    expect(answer).toHaveValue('');
    expect(answer).toHaveAccessibleDescription(refusal);
    await user.type(answer, '12');
    expect(screen.getAllByText(refusal)).toHaveLength(1);
  });

  it('asks for the challenge through the request machinery: a store reset (a session end) cancels it', async () => {
    const http = mockApi();
    http.on('GET', 'captcha', { hang: true });
    const { store } = renderWithApp('/register', { preloadedState: { auth: signedOut() } });
    await waitFor(() => expect(http.calls('GET', 'captcha')).toHaveLength(1));
    expect(selectRequest(store.getState(), fetchCaptcha.type).status).toBe('pending');

    act(() => {
      store.dispatch(storeReset());
    });
    expect(http.calls('GET', 'captcha')[0].signal?.aborted).toBe(true);
  });

  it('shows a failed challenge with Try again, which asks once more', async () => {
    const http = mockApi();
    http.on('GET', 'captcha', { status: 503, data: { code: 503, message: 'Captcha service unavailable.' } });
    const { user } = renderWithApp('/register', { preloadedState: { auth: signedOut() } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Captcha service unavailable.');
    http.on('GET', 'captcha', { status: 200, data: CAPTCHA });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Security question: What is 7 + 5?')).toBeEnabled();
    expect(http.calls('GET', 'captcha')).toHaveLength(2);
  });

  it('links back to log in', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
  });
});
