import type { QueuePhoto } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { Check, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { KeyButton } from './key-button';
import { PhotoMember } from './photo-member';
import { PhotoStage } from './photo-stage';
import { REVIEW_KEYS } from './use-review-keys';

/** What the review of one photo needs from the screen. */
export interface PhotoReviewProps {
  photo: QueuePhoto;
  position: number;
  count: number;
  deciding: boolean;
  onApprove: () => void;
  onReject: () => void;
  onNext: () => void;
  onPrevious: () => void;
}

/**
 * One photo under review (issue 31), desktop first in two columns — the photo large on the left;
 * the member, their other photos and the buttons on the right — stacked on a phone. Approve,
 * Reject, Previous and Next show their keys (A, R, K, J) and name them in `aria-keyshortcuts`.
 */
export function PhotoReview({ photo, position, count, deciding, onApprove, onReject, onNext, onPrevious }: PhotoReviewProps) {
  const { t } = useTranslation(OPERATOR_NS);
  return (
    <div className="row g-4">
      <div className="col-lg-8">
        <PhotoStage photo={photo} position={position} count={count} />
      </div>
      <div className="col-lg-4">
        <PhotoMember photo={photo} />
        <div className="d-grid gap-2">
          <KeyButton shortcut={REVIEW_KEYS.approve} className="btn-success" disabled={deciding} onClick={onApprove}>
            <Check aria-hidden="true" size={18} />
            {t('photos.approve')}
          </KeyButton>
          <KeyButton shortcut={REVIEW_KEYS.reject} className="btn-danger" disabled={deciding} onClick={onReject}>
            <X aria-hidden="true" size={18} />
            {t('photos.reject')}
          </KeyButton>
          <div className="d-flex gap-2">
            <KeyButton shortcut={REVIEW_KEYS.previous} className="btn-outline-secondary flex-fill" disabled={position <= 1} onClick={onPrevious}>
              <ChevronLeft aria-hidden="true" size={18} />
              {t('photos.previous')}
            </KeyButton>
            <KeyButton shortcut={REVIEW_KEYS.next} className="btn-outline-secondary flex-fill" disabled={position >= count} onClick={onNext}>
              {t('photos.next')}
              <ChevronRight aria-hidden="true" size={18} />
            </KeyButton>
          </div>
        </div>
        <p className="small text-body-secondary mt-2 mb-0">{t('photos.keys_hint')}</p>
      </div>
    </div>
  );
}
