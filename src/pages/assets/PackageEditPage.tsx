import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import * as yup from 'yup';
import type { Package } from '../../api/packages';
import { TextArea, TextField, useSubmit } from '../../components/form';
import { LoadState } from '../../components/list/LoadState';
import { ASSETS_UI, PACKAGES_UI, PRICING_UI } from '../../constants/messages/assets';
import { deletePackage, fetchPackage, PACKAGES_COLLECTION, reactivatePackage, updatePackage } from '../../ducks/assets';
import { selectAccount } from '../../ducks/auth/selectors';
import { useRequest } from '../../ducks/requests/hooks';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { selectEntity } from '../../ducks/requests/selectors';
import type { RequestsState } from '../../ducks/requests/slice';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { useCan } from '../../routes/useCan';
import { fieldProps } from '../public/shared/forms';
import { EditForm } from './EditForm';
import { DELETE_CONSEQUENCES } from '../../constants/messages/confirmations';
import { VIEW_ONLY } from '../../constants/messages/viewOnly';
import { ItemEditFrame } from './ItemEditFrame';
import { PackageAssets } from './PackageAssets';
import { PreviewImages } from './PreviewImages';
import { PricingTab } from './pricing/PricingTab';

const DELETE_MODAL = 'delete-package';
const schema = yup.object({ title: yup.string().trim().required(ASSETS_UI.titleRequired).max(250), content: yup.string().max(20_000) });

function DetailsForm({ pack, readOnly }: { pack: Package; readOnly: boolean }) {
  const { submit } = useSubmit(updatePackage, { key: String(pack.id) });
  const formik = useFormik({
    initialValues: { title: pack.title, content: pack.content },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: ({ title, content }, helpers) => {
      const changes = { ...(title.trim() !== pack.title ? { title: title.trim() } : {}), ...(content !== pack.content ? { content } : {}) };
      return Object.keys(changes).length > 0 ? submit({ id: pack.id, ...changes }, helpers) : undefined;
    },
  });
  return (
    <EditForm label={PACKAGES_UI.detailsTab} readOnly={readOnly} onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} dirty={formik.dirty} guard={formik}>
        <TextField label={ASSETS_UI.assetTitle} {...fieldProps(formik, 'title')} />
        <TextArea label={ASSETS_UI.description} rows={4} {...fieldProps(formik, 'content')} />
    </EditForm>
  );
}

type State = { requests: RequestsState } & Record<string, unknown>;

/** /assets/packages/edit/{id}: the package's details, assets and prices; delete (to /assets/packages) and reactivate. */
export default function PackageEditPage() {
  const dispatch = useDispatch();
  const id = Number(useParams().id);
  const tenantUuid = useSelector(selectAccount)?.tenant_uuid ?? '';
  const pack = useSelector((state: State) => selectEntity<Package>(state, 'assets', PACKAGES_COLLECTION, id));
  const request = useMemo(() => ({ tenantUuid, id }), [tenantUuid, id]);
  const { view: load, retry } = useStoredRead(fetchPackage, request, Number.isInteger(id) && id > 0 && tenantUuid !== '');
  const deleting = useRequest(deletePackage, String(id)).status === 'pending';
  const reactivating = useRequest(reactivatePackage, String(id)).status === 'pending';
  const readOnly = useCan().isReadOnly('assets');

  return (
    <section>
      <p>
        <RouteLink to={PATHS.packages}>{PACKAGES_UI.backToList}</RouteLink>
      </p>
      <LoadState state={load} ready={pack !== undefined} onRetry={retry}>
        {pack && (
          <>
            <ItemEditFrame
              title={readOnly ? VIEW_ONLY.package(pack.title) : PACKAGES_UI.editTitle(pack.title)}
              readOnly={readOnly}
              texts={{ readOnly: PACKAGES_UI.readOnly, delete: PACKAGES_UI.delete, consequence: DELETE_CONSEQUENCES.package }}
              deleteModalId={DELETE_MODAL}
              deleting={deleting}
              onDelete={() => dispatch(deletePackage.request({ id: pack.id }))}
              inactive={{ active: pack.is_active, text: PACKAGES_UI.inactiveBanner, reactivating, onReactivate: () => dispatch(reactivatePackage.request({ id: pack.id })) }}
              tabs={[
                {
                  id: 'details',
                  label: PACKAGES_UI.detailsTab,
                  content: (
                    <>
                      <DetailsForm pack={pack} readOnly={readOnly} />
                      <PreviewImages item={{ kind: 'package', id: pack.id, metadata: pack.metadata }} readOnly={readOnly} />
                    </>
                  ),
                },
                { id: 'assets', label: PACKAGES_UI.assetsTab, content: <PackageAssets pack={pack} readOnly={readOnly} /> },
                { id: 'pricing', label: PRICING_UI.tab, content: <PricingTab itemId={pack.id} contentType="package" readOnly={readOnly} /> },
              ]}
            />
          </>
        )}
      </LoadState>
    </section>
  );
}
