import { ApiError, type Image, Modal, PREMIUM_PHOTOS, PhotoFileButton, type PhotoRefusal, Spinner, type User, errorKey, PHOTO_MAX_BYTES, uploadPhoto, refreshUser, useTranslation } from '@amora/shared';
import { useQuery, useQueryClient } from '@amora/shared/query';
import { useId, useState } from 'react';
import { Link } from '@amora/shared/router';
import { deletePhoto } from '../api/delete-photo';
import { photosQueryOptions } from '../api/get-photos';
import { setMainPhoto } from '../api/set-main-photo';
import type { OwnPhotos } from '@amora/shared';
import { EditorSection } from './editor-section';
import { PhotoTile } from './photo-tile';

/** A photo error shown above the upload control; `limit` also offers Premium to free members. */
type PhotoError = { kind: 'limit'; limit: number } | { kind: 'text'; text: string };

/**
 * The "Photos" card of `/profile` (spec §1, §2, §5; contract issue 4): own photos from
 * `GET /api/photos.php` with main-photo and review badges, "Set as main photo", "Delete" (confirmed in
 * a modal), an upload control for JPEG/PNG/WebP and the count "x of 3" (25 for premium members).
 * Errors: photo limit (with the Premium offer for free members), unsupported type, too large, not an
 * image, network. Every change reloads the member on the bus so the navigation avatar follows.
 */
export function PhotosSection({ user }: { user: User }) {
  const { t } = useTranslation('members');
  const errorId = useId();
  const helpId = useId();
  const client = useQueryClient();
  const query = useQuery(photosQueryOptions());
  const photos = query.data ?? null;
  const loadFailed = query.isError && !query.isFetching;
  const setPhotos = (update: OwnPhotos | ((current: OwnPhotos | undefined) => OwnPhotos | undefined)) => client.setQueryData(photosQueryOptions().queryKey, update);
  const [busy, setBusy] = useState<'upload' | 'change' | null>(null);
  const [error, setError] = useState<PhotoError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Image | null>(null);

  const uploadError = (e: unknown): PhotoError => {
    if (e instanceof ApiError) {
      if (e.code === 'photo_limit') return { kind: 'limit', limit: typeof e.body.limit === 'number' ? e.body.limit : (photos?.limit ?? 0) };
      if (e.code === 'image_too_large') {
        const bytes = typeof e.body.max_bytes === 'number' ? e.body.max_bytes : PHOTO_MAX_BYTES;
        return { kind: 'text', text: t('editor.photos.errors.image_too_large', { max_mb: Math.round(bytes / 1024 / 1024) }) };
      }
      if (['unsupported_image', 'invalid_image'].includes(e.code)) return { kind: 'text', text: t(`editor.photos.errors.${e.code}`) };
      if (e.status === 0) return { kind: 'text', text: t('editor.photos.errors.network') };
    }
    return { kind: 'text', text: t(errorKey(e)) };
  };

  /** The photo button's refusal, worded as the API's answer for the same file would be. */
  const onRefuse = (code: PhotoRefusal) => {
    setNotice(null);
    setError(uploadError(code === 'unsupported_image' ? new ApiError(415, code, '') : new ApiError(413, code, '', { max_bytes: PHOTO_MAX_BYTES })));
  };

  const onFile = async (file: File) => {
    if (!photos) return;
    setError(null);
    setNotice(null);
    setBusy('upload');
    try {
      const image = await uploadPhoto(file);
      setPhotos((current) =>
        current ? { ...current, images: [...current.images, image], main_image_id: current.main_image_id ?? image.id } : current,
      );
      setNotice(t('editor.photos.uploaded'));
      await refreshUser();
    } catch (e) {
      setError(uploadError(e));
    } finally {
      setBusy(null);
    }
  };

  const change = async (run: () => Promise<OwnPhotos>, done: string) => {
    setBusy('change');
    setError(null);
    setNotice(null);
    try {
      setPhotos(await run());
      setNotice(done);
      await refreshUser();
    } catch (e) {
      setError({ kind: 'text', text: t(errorKey(e)) });
    } finally {
      setBusy(null);
    }
  };

  const onDeleteConfirmed = () => {
    const image = confirm;
    setConfirm(null);
    if (image) void change(() => deletePhoto(image.id), t('editor.photos.deleted'));
  };

  const count = photos?.images.length ?? 0;
  const full = photos !== null && count >= photos.limit;
  const shownError: PhotoError | null = error ?? (full ? { kind: 'limit', limit: photos.limit } : null);

  return (
    <EditorSection title={t('editor.photos.title')} intro={t('editor.photos.intro')}>
      {loadFailed && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          <span>{t('editor.load_failed')}</span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void query.refetch()}>
            {t('editor.retry')}
          </button>
        </div>
      )}
      {!photos && !loadFailed && <Spinner />}
      {photos && (
        <>
          <p className="fw-semibold mb-2">{t('editor.photos.count', { count, limit: photos.limit })}</p>
          {count === 0 ? (
            <p className="text-body-secondary">{t('editor.photos.none')}</p>
          ) : (
            <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-2 list-unstyled mb-3" aria-label={t('editor.photos.list')}>
              {photos.images.map((image, index) => (
                <PhotoTile
                  key={image.id}
                  image={image}
                  n={index + 1}
                  name={user.profile.name}
                  main={image.id === photos.main_image_id}
                  busy={busy !== null}
                  onSetMain={(target) => void change(() => setMainPhoto(target.id), t('editor.photos.main_set'))}
                  onDelete={setConfirm}
                />
              ))}
            </ul>
          )}
          {shownError && (
            <div id={errorId} className="alert alert-warning small" role="alert">
              {shownError.kind === 'text' ? (
                shownError.text
              ) : (
                <>
                  <span>{t('editor.photos.errors.photo_limit', { limit: shownError.limit })}</span>
                  {!user.paid_user && (
                    <>
                      {' '}
                      <span>{t('editor.photos.premium_more', { limit: PREMIUM_PHOTOS })}</span>{' '}
                      <Link to="/premium" className="alert-link">
                        {t('editor.photos.get_premium')}
                      </Link>
                    </>
                  )}
                </>
              )}
            </div>
          )}
          {notice && !error && (
            <p className="alert alert-success small" role="status">
              {notice}
            </p>
          )}
          <div className="mb-1">
            <PhotoFileButton onChoose={(file) => void onFile(file)} onRefuse={onRefuse} disabled={full || busy !== null} describedBy={[helpId, shownError ? errorId : ''].filter(Boolean).join(' ')}>
              {t('editor.photos.upload')}
            </PhotoFileButton>
            {busy === 'upload' && (
              <p className="small text-body-secondary d-flex align-items-center gap-2 mt-2 mb-0" role="status">
                <span className="spinner-border spinner-border-sm" aria-hidden="true" />
                {t('editor.photos.uploading')}
              </p>
            )}
          </div>
          <p id={helpId} className="form-text mb-0">{t('editor.photos.upload_help')}</p>
        </>
      )}
      {confirm && (
        <Modal
          title={t('editor.photos.confirm_title')}
          onClose={() => setConfirm(null)}
          closeLabel={t('editor.close')}
          size="sm"
          footer={
            <>
              <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirm(null)}>
                {t('editor.cancel')}
              </button>
              <button type="button" className="btn btn-danger" onClick={onDeleteConfirmed}>
                {t('editor.photos.confirm_delete')}
              </button>
            </>
          }
        >
          <p className="mb-0">{t('editor.photos.confirm_text')}</p>
        </Modal>
      )}
    </EditorSection>
  );
}
