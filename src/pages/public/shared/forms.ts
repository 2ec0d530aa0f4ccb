import type { FormikProps } from 'formik';
import * as yup from 'yup';
import { FORM } from '../../../constants/messages';

/** Spec section 9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

export const emailSchema = yup.string().trim().email(FORM.invalidEmail).required(FORM.required);
export const requiredText = yup.string().trim().required(FORM.required);
export const passwordSchema = yup.string().required(FORM.required).min(MIN_PASSWORD_LENGTH, FORM.passwordMin);
/** The confirmation of the `password` field of the same form. */
export const confirmationOf = (field: string) =>
  yup
    .string()
    .required(FORM.required)
    .oneOf([yup.ref(field)], FORM.passwordsDoNotMatch);

/** The error to show under a field: only once it was touched (or a submit was tried). */
export function fieldError<V>(formik: FormikProps<V>, name: keyof V & string): string | undefined {
  const touched = formik.touched[name];
  const error = formik.errors[name];
  return touched && typeof error === 'string' ? error : undefined;
}

/** Formik's props for a field plus its error, ready to spread into a TextField. */
export function fieldProps<V>(formik: FormikProps<V>, name: keyof V & string) {
  return { ...formik.getFieldProps<string>(name), error: fieldError(formik, name) };
}
