/**
 * The yup schemas of the public forms and the field rules they share with the account pages. The public pages load
 * this module on first use (`lazySchema`), so yup stays out of what a signed-out visitor downloads first.
 */
import * as yup from 'yup';
import { FORM, SIGNUP_OPTIONS } from '../../../constants/messages';
import { MIN_OTHER_REASON, type SignupValues } from '../register/signupForm';

/** Spec section 9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;
const MIN_FULL_NAME = 2;

export const emailSchema = yup.string().trim().email(FORM.invalidEmail).required(FORM.required);
export const requiredText = yup.string().trim().required(FORM.required);
export const passwordSchema = yup.string().required(FORM.required).min(MIN_PASSWORD_LENGTH, FORM.passwordMin);
/** The confirmation of the `password` field of the same form. */
export const confirmationOf = (field: string) =>
  yup
    .string()
    .required(FORM.required)
    .oneOf([yup.ref(field)], FORM.passwordsDoNotMatch);

export const loginSchema = yup.object({ email: emailSchema, password: passwordSchema });
/** Forgot password and resend code: one e-mail field. */
export const emailRequestSchema = yup.object({ email: emailSchema });
export const activateSchema = yup.object({ code: requiredText });
export const newPasswordSchema = yup.object({
  token: requiredText,
  password: passwordSchema,
  password_confirmation: confirmationOf('password'),
});

const otherReason = (question: keyof SignupValues) =>
  yup.string().when(question, {
    is: SIGNUP_OPTIONS.other,
    then: (schema) => schema.trim().required(FORM.required).min(MIN_OTHER_REASON, FORM.otherReasonMin),
    otherwise: (schema) => schema.strip(),
  });

export const signupSchema = yup.object({
  fullName: requiredText.min(MIN_FULL_NAME, FORM.fullNameMin),
  email: emailSchema,
  password: passwordSchema,
  passwordConfirmation: confirmationOf('password'),
  company: requiredText,
  country: requiredText,
  serviceQuestion: requiredText,
  serviceOtherReason: otherReason('serviceQuestion'),
  interestQuestion: requiredText,
  interestOtherReason: otherReason('interestQuestion'),
});
