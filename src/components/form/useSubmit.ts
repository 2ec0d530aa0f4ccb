import type { FormikValues } from 'formik';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { selectRequest, type RequestsState } from '../../ducks/requests/slice';
import { keyOf, type Endpoint } from '../../ducks/requests/defineEndpoint';
import { useRequest } from '../../ducks/requests/hooks';
import type { RequestError, RequestMeta } from '../../ducks/requests/types';

export interface SubmitOptions<Values> {
  /** Tracks this form's submits under a key (a row, an entity). */
  key?: string;
  /** The session whose token is sent, for forms both consoles show. */
  session?: RequestMeta['session'];
  /** After the server accepted the submit: reset the form (its helpers are given when the form passed them), close the dialog. */
  onSuccess?: (form?: FormHelpers) => void;
  /** After it refused: e.g. ask for a new captcha. The typed values are kept unless this resets the form (its helpers are given when the form passed them). */
  onFailure?: (error: RequestError, form?: FormHelpers) => void;
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
  /** The request's number under its key: its outcome (or a later one under the key) settles the submit. */
  seq: number;
  done: () => void;
  helpers?: FormHelpers;
  /** What every submit made meanwhile gets: the running one's outcome. */
  settled: Promise<void>;
}

/**
 * Told when a form's submit starts and settles, by a container whose submit button is outside the form (FormDialog),
 * so the button waits from the click on, whatever key the call is tracked under.
 */
export const SubmitBusyContext = createContext<((busy: boolean) => void) | null>(null);

/**
 * Runs a declared call from a Formik form. The promise it returns settles with the outcome, so Formik's
 * `isSubmitting` disables the submit button meanwhile. Single-flight: a submit made while one is running (a double
 * click, Enter pressed twice, a second click during validation) sends nothing and settles with the running one, so
 * a double click has one effect on the server whatever the call's strategy. On failure the values stay, the
 * server's field errors are shown on their fields, and the server's message is shown as an ERROR notice unless the
 * call declares otherwise (its `errorNotice`).
 */
export function useSubmit<Req, Res, Values extends FormikValues = FormikValues>(endpoint: Endpoint<Req, Res>, options: SubmitOptions<Values> = {}) {
  const dispatch = useDispatch();
  const store = useStore();
  const { key, session } = options;
  const waiting = useRef<Waiting | null>(null);
  // The key the running submit is tracked under: the endpoint's own (e.g. a rule's value) when the form names none.
  const [sending, setSending] = useState<{ key: string } | null>(null);
  const view = useRequest(endpoint, sending?.key ?? key);
  const reportBusy = useContext(SubmitBusyContext);
  const latest = useRef({ options, reportBusy });
  latest.current = { options, reportBusy };

  useEffect(() => {
    const pending = waiting.current;
    // A leading call ignores a request made while another under its key runs, whose outcome then carries the later
    // number: an outcome at or past the submit's own number settles it, so no submit waits forever.
    if (!pending || view.status === 'pending' || (view.status !== 'idle' && (view.seq ?? 0) < pending.seq)) return;
    waiting.current = null;
    setSending(null);
    latest.current.reportBusy?.(false);
    // Back to idle: the store was reset or the call abandoned; the form is free again, with nothing to report.
    if (view.status === 'idle') return pending.done();
    const { onSuccess, onFailure, fieldFor } = latest.current.options;
    if (view.status === 'succeeded') onSuccess?.(pending.helpers);
    else if (view.error) {
      const errors = fieldErrorsOf(view.error, fieldFor);
      if (pending.helpers && Object.keys(errors).length > 0) {
        pending.helpers.setErrors(errors);
        void pending.helpers.setTouched(Object.fromEntries(Object.keys(errors).map((field) => [field, true])), false);
      }
      onFailure?.(view.error, pending.helpers);
    }
    pending.done();
  }, [view.seq, view.status, view.error]);

  // A dialog left while its submit runs must not keep its container's button waiting.
  useEffect(
    () => () => {
      if (waiting.current) latest.current.reportBusy?.(false);
    },
    [],
  );

  const submit = useCallback(
    (req: Req, helpers?: FormHelpers): Promise<void> => {
      if (waiting.current) return waiting.current.settled;
      const action = endpoint.request(req, { ...(key === undefined ? {} : { key }), ...(session ? { session } : {}) });
      const before = selectRequest(store.getState() as { requests: RequestsState }, endpoint.type, action.meta.key).seq ?? 0;
      let done!: () => void;
      const settled = new Promise<void>((resolve) => {
        done = resolve;
      });
      waiting.current = { seq: before + 1, done, helpers, settled };
      setSending({ key: keyOf(action.meta) });
      latest.current.reportBusy?.(true);
      dispatch(action);
      return settled;
    },
    [dispatch, store, endpoint, key, session],
  );

  return { submit, status: view.status, error: view.error, pending: sending !== null || view.status === 'pending' };
}

function fieldErrorsOf(error: RequestError, fieldFor?: (serverField: string) => string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [serverField, text] of Object.entries(error.fieldErrors ?? {})) {
    const field = fieldFor ? fieldFor(serverField) : serverField;
    if (field !== undefined) out[field] = text;
  }
  return out;
}
