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
 * so yup is not part of what a signed-out visitor downloads before touching a form. When the schema cannot load, the
 * form submits unchecked (the server applies the same rules) and the next validation tries again.
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
      let loaded: YupSchemaLike;
      try {
        loaded = await schema();
      } catch {
        // Offline or a new deployment: the server checks the same rules and its answer is shown, so the form is never
        // stuck; the next validation tries the load again.
        return {};
      }
      try {
        await validateYupSchema(values, loaded);
        return {};
      } catch (error) {
        if (isValidationError(error)) return yupToFormErrors<V>(error);
        throw error;
      }
    },
  };
}
