import type { FormikProps } from 'formik';

/** The public forms' yup schemas, loaded on first use (see `lazySchema`). */
export const publicSchemas = () => import(/* webpackChunkName: "public-schemas" */ './schemas');

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
