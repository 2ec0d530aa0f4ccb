import { useFormik } from 'formik';
import * as yup from 'yup';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TextField, useSubmit } from '../../../components/form';
import { LoadState } from '../../../components/list/LoadState';
import { useModal } from '../../../components/Modal';
import { AUTH_SETTINGS_UI as UI } from '../../../constants/messages/authSettings';
import { MAX_CONCURRENT_SESSIONS } from '../../../contracts/values';
import { deleteConcurrentSessions, fetchConcurrentSessions, setConcurrentSessions } from '../../../ducks/authSettings';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { useDispatch } from 'react-redux';
import { useCan } from '../../../routes/useCan';
import { fieldProps } from '../../public/shared/forms';
import { UnsavedChangesBar } from '../../../components/form/UnsavedChanges';

const DELETE_MODAL = 'sessions-delete-limit';

function LimitForm({ current }: { current: number | null }) {
  const { submit } = useSubmit(setConcurrentSessions);
  const formik = useFormik({
    initialValues: { limit: current === null ? '' : String(current) },
    enableReinitialize: true,
    validationSchema: yup.object({
      limit: yup
        .string()
        .trim()
        .required(UI.sessionsInvalid(MAX_CONCURRENT_SESSIONS))
        .matches(/^\d+$/, UI.sessionsInvalid(MAX_CONCURRENT_SESSIONS))
        .test('range', UI.sessionsInvalid(MAX_CONCURRENT_SESSIONS), (value) => Number(value) >= 1 && Number(value) <= MAX_CONCURRENT_SESSIONS),
    }),
    onSubmit: ({ limit }, helpers) => submit({ concurrent_sessions: Number(limit.trim()) }, helpers),
  });
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <TextField label={UI.sessionsLimit} inputMode="numeric" hint={UI.sessionsHint(MAX_CONCURRENT_SESSIONS)} {...fieldProps(formik, 'limit')} />
      <UnsavedChangesBar form={formik} saveLabel={UI.saveLimit} alwaysSavable />
    </form>
  );
}

/** /settings/auth/sessions: how many devices one customer may be signed in on at once (catalogue 7.14 "Sessions"). */
export default function SessionsPage() {
  const dispatch = useDispatch();
  const writable = !useCan().isReadOnly('concurrentSessions');
  const { view: load, retry } = useStoredRead(fetchConcurrentSessions, undefined);
  const confirm = useModal(DELETE_MODAL);
  const limit = load.data?.concurrent_sessions ?? null;
  return (
    <section>
      <h1>{UI.sessionsTitle}</h1>
      <p>{UI.sessionsIntro}</p>
      {!writable && <p>{UI.readOnly}</p>}
      <LoadState state={load} ready={load.data !== undefined} onRetry={retry}>
        <p>{limit === null ? UI.noLimit : UI.currentLimit(limit)}</p>
        {writable && <LimitForm current={limit} />}
        {writable && limit !== null && (
          <Button $variant="secondary" onClick={confirm.open}>
            {UI.deleteLimit}
          </Button>
        )}
      </LoadState>
      <ConfirmDialog id={DELETE_MODAL} message={UI.deleteLimitQuestion} onConfirm={() => dispatch(deleteConcurrentSessions.request())} />
    </section>
  );
}
