import { useFormik } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { PasswordField, SelectField, TextArea, TextField } from '../../components/form';
import { countries } from '../../constants/countries';
import { AUTH, PUBLIC_PAGES, SIGNUP_OPTIONS } from '../../constants/messages';
import { register } from '../../ducks/auth/actions';
import { selectAuth } from '../../ducks/auth/selectors';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../hooks';
import { PATHS } from '../../routes/paths';
import { Captcha } from './register/Captcha';
import { SERVER_FIELDS, emptySignup, signupSchema, toRegisterRequest, type SignupValues } from './register/signupForm';
import { Actions, AuthCard, Callout } from './shared/AuthCard';
import { fieldProps, useRequestState } from './shared/forms';
import { StrengthMeter } from './shared/StrengthMeter';
import { usePasswordStrength } from './shared/usePasswordStrength';

const COUNTRY_OPTIONS = countries().map(({ code, name }) => ({ value: code, label: name }));
const CHOOSE = 'Select an option';

/** Server keys such as `metadata[company]` or `metadata.company`, in the form's terms. */
function toFormErrors(fieldErrors: Record<string, string>): Partial<Record<keyof SignupValues, string>> {
  const out: Partial<Record<keyof SignupValues, string>> = {};
  for (const [key, text] of Object.entries(fieldErrors)) {
    const field = SERVER_FIELDS[key.replace(/\[(\w+)\]/g, '.$1')];
    if (field) out[field] = text;
  }
  return out;
}

export default function RegisterPage() {
  const dispatch = useAppDispatch();
  const auth = useSelector(selectAuth);
  const request = useRequestState(register);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captchaError, setCaptchaError] = useState<string>();
  const captchaAnswered = useCallback((token: string | null) => {
    setCaptchaToken(token);
    if (token) setCaptchaError(undefined);
  }, []);
  const formik = useFormik<SignupValues>({
    initialValues: emptySignup,
    validationSchema: signupSchema,
    onSubmit: (values) => {
      if (captchaToken) dispatch(register.request(toRegisterRequest(values, captchaToken)));
    },
  });
  const { values } = formik;
  const userInputs = useMemo(() => [values.fullName, values.email, values.company], [values.fullName, values.email, values.company]);
  const strength = usePasswordStrength(values.password, userInputs);

  const lastStatus = useRef(request.status);
  const { setErrors } = formik;
  useEffect(() => {
    const previous = lastStatus.current;
    lastStatus.current = request.status;
    if (previous !== 'pending' || request.status !== 'failed') return;
    // The captcha answer is spent on the server; a new challenge is needed. The typed values stay.
    setCaptchaRound((n) => n + 1);
    const fieldErrors = request.error?.fieldErrors ?? {};
    setCaptchaError(fieldErrors.response_token);
    setErrors(toFormErrors(fieldErrors));
  }, [request.status, request.error, setErrors]);

  if (auth.authenticated && !auth.isAdmin) return <Navigate to={PATHS.dashboard} replace />;
  if (auth.registered) return <Navigate to={auth.active ? PATHS.login : '/activate'} replace />;

  const wantsToWatch = values.interestQuestion === SIGNUP_OPTIONS.watch;
  const passwordError = fieldProps(formik, 'password').error;
  const canSubmit = strength.strong && captchaToken !== null && !wantsToWatch && request.status !== 'pending';

  return (
    <AuthCard
      wide
      title={PUBLIC_PAGES.signupTitle}
      footer={
        <span>
          {AUTH.alreadyHaveAccount} <Link to={PATHS.login}>{AUTH.logIn}</Link>
        </span>
      }
    >
      <form noValidate onSubmit={formik.handleSubmit}>
        <TextField label="Full name" autoComplete="name" {...fieldProps(formik, 'fullName')} />
        <TextField label="Email" type="email" autoComplete="email" {...fieldProps(formik, 'email')} />
        <PasswordField label="Password" autoComplete="new-password" {...fieldProps(formik, 'password')} />
        {!passwordError && <StrengthMeter id="signup-password-strength" strength={strength} password={values.password} />}
        <PasswordField label="Confirm password" autoComplete="new-password" {...fieldProps(formik, 'passwordConfirmation')} />
        <TextField label="Company" autoComplete="organization" {...fieldProps(formik, 'company')} />
        <SelectField label="Country" emptyOption="Select a country" options={COUNTRY_OPTIONS} {...fieldProps(formik, 'country')} />
        <SelectField
          label="Which service are you looking for?"
          emptyOption={CHOOSE}
          options={SIGNUP_OPTIONS.services}
          {...fieldProps(formik, 'serviceQuestion')}
        />
        {values.serviceQuestion === SIGNUP_OPTIONS.other && (
          <TextArea label="Which other service do you need?" required {...fieldProps(formik, 'serviceOtherReason')} />
        )}
        <SelectField
          label="What brings you here?"
          emptyOption={CHOOSE}
          options={SIGNUP_OPTIONS.interests}
          {...fieldProps(formik, 'interestQuestion')}
        />
        {values.interestQuestion === SIGNUP_OPTIONS.other && (
          <TextArea label="What else brings you here?" required {...fieldProps(formik, 'interestOtherReason')} />
        )}
        {wantsToWatch && (
          <Callout role="alert" $tone="danger">
            {PUBLIC_PAGES.viewerNotice}
          </Callout>
        )}
        <Captcha onChange={captchaAnswered} resetKey={captchaRound} error={captchaError} />
        <Actions>
          <Button type="submit" disabled={!canSubmit}>
            {PUBLIC_PAGES.signUp}
          </Button>
        </Actions>
      </form>
    </AuthCard>
  );
}
