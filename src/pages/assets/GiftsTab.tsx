import { useFormik } from 'formik';
import type { Asset, UpdateAssetRequest } from '../../api/items';
import { Checkbox, TextArea, useSubmit } from '../../components/form';
import { ASSETS_UI } from '../../constants/messages/assets';
import { updateAsset } from '../../ducks/assets';
import { fieldProps } from '../public/shared/forms';
import { EditForm } from './EditForm';

export interface GiftValues {
  giftable: boolean;
  gift_description: string;
}

/** The gifts payload: the description goes only with a giftable asset (catalogue 7.2). */
export function giftPayload(id: number, { giftable, gift_description }: GiftValues): UpdateAssetRequest {
  return giftable ? { id, giftable: '1', gift_description: gift_description.trim() } : { id, giftable: '0' };
}

/** Whether buyers may give the asset as a gift (feature Gifts), and what the gift says. */
export function GiftsTab({ asset, readOnly }: { asset: Asset; readOnly: boolean }) {
  const { submit } = useSubmit(updateAsset, { key: String(asset.id) });
  const formik = useFormik<GiftValues>({
    initialValues: { giftable: asset.is_giftable, gift_description: asset.gift_metadata?.description ?? '' },
    enableReinitialize: true,
    onSubmit: (values, helpers) => submit(giftPayload(asset.id, values), helpers),
  });
  return (
    <EditForm label={ASSETS_UI.giftsTab} readOnly={readOnly} onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} dirty={formik.dirty} guard={formik}>
        <Checkbox label={ASSETS_UI.giftable} name="giftable" checked={formik.values.giftable} onChange={formik.handleChange} />
        {formik.values.giftable && <TextArea label={ASSETS_UI.giftDescription} hint={ASSETS_UI.giftHelp} rows={3} {...fieldProps(formik, 'gift_description')} />}
    </EditForm>
  );
}
