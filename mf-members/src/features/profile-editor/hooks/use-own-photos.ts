import { ApiError, type Image, type OwnPhotos, PHOTO_MAX_BYTES, type PhotoRefusal, errorKey, refreshUser, uploadPhoto, useTranslation } from '@amora/shared';
import { useQuery, useQueryClient } from '@amora/shared/query';
import { useState } from 'react';
import { deletePhoto } from '../api/delete-photo';
import { photosQueryOptions } from '../api/get-photos';
import { setMainPhoto } from '../api/set-main-photo';

/** A photo error shown above the upload control; `limit` also offers Premium to free members. */
export type PhotoError = { kind: 'limit'; limit: number } | { kind: 'text'; text: string };

/**
 * The member's own photos for the "Photos" card of `/profile` (spec §1, §2, §5; contract issue 4):
 * `photos` from `GET /api/photos.php` (null while loading; `loadFailed` with `retry`), and the
 * changes, each keeping the cache in step and reloading the member on the bus (navigation avatar):
 * - `upload(file)`: `POST /api/photos.php`; `refuse(code)`: the photo button refused the file;
 * - `setMain(image)`: `PUT /api/photos.php`; `askDelete(image)` opens the confirmation (`confirm`),
 *   `deleteConfirmed()` sends `DELETE /api/photos.php`, `askDelete(null)` closes it.
 * `busy` says which change runs; `notice` what the last one did; `error` what went wrong (photo limit,
 * unsupported type, too large, not an image, network), or the limit once the member has reached it.
 */
export function useOwnPhotos() {
  const { t } = useTranslation('members');
  const client = useQueryClient();
  const query = useQuery(photosQueryOptions());
  const photos = query.data ?? null;
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
  const refuse = (code: PhotoRefusal) => {
    setNotice(null);
    setError(uploadError(code === 'unsupported_image' ? new ApiError(415, code, '') : new ApiError(413, code, '', { max_bytes: PHOTO_MAX_BYTES })));
  };

  const upload = async (file: File) => {
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

  const deleteConfirmed = () => {
    const image = confirm;
    setConfirm(null);
    if (image) void change(() => deletePhoto(image.id), t('editor.photos.deleted'));
  };

  const count = photos?.images.length ?? 0;
  const full = photos !== null && count >= photos.limit;
  const shownError: PhotoError | null = error ?? (full ? { kind: 'limit', limit: photos.limit } : null);
  return {
    photos,
    loadFailed: query.isError && !query.isFetching,
    retry: () => void query.refetch(),
    count,
    full,
    busy,
    notice: error ? null : notice,
    error: shownError,
    upload: (file: File) => void upload(file),
    refuse,
    setMain: (image: Image) => void change(() => setMainPhoto(image.id), t('editor.photos.main_set')),
    confirm,
    askDelete: setConfirm,
    deleteConfirmed,
  };
}
