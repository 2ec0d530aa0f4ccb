import { useFormik } from 'formik';
import { useCallback, useMemo, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import type { Account, RegisterRequest } from '../../api/types';
import { PasswordField, SelectField, TextArea, TextField, useSubmit } from '../../components/form';
import { lazySchema } from '../../components/form/lazySchema';
import { countries } from '../../constants/countries';
import { AUTH, LOGIN_PAGE, PUBLIC_PAGES, SIGNUP_OPTIONS } from '../../constants/messages';
import { register } from '../../ducks/auth/actions';
import { selectAuth } from '../../ducks/auth/selectors';
import { useSelector } from 'react-redux';
import { PATHS } from '../../routes/paths';
import { Captcha } from './register/Captcha';
import { SERVER_FIELDS, emptySignup, toRegisterRequest, type SignupValues } from './register/signupForm';
import { Actions, AuthCard, Callout } from './shared/AuthCard';
import { fieldProps, publicSchemas } from './shared/forms';
import { StrengthMeter } from './shared/StrengthMeter';
import { usePasswordStrength } from './shared/usePasswordStrength';

const COUNTRY_OPTIONS = countries().map(({ code, name }) => ({ value: code, label: name }));
const CHOOSE = 'Select an option';
const validation = lazySchema<SignupValues>(() => publicSchemas().then((m) => m.signupSchema));

/** Server keys such as `metadata[company]` or `metadata.company`, in the form's terms. */
const formFieldFor = (serverField: string): keyof SignupValues | undefined => SERVER_FIELDS[serverField.replace(/\[(\w+)\]/g, '.$1')];

export default function RegisterPage() {
  const auth = useSelector(selectAuth);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captchaError, setCaptchaError] = useState<string>();
  const captchaAnswered = useCallback((token: string | null) => {
    setCaptchaToken(token);
    if (token) setCaptchaError(undefined);
  }, []);
  const { submit, pending } = useSubmit<RegisterRequest, Account, SignupValues>(register, {
    fieldFor: formFieldFor,
    // The captcha answer is spent on the server; a new challenge is needed. The typed values stay.
    onFailure: (error) => {
      setCaptchaRound((n) => n + 1);
      setCaptchaError(error.fieldErrors?.response_token);
    },
  });
  const formik = useFormik<SignupValues>({
    initialValues: emptySignup,
    validate: validation.validate,
    onSubmit: (values, helpers) => (captchaToken ? submit(toRegisterRequest(values, captchaToken), helpers) : undefined),
  });
  const { values } = formik;
  const userInputs = useMemo(() => [values.fullName, values.email, values.company], [values.fullName, values.email, values.company]);
  const strength = usePasswordStrength(values.password, userInputs);

  if (auth.authenticated && !auth.isAdmin) return <Navigate to={PATHS.dashboard} replace />;
  if (auth.registered) return <Navigate to={auth.active ? PATHS.login : '/activate'} replace />;

  const wantsToWatch = values.interestQuestion === SIGNUP_OPTIONS.watch;
  const passwordError = fieldProps(formik, 'password').error;
  const canSubmit = strength.strong && captchaToken !== null && !wantsToWatch && !pending;

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
      <form noValidate onSubmit={formik.handleSubmit} onFocus={validation.preload}>
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
            {LOGIN_PAGE.signUp}
          </Button>
        </Actions>
      </form>
    </AuthCard>
  );
}
