import { useFormik } from 'formik';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import * as yup from 'yup';
import { UnsavedChangesBar } from '../../components/form/UnsavedChanges';
import { TextField, useSubmit } from '../../components/form';
import { Loader } from '../../components/Loader';
import { countries } from '../../constants/countries';
import { ACCOUNT_PAGES, FORM } from '../../constants/messages';
import { fetchDetails, updateDetails } from '../../ducks/account/actions';
import { selectAccount } from '../../ducks/auth/selectors';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../hooks';
import { PATHS } from '../../routes/paths';
import { useSessionKind } from '../../routes/useSessionKind';
import { fieldProps } from '../public/shared/forms';
import { AvatarSection } from './AvatarSection';
import { requiredText } from '../public/shared/schemas';

const Page = styled.section`
  max-width: 560px;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0 0 24px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 16px;
  align-items: center;
`;

const schema = yup.object({ full_name: requiredText.min(2, FORM.fullNameMin) });

const countryName = (code: string): string => countries().find((c) => c.code === code)?.name ?? code;
const formatDate = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 10);

/** The signed-in account (merchant /account/details and admin /admin/account/details). */
export default function AccountDetailsPage() {
  const dispatch = useAppDispatch();
  const account = useSelector(selectAccount);
  const session = useSessionKind();
  const { submit } = useSubmit(updateDetails, { session });
  const base = session === 'admin' ? PATHS.admin : '';

  useEffect(() => {
    dispatch(fetchDetails.request(undefined, { session }));
  }, [dispatch, session]);

  const formik = useFormik({
    initialValues: { full_name: account?.full_name ?? '' },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: ({ full_name }, helpers) => submit({ full_name: full_name.trim() }, helpers),
  });

  if (!account) return <Loader />;

  return (
    <Page>
      <h1>{ACCOUNT_PAGES.detailsTitle}</h1>
      <AvatarSection avatarUrl={account.avatar_url} session={session} />
      <form noValidate onSubmit={formik.handleSubmit}>
        <TextField label="Full name" autoComplete="name" {...fieldProps(formik, 'full_name')} />
        <TextField name="email" label="Email" type="email" value={account.email} readOnly />
        <Details>
          {account.metadata.company && (
            <>
              <dt>Company</dt>
              <dd>{account.metadata.company}</dd>
            </>
          )}
          {account.country && (
            <>
              <dt>Country</dt>
              <dd>{countryName(account.country)}</dd>
            </>
          )}
          <dt>Roles</dt>
          <dd>{account.roles.join(', ')}</dd>
          <dt>Member since</dt>
          <dd>{formatDate(account.created_at)}</dd>
        </Details>
        <UnsavedChangesBar form={formik} saveLabel={ACCOUNT_PAGES.save} />
        <Row>
          <Link to={`${base}/account/details/password`}>{ACCOUNT_PAGES.changePassword}</Link>
        </Row>
      </form>
    </Page>
  );
}
