import { PhotoQueue } from '../features/queues';

/**
 * `/operator/photos` (issue 31): the photo queue — pending profile and chat photos one at a time,
 * approved or rejected (with a reason) by button or key (A, R, J, K).
 */
export function Photos() {
  return <PhotoQueue />;
}
