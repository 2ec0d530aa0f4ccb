import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { ValidationError } from 'yup';

export interface LazySchema<V extends FormikValues> {
  /** Formik's `validate`: waits for the schema, then answers exactly as `validationSchema` would. */
  validate: (values: V) => Promise<FormikErrors<V>>;
  /** Starts loading the schema (e.g. when the form gets focus), so the first validation does not wait. */
  preload: () => void;
}

/** What `validateYupSchema` uses of a yup schema; the type names no yup class, so nothing of yup is imported here. */
interface YupSchemaLike {
  validate(value: unknown, options?: object): Promise<unknown>;
}

const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof Error && error.name === 'ValidationError';

/**
 * A yup schema that loads with its module on first use. The public pages (sign-in first of all) validate through it,
 * so yup is not part of what a signed-out visitor downloads before touching a form. A failed load is retried on the next
 * validation.
 */
export function lazySchema<V extends FormikValues>(load: () => Promise<YupSchemaLike>): LazySchema<V> {
  let loading: Promise<YupSchemaLike> | null = null;
  const schema = (): Promise<YupSchemaLike> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    preload: () => {
      schema().catch(() => undefined);
    },
    validate: async (values) => {
      try {
        await validateYupSchema(values, await schema());
        return {};
      } catch (error) {
        if (isValidationError(error)) return yupToFormErrors<V>(error);
        throw error;
      }
    },
  };
}
