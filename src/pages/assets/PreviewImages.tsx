import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { holdFile } from '../../api/files';
import { ImageUploadField, type ImageUploadTexts } from '../../components/files/ImageUploadField';
import { ASSET_NOTICES, ASSETS_UI } from '../../constants/messages/assets';
import { IMAGE_SLOTS, uploadAssetImage, type ImageSlot } from '../../ducks/assets';
import { useRequest } from '../../ducks/requests/hooks';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
`;

/** The item an image belongs to: an asset or a package, with its metadata. */
export interface ImageOwner {
  kind: 'asset' | 'package';
  id: number;
  metadata: Record<string, string>;
}

const TEXTS: ImageUploadTexts = { hint: ASSETS_UI.imageHint, noImage: ASSETS_UI.noImage, uploading: ASSET_NOTICES.uploadInProgress, progress: ASSETS_UI.uploadProgress };

function ImageSlotField({ item, slot, label, readOnly }: { item: ImageOwner; slot: ImageSlot; label: string; readOnly: boolean }) {
  const dispatch = useDispatch();
  const upload = useRequest(uploadAssetImage, `${item.kind}:${item.id}:${slot}`);
  return (
    <ImageUploadField
      label={label}
      url={item.metadata[IMAGE_SLOTS[slot].url]}
      alt={ASSETS_UI.imageAlt(label)}
      readOnly={readOnly}
      pending={upload.status === 'pending'}
      progress={upload.progress}
      problem={upload.status === 'failed' ? upload.error?.message : undefined}
      announce
      texts={TEXTS}
      onChoose={(file) => dispatch(uploadAssetImage.request({ kind: item.kind, itemId: item.id, slot, fileId: holdFile(file) }))}
    />
  );
}

/** The cover and thumbnail of an asset or package: upload with progress, then the image as buyers will see it. */
export function PreviewImages({ item, readOnly }: { item: ImageOwner; readOnly: boolean }) {
  return (
    <section>
      <h2>{ASSETS_UI.previewImages}</h2>
      <Grid>
        <ImageSlotField item={item} slot="cover" label={ASSETS_UI.coverImage} readOnly={readOnly} />
        <ImageSlotField item={item} slot="thumbnail" label={ASSETS_UI.thumbnailImage} readOnly={readOnly} />
      </Grid>
    </section>
  );
}
