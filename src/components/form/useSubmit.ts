import type { FormikValues } from 'formik';
import { useCallback, useEffect, useRef } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { selectRequest, type RequestsState } from '../../ducks/requests/slice';
import type { Endpoint } from '../../ducks/requests/defineEndpoint';
import { useRequest } from '../../ducks/requests/hooks';
import type { RequestError, RequestMeta } from '../../ducks/requests/types';

export interface SubmitOptions<Values> {
  /** Tracks this form's submits under a key (a row, an entity). */
  key?: string;
  /** The session whose token is sent, for forms both consoles show. */
  session?: RequestMeta['session'];
  /** After the server accepted the submit: reset the form (its helpers are given when the form passed them), close the dialog. */
  onSuccess?: (form?: FormHelpers) => void;
  /** After it refused: e.g. ask for a new captcha. The typed values are kept either way. */
  onFailure?: (error: RequestError) => void;
  /** The server's field names in the form's terms, where they differ (e.g. `metadata[company]` → `company`). */
  fieldFor?: (serverField: string) => (keyof Values & string) | undefined;
}

/** What the hook needs of a form; Formik's helpers of any form fit (methods are compared bivariantly). */
export interface FormHelpers {
  setErrors(errors: Record<string, string>): void;
  setTouched(touched: Record<string, boolean>, validate?: boolean): unknown;
  resetForm(): void;
}

interface Waiting {
  /** The request's number under its key: only its own outcome settles the submit. */
  seq: number;
  done: () => void;
  helpers?: FormHelpers;
}

/**
 * Runs a declared call from a Formik form. The promise it returns settles with the outcome, so Formik's
 * `isSubmitting` disables the submit button meanwhile (one effect on the server per click). On failure the values
 * stay, the server's field errors are shown on their fields, and the server's message is shown as an ERROR notice
 * unless the call declares otherwise (its `errorNotice`).
 */
export function useSubmit<Req, Res, Values extends FormikValues = FormikValues>(endpoint: Endpoint<Req, Res>, options: SubmitOptions<Values> = {}) {
  const dispatch = useDispatch();
  const store = useStore();
  const { key, session } = options;
  const view = useRequest(endpoint, key);
  const waiting = useRef<Waiting | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const pending = waiting.current;
    if (!pending || view.seq !== pending.seq || view.status === 'pending' || view.status === 'idle') return;
    waiting.current = null;
    const { onSuccess, onFailure, fieldFor } = latest.current;
    if (view.status === 'succeeded') onSuccess?.(pending.helpers);
    else if (view.error) {
      const errors = fieldErrorsOf(view.error, fieldFor);
      if (pending.helpers && Object.keys(errors).length > 0) {
        pending.helpers.setErrors(errors);
        void pending.helpers.setTouched(Object.fromEntries(Object.keys(errors).map((field) => [field, true])), false);
      }
      onFailure?.(view.error);
    }
    pending.done();
  }, [view.seq, view.status, view.error]);

  const submit = useCallback(
    (req: Req, helpers?: FormHelpers): Promise<void> =>
      new Promise<void>((done) => {
        const action = endpoint.request(req, { ...(key === undefined ? {} : { key }), ...(session ? { session } : {}) });
        const before = selectRequest(store.getState() as { requests: RequestsState }, endpoint.type, action.meta.key).seq ?? 0;
        waiting.current = { seq: before + 1, done, helpers };
        dispatch(action);
      }),
    [dispatch, store, endpoint, key, session],
  );

  return { submit, status: view.status, error: view.error, pending: view.status === 'pending' };
}

function fieldErrorsOf(error: RequestError, fieldFor?: (serverField: string) => string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [serverField, text] of Object.entries(error.fieldErrors ?? {})) {
    const field = fieldFor ? fieldFor(serverField) : serverField;
    if (field !== undefined) out[field] = text;
  }
  return out;
}
