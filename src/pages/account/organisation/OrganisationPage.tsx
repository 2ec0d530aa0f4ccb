import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import * as yup from 'yup';
import type { MembersRequest, Organisation, OrganisationMember } from '../../../api/organisation';
import { Button } from '../../../components/Button';
import { ConfirmDialog, useConfirmFor } from '../../../components/ConfirmDialog';
import { SelectField, TextField, useSubmit } from '../../../components/form';
import { FormDialog } from '../../../components/FormDialog';
import { ListToolbar } from '../../../components/list/ListLayout';
import { ListPager } from '../../../components/list/ListPager';
import { LoadState } from '../../../components/list/LoadState';
import { useListQuery, type ListDefaults } from '../../../components/list/useListQuery';
import { Loader } from '../../../components/Loader';
import { useModal } from '../../../components/Modal';
import { Table, type Column } from '../../../components/Table';
import { FORM } from '../../../constants/messages';
import { ORGANISATION_UI } from '../../../constants/messages/organisation';
import { MEMBER_ROLES, MEMBERS_PAGE_SIZE, type MemberRole } from '../../../contracts/values';
import { selectAccount } from '../../../ducks/auth/selectors';
import { createOrganisation, fetchMembers, fetchOrganisation, inviteMember, removeMember, setMemberRole } from '../../../ducks/organisation';
import { usePagedRead, useStoredRead } from '../../../ducks/requests/readHooks';
import { fieldProps } from '../../public/shared/forms';
import { emailSchema } from '../../public/shared/schemas';

const DEFAULTS: ListDefaults = { size: MEMBERS_PAGE_SIZE, field: 'email' };
const INVITE_MODAL = 'organisation-invite';
const REMOVE_MODAL = 'organisation-remove';
const ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({ value: role, label: ORGANISATION_UI.roles[role] }));

const Narrow = styled.div`
  max-width: 420px;
`;

function CreateOrganisationForm() {
  const { submit } = useSubmit(createOrganisation);
  const formik = useFormik({
    initialValues: { name: '' },
    validationSchema: yup.object({ name: yup.string().trim().required(FORM.required) }),
    onSubmit: ({ name }, helpers) => submit({ name: name.trim() }, helpers),
  });
  return (
    <Narrow>
      <p>{ORGANISATION_UI.none}</p>
      <form noValidate aria-label={ORGANISATION_UI.createTitle} onSubmit={formik.handleSubmit}>
        <TextField label={ORGANISATION_UI.name} autoComplete="organization" {...fieldProps(formik, 'name')} />
        <Button type="submit" disabled={formik.isSubmitting}>
          {ORGANISATION_UI.create}
        </Button>
      </form>
    </Narrow>
  );
}

function InviteForm({ formId, orgId, onDone }: { formId: string; orgId: number; onDone: () => void }) {
  const { submit } = useSubmit(inviteMember, { onSuccess: onDone });
  const formik = useFormik<{ full_name: string; email: string; role: MemberRole }>({
    initialValues: { full_name: '', email: '', role: 'analyst' },
    validationSchema: yup.object({ full_name: yup.string().trim().required(FORM.required), email: emailSchema }),
    onSubmit: (values, helpers) => submit({ orgId, full_name: values.full_name.trim(), email: values.email.trim(), role: values.role }, helpers),
  });
  return (
    <form id={formId} noValidate onSubmit={formik.handleSubmit}>
      <TextField label={ORGANISATION_UI.fullName} autoComplete="off" {...fieldProps(formik, 'full_name')} />
      <TextField label={ORGANISATION_UI.email} type="email" autoComplete="off" {...fieldProps(formik, 'email')} />
      <SelectField label={ORGANISATION_UI.role} options={ROLE_OPTIONS} {...fieldProps(formik, 'role')} />
    </form>
  );
}

