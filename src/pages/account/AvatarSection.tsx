import { useEffect, useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { holdFile } from '../../api/files';
import type { SessionKind } from '../../api/tokenStore';
import { Button } from '../../components/Button';
import { AVATAR_UI } from '../../constants/messages/account';
import { uploadAvatar } from '../../ducks/account';
import { useRequest } from '../../ducks/requests/hooks';

const Section = styled.section`
  margin: 0 0 24px;
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 6px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Images = styled.div`
  display: flex;
  gap: 16px;
  align-items: center;
  margin-bottom: 8px;
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 4px 0 0;
`;

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** The account's avatar: the current one, a chosen image previewed before it is uploaded. A failure keeps the choice. */
export function AvatarSection({ avatarUrl, session }: { avatarUrl: string; session: SessionKind }) {
  const dispatch = useDispatch();
  const id = useId();
  const [chosen, setChosen] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useRequest(uploadAvatar);

  useEffect(() => {
    if (!chosen) return undefined;
    const url = URL.createObjectURL(chosen);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);

  useEffect(() => {
    if (upload.status !== 'succeeded') return;
    setChosen(null);
    setPreview(null);
  }, [upload.status]);

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{AVATAR_UI.title}</h2>
      <Images>
        {avatarUrl ? <img src={avatarUrl} alt={AVATAR_UI.current} /> : <small>{AVATAR_UI.none}</small>}
        {preview && <img src={preview} alt={AVATAR_UI.chosen} />}
      </Images>
      <label htmlFor={id}>{AVATAR_UI.field}</label>
      <input id={id} type="file" accept={ACCEPT} aria-describedby={`${id}-hint`} onChange={(event) => setChosen(event.target.files?.[0] ?? null)} />
      <small id={`${id}-hint`}>{AVATAR_UI.hint}</small>
      <Button
        type="button"
        disabled={!chosen || upload.status === 'pending'}
        onClick={() => {
          if (chosen) dispatch(uploadAvatar.request({ fileId: holdFile(chosen) }, { session }));
        }}
      >
        {AVATAR_UI.upload}
      </Button>
      {upload.status === 'failed' && upload.error && <Problem role="alert">{upload.error.message}</Problem>}
    </Section>
  );
}
