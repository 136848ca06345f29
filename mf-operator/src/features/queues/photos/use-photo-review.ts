import type { QueuePhoto } from '@amora/contracts';
import { useState } from 'react';
import { itemGone, queueErrorKey } from '../common/queue-error';
import type { Notice } from '../common/queue-notice';
import { usePhotoDecision, usePhotoQueue } from './api';

/** A photo's key in the queue: kind and id (a profile photo and a chat photo may share an id). */
const keyOf = (photo: QueuePhoto) => `${photo.kind}:${photo.id}`;

/** The marks of one page of photos: the decided ones, the skipped ones (held by another operator, or gone) and the one shown. */
interface Marks {
  page: number;
  decided: ReadonlySet<string>;
  skipped: ReadonlySet<string>;
  index: number;
}

const fresh = (page: number): Marks => ({ page, decided: new Set(), skipped: new Set(), index: 0 });

/**
 * The photo queue's review (issue 31): the claimed page of photos one at a time (`current`,
 * `position` of `count` left on the page, `next`/`previous`), `pending` = the API's `total` less
 * the photos decided since; `decide` approves or rejects the shown photo and shows the next one.
 * When the page is done the next page is fetched. A photo another operator holds (409
 * `claimed_by_other`) or that is gone (404) is skipped with a notice; any other failure keeps the
 * photo and says why (`notice`). `decide` resolves true when the photo is done with (a reject
 * dialog then closes), false when it failed (the dialog stays, with what was typed).
 */
export function usePhotoReview() {
  const queue = usePhotoQueue();
  const decision = usePhotoDecision();
  const [stored, setMarks] = useState<Marks>(() => fresh(0));
  const [notice, setNotice] = useState<Notice | null>(null);
  const page = queue.dataUpdatedAt;
  const marks = stored.page === page ? stored : fresh(page);
  const photos = queue.data?.photos ?? [];
  const left = photos.filter((p) => !marks.decided.has(keyOf(p)) && !marks.skipped.has(keyOf(p)));
  const index = Math.max(0, Math.min(marks.index, left.length - 1));
  const current = left[index] ?? null;
  const decidedHere = photos.filter((p) => marks.decided.has(keyOf(p))).length;

  const update = (change: (m: Marks) => Partial<Marks>) => setMarks((prev) => {
    const base = prev.page === page ? prev : fresh(page);
    return { ...base, ...change(base) };
  });
  const move = (step: number) => update((m) => ({ index: Math.max(0, Math.min(Math.min(m.index, left.length - 1) + step, left.length - 1)) }));
  const done = (photo: QueuePhoto, how: 'decided' | 'skipped') => {
    const add = (set: ReadonlySet<string>) => new Set(set).add(keyOf(photo));
    update((m) => (how === 'decided' ? { decided: add(m.decided), index } : { skipped: add(m.skipped), index }));
    if (left.length === 1) void queue.refetch();
  };

  const decide = async (kind: 'approve' | 'reject', reason?: string): Promise<boolean> => {
    if (!current || decision.isPending) return false;
    setNotice(null);
    try {
      await decision.mutateAsync({ kind: current.kind, id: current.id, decision: kind, ...(reason ? { reason } : {}) });
      setNotice({ kind: 'status', key: kind === 'approve' ? 'photos.approved' : 'photos.rejected', values: { name: current.member.name } });
      done(current, 'decided');
      return true;
    } catch (error) {
      setNotice({ kind: 'alert', key: queueErrorKey(error, 'photos') });
      if (!itemGone(error)) return false;
      done(current, 'skipped');
      return true;
    }
  };

  return {
    queue,
    current,
    position: index + 1,
    count: left.length,
    pending: Math.max(0, (queue.data?.total ?? 0) - decidedHere),
    deciding: decision.isPending,
    notice,
    clearNotice: () => setNotice(null),
    decide,
    next: () => move(1),
    previous: () => move(-1),
  };
}
