import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Slot = styled.div`
  margin-bottom: 16px;
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

/** The images the platform stores (checked by their bytes on the server). */
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export interface ImageUploadTexts {
  hint: string;
  noImage: string;
  uploading: string;
  progress: (percent: number) => string;
}

export interface ImageUploadFieldProps {
  label: string;
  /** The image now kept, if any, and how it is named. */
  url: string | undefined;
  alt: string;
  readOnly: boolean;
  /** An upload of this field is running, and the share of it sent (0 to 1). */
  pending: boolean;
  progress: number | undefined;
  /** Why the last upload failed; `announce` says it in a live region (when no notice says it already). */
  problem?: string;
  announce?: boolean;
  texts: ImageUploadTexts;
  onChoose: (file: File) => void;
  /** Further controls under the input (e.g. removing the image). */
  children?: ReactNode;
}

/** An image field that uploads what is chosen: the current image, the file input and its hint, progress, the failure. */
export function ImageUploadField({ label, url, alt, readOnly, pending, progress, problem, announce = false, texts, onChoose, children }: ImageUploadFieldProps) {
  const id = useId();
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Slot>
      {readOnly ? <strong>{label}</strong> : <label htmlFor={id}>{label}</label>}
      {url ? <img src={url} alt={alt} /> : <small>{texts.noImage}</small>}
      {!readOnly && (
        <>
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            disabled={pending}
            aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onChoose(file);
            }}
          />
          <small id={`${id}-hint`}>{texts.hint}</small>
          {children}
        </>
      )}
      {pending && (
        <div role="status">
          <progress max={100} value={percent} aria-label={texts.uploading} /> {texts.uploading} ({texts.progress(percent)})
        </div>
      )}
      {problem && (
        <Problem id={`${id}-problem`} role={announce ? 'alert' : undefined}>
          {problem}
        </Problem>
      )}
    </Slot>
  );
}
