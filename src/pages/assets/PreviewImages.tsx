import { useId } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { holdFile } from '../../api/files';
import { ASSET_NOTICES, ASSETS_UI } from '../../constants/messages/assets';
import { IMAGE_SLOTS, uploadAssetImage, type ImageSlot } from '../../ducks/assets';
import { useRequest } from '../../ducks/requests/hooks';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
`;

const Slot = styled.div`
  label,
  strong {
    display: block;
    font-weight: 600;
    margin-bottom: 6px;
  }
  img {
    display: block;
    max-width: 100%;
    max-height: 180px;
    margin-bottom: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 4px 0 0;
`;

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** The item an image belongs to: an asset or a package, with its metadata. */
export interface ImageOwner {
  kind: 'asset' | 'package';
  id: number;
  metadata: Record<string, string>;
}

function ImageSlotField({ item, slot, label, readOnly }: { item: ImageOwner; slot: ImageSlot; label: string; readOnly: boolean }) {
  const dispatch = useDispatch();
  const id = useId();
  const upload = useRequest(uploadAssetImage, `${item.kind}:${item.id}:${slot}`);
  const url = item.metadata[IMAGE_SLOTS[slot].url];
  const pending = upload.status === 'pending';
  const percent = Math.round((upload.progress ?? 0) * 100);

  return (
    <Slot>
      {readOnly ? <strong>{label}</strong> : <label htmlFor={id}>{label}</label>}
      {url ? <img src={url} alt={ASSETS_UI.imageAlt(label)} /> : <small>{ASSETS_UI.noImage}</small>}
      {!readOnly && (
        <>
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            disabled={pending}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) dispatch(uploadAssetImage.request({ kind: item.kind, itemId: item.id, slot, fileId: holdFile(file) }));
            }}
          />
          <small id={`${id}-hint`}>{ASSETS_UI.imageHint}</small>
        </>
      )}
      {pending && (
        <div role="status">
          <progress max={100} value={percent} aria-label={ASSET_NOTICES.uploadInProgress} /> {ASSET_NOTICES.uploadInProgress} ({ASSETS_UI.uploadProgress(percent)})
        </div>
      )}
      {upload.status === 'failed' && upload.error && <Problem role="alert">{upload.error.message}</Problem>}
    </Slot>
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
