import { Modal, PhotoFileButton, Spinner, type User, useTranslation } from '@amora/shared';
import { useId } from 'react';
import { useOwnPhotos } from '../hooks/use-own-photos';
import { EditorSection } from './editor-section';
import { PhotoErrorAlert } from './photo-error-alert';
import { PhotoTile } from './photo-tile';

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
  const { photos, loadFailed, retry, count, full, busy, notice, error, upload, refuse, setMain, confirm, askDelete, deleteConfirmed } = useOwnPhotos();

  return (
    <EditorSection title={t('editor.photos.title')} intro={t('editor.photos.intro')}>
      {loadFailed && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          <span>{t('editor.load_failed')}</span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={retry}>
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
                  onSetMain={setMain}
                  onDelete={askDelete}
                />
              ))}
            </ul>
          )}
          {error && <PhotoErrorAlert id={errorId} error={error} premiumOffer={!user.paid_user} />}
          {notice && (
            <p className="alert alert-success small" role="status">
              {notice}
            </p>
          )}
          <div className="mb-1">
            <PhotoFileButton onChoose={upload} onRefuse={refuse} disabled={full || busy !== null} describedBy={[helpId, error ? errorId : ''].filter(Boolean).join(' ')}>
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
          onClose={() => askDelete(null)}
          closeLabel={t('editor.close')}
          size="sm"
          footer={
            <>
              <button type="button" className="btn btn-outline-secondary" onClick={() => askDelete(null)}>
                {t('editor.cancel')}
              </button>
              <button type="button" className="btn btn-danger" onClick={deleteConfirmed}>
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
