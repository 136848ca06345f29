import { Spinner, usePageTitle, useTranslation } from '@amora/shared';
import { CircleCheckBig } from 'lucide-react';
import { useState } from 'react';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useReleaseClaimsOnLeave } from '../common/use-release-claims';
import { queueErrorKey } from '../common/queue-error';
import { QueueNotice } from '../common/queue-notice';
import { PhotoReview } from './photo-review';
import { RejectDialog } from './reject-dialog';
import { usePhotoReview } from './use-photo-review';
import { useReviewKeys } from './use-review-keys';

/**
 * The photo queue (issue 31 "Queues"): "N pending", then the photos claimed for the operator one
 * at a time ({@link PhotoReview}), decided with the buttons or the keys A (approve), R (reject:
 * the reason dialog), J (next) and K (previous); after each decision the next photo shows and the
 * navigation's counts are asked again, and when the page is done the next one is fetched. An empty
 * queue shows a "done" state with a way to look again.
 */
export function PhotoQueue() {
  const { t } = useTranslation(OPERATOR_NS);
  useReleaseClaimsOnLeave('photos');
  usePageTitle(t('sections.photos'));
  const review = usePhotoReview();
  const [rejecting, setRejecting] = useState(false);
  const { queue, current, deciding } = review;
  const openReject = () => {
    if (!current || deciding) return;
    review.clearNotice();
    setRejecting(true);
  };
  useReviewKeys(current !== null, {
    approve: () => !deciding && void review.decide('approve'),
    reject: openReject,
    next: review.next,
    previous: review.previous,
  });
  const reject = async (reason: string) => {
    if (await review.decide('reject', reason)) setRejecting(false);
  };
  return (
    <>
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
        <h1 className="h3">{t('sections.photos')}</h1>
        {queue.data && <p className="text-body-secondary mb-0">{t('photos.pending', { count: review.pending })}</p>}
      </div>
      <QueueNotice notice={rejecting ? null : review.notice} />
      {queue.isError && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
          <span>{t(queueErrorKey(queue.error, 'photos'))}</span>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void queue.refetch()}>
            {t('errors.retry')}
          </button>
        </div>
      )}
      {current ? (
        <PhotoReview photo={current} position={review.position} count={review.count} deciding={deciding} onApprove={() => void review.decide('approve')} onReject={openReject} onNext={review.next} onPrevious={review.previous} />
      ) : queue.isFetching || queue.isPending ? (
        <Spinner />
      ) : (
        queue.data && (
          <div className="text-center py-5">
            <CircleCheckBig aria-hidden="true" size={48} className="text-success mb-3" />
            <h2 className="h4">{t('photos.done_title')}</h2>
            <p className="text-body-secondary">{review.pending > 0 ? t('photos.done_held', { count: review.pending }) : t('photos.done_text')}</p>
            <button type="button" className="btn btn-outline-primary" onClick={() => void queue.refetch()}>
              {t('photos.check_again')}
            </button>
          </div>
        )
      )}
      {rejecting && current && <RejectDialog name={current.member.name} sending={deciding} error={review.notice?.kind === 'alert' ? review.notice.key : null} onConfirm={reject} onCancel={() => setRejecting(false)} />}
    </>
  );
}