function Members({ organisation }: { organisation: Organisation }) {
  const dispatch = useDispatch();
  const me = useSelector(selectAccount);
  const { query, update } = useListQuery(DEFAULTS);
  const request = useMemo((): MembersRequest => ({ orgId: organisation.id, page: query.page, size: MEMBERS_PAGE_SIZE }), [organisation.id, query.page]);
  const { load, rows, total, retry } = usePagedRead(fetchMembers, request);
  const inviteDialog = useModal(INVITE_MODAL);
  const removal = useConfirmFor<OrganisationMember>(REMOVE_MODAL, (member) => dispatch(removeMember.request({ orgId: organisation.id, accountId: member.account_id })));
  // The owner's role and one's own membership are not changed here.
  const changeable = (member: OrganisationMember) => member.role !== 'owner' && member.account_id !== me?.id;

  const columns: readonly Column<OrganisationMember>[] = [
    { key: 'name', header: ORGANISATION_UI.columns.name, render: (member) => member.full_name },
    { key: 'email', header: ORGANISATION_UI.columns.email, render: (member) => member.email },
    {
      key: 'role',
      header: ORGANISATION_UI.columns.role,
      render: (member) =>
        changeable(member) ? (
          <SelectField
            name={`member-role-${member.account_id}`}
            label={ORGANISATION_UI.roleOf(member.email)}
            options={ROLE_OPTIONS}
            value={member.role}
            onChange={(event) => dispatch(setMemberRole.request({ orgId: organisation.id, accountId: member.account_id, role: event.target.value as MemberRole }))}
          />
        ) : (
          (ORGANISATION_UI.roles as Record<string, string>)[member.role] ?? member.role
        ),
    },
    { key: 'status', header: ORGANISATION_UI.columns.status, render: (member) => (member.active ? ORGANISATION_UI.statuses.active : ORGANISATION_UI.statuses.invited) },
    {
      key: 'actions',
      header: ORGANISATION_UI.columns.actions,
      render: (member) =>
        changeable(member) && (
          <Button
            $variant="link"
            aria-label={ORGANISATION_UI.removeOf(member.email)}
            onClick={() => removal.ask(member)}
          >
            {ORGANISATION_UI.remove}
          </Button>
        ),
    },
  ];

  return (
    <section>
      <h2>{ORGANISATION_UI.members}</h2>
      <ListToolbar>
        <div>
          <Button onClick={inviteDialog.open}>{ORGANISATION_UI.invite}</Button>
        </div>
      </ListToolbar>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry} failure={ORGANISATION_UI.membersLoadFailed}>
        <Table caption={ORGANISATION_UI.members} columns={columns} rows={rows ?? []} rowKey={(member) => member.account_id} emptyText={ORGANISATION_UI.noMembers} />
        <ListPager total={total} page={query.page} size={MEMBERS_PAGE_SIZE} entries={ORGANISATION_UI.entries} onPage={(page) => update({ page })} />
      </LoadState>
      {inviteDialog.isOpen && (
        <FormDialog id={INVITE_MODAL} title={ORGANISATION_UI.inviteTitle} submitLabel={ORGANISATION_UI.send} cancelLabel={ORGANISATION_UI.cancel} endpoint={inviteMember}>
          {({ formId, close }) => <InviteForm formId={formId} orgId={organisation.id} onDone={close} />}
        </FormDialog>
      )}
      <ConfirmDialog {...removal.dialogProps} message={removal.target ? ORGANISATION_UI.confirmRemove(removal.target.email) : undefined} confirmLabel={ORGANISATION_UI.confirmRemoveYes} />
    </section>
  );
}

/**
 * /account/organisation: the account's organisation and its members (invite, change a role, remove after confirming);
 * an account without one creates it here.
 */
export default function OrganisationPage() {
  const { view, retry } = useStoredRead(fetchOrganisation, undefined);
  const none = view.status === 'failed' && view.error?.status === 404;
  return (
    <section>
      <h1>{view.data ? `${ORGANISATION_UI.title}: ${view.data.name}` : ORGANISATION_UI.title}</h1>
      {none ? (
        <CreateOrganisationForm />
      ) : (
        <LoadState state={view} ready={view.data !== undefined} onRetry={retry} failure={ORGANISATION_UI.loadFailed}>
          {view.data ? <Members organisation={view.data} /> : <Loader />}
        </LoadState>
      )}
    </section>
  );
}
