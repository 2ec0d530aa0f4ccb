import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { BrandingImage } from '../../../api/branding';
import { holdFile } from '../../../api/files';
import { Button } from '../../../components/Button';
import { ImageUploadField, type ImageUploadTexts } from '../../../components/files/ImageUploadField';
import { BRANDING_UI as UI } from '../../../constants/messages/branding';
import { uploadCover, uploadLogo } from '../../../ducks/branding';
import { useRequest } from '../../../ducks/requests/hooks';

const ENDPOINTS = { cover: uploadCover, logo: uploadLogo } as const;
const TEXTS: ImageUploadTexts = { hint: UI.imageHint, noImage: UI.noImage, uploading: UI.uploading, progress: UI.uploadProgress };

/**
 * A theme's cover or logo. A chosen image is uploaded at once (spec section 5: before the theme is saved) and the URL
 * it answers replaces the field; the failure notice is the spec's, and the field says why under the input. Only this
 * screen's uploads count: an answer in the store from before it opened is not taken.
 */
export function ImageField({ slot, label, url, readOnly, onUploaded, onRemove }: { slot: 'cover' | 'logo'; label: string; url: string; readOnly: boolean; onUploaded: (image: BrandingImage) => void; onRemove: () => void }) {
  const dispatch = useDispatch();
  const endpoint = ENDPOINTS[slot];
  const upload = useRequest(endpoint);
  const opened = useRef(upload.seq);
  const taken = useRef(upload.seq);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;
  const fresh = upload.seq !== opened.current;

  useEffect(() => {
    if (upload.status !== 'succeeded' || !upload.data || upload.seq === taken.current) return;
    taken.current = upload.seq;
    uploaded.current(upload.data);
  }, [upload.status, upload.seq, upload.data]);

  const failure = fresh && upload.status === 'failed' ? upload.error?.message : undefined;
  return (
    <ImageUploadField
      label={label}
      url={url || undefined}
      alt={UI.uploadedAlt(label)}
      readOnly={readOnly}
      pending={fresh && upload.status === 'pending'}
      progress={upload.progress}
      problem={failure === undefined ? undefined : UI.uploadFailed(failure)}
      texts={TEXTS}
      onChoose={(file) => dispatch(endpoint.request({ fileId: holdFile(file) }))}
    >
      {url && (
        <Button $variant="link" onClick={onRemove}>
          {UI.removeImage(label)}
        </Button>
      )}
    </ImageUploadField>
  );
}
