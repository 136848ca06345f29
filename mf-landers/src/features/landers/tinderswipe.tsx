import { bus, type Profile, useTranslation } from '@amora/shared';
import { type PointerEvent, useRef, useState } from 'react';
import { Heart, X } from 'lucide';
import { Icon } from '../../ui/icon';
import { JoinButton } from '../../ui/join-button';
import { ProfilePhoto } from '../profiles';
import { FreeNote } from '../../ui/free-note';
import type { LanderProps } from './types';

/** Horizontal drag in CSS pixels beyond which a released card counts as a like (right) or a skip (left). */
export const SWIPE_THRESHOLD_PX = 90;
const CARD_W = 320;
const CARD_H = 420;

function SwipeCard({ profile, depth, dx, onPointer }: { profile: Profile; depth: number; dx: number; onPointer?: Record<string, (e: PointerEvent<HTMLDivElement>) => void> }) {
  const top = depth === 0;
  const transform = top ? `translateX(${dx}px) rotate(${dx / 18}deg)` : `rotate(${depth % 2 ? -4 : 4}deg) scale(${1 - depth * 0.04})`;
  return (
    <div className={`lander-swipe-card card border-0 shadow overflow-hidden ${dx === 0 ? 'is-settled' : ''}`} style={{ transform, zIndex: 10 - depth }} aria-hidden={!top} {...onPointer}>
      <ProfilePhoto profile={profile} width={CARD_W} height={CARD_H} variant="full" eager={depth < 2} className="rounded-0 w-100 h-100" />
      <div className="lander-shade position-absolute bottom-0 start-0 end-0 p-3 text-white">
        <p className="h4 fw-bold mb-0">
          {profile.name}, {profile.age}
        </p>
        {profile.city && <p className="mb-0 small">{profile.city}</p>}
      </div>
    </div>
  );
}

/**
 * `/landers/tinderswipe`: a stack of profile cards to swipe (drag, or the skip/like buttons).
 * Skip shows the next card; every like opens sign-up with that profile (`signup:open {profile}`);
 * when the stack is empty (or the strip is hidden) a single call to action remains.
 */
export function TinderSwipe({ members }: LanderProps) {
  const { t } = useTranslation('landers');
  const [index, setIndex] = useState(0);
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  const stack = members.profiles.slice(index, index + 3);
  const current = stack[0];

  const decide = (like: boolean) => {
    if (!current) return;
    if (like) bus.emit('signup:open', { profile: current.id });
    setDx(0);
    setIndex((i) => i + 1);
  };

  const onPointer = {
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
      start.current = e.clientX;
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    onPointerMove: (e: PointerEvent<HTMLDivElement>) => {
      if (start.current !== null) setDx(e.clientX - start.current);
    },
    onPointerUp: () => {
      start.current = null;
      if (Math.abs(dx) > SWIPE_THRESHOLD_PX) decide(dx > 0);
      else setDx(0);
    },
    onPointerCancel: () => {
      start.current = null;
      setDx(0);
    },
  };

  return (
    <section className="lander-soft-bg py-4 py-md-5">
      <div className="container text-center">
        <h1 className="h2 fw-bold mb-2">{t('tinderswipe.title')}</h1>
        <p className="text-body-secondary mb-4">{t('tinderswipe.text')}</p>
        {current ? (
          <>
            <div className="lander-swipe-stack mx-auto mb-4" style={{ width: CARD_W, maxWidth: '100%', aspectRatio: `${CARD_W} / ${CARD_H}` }}>
              {stack.map((profile, depth) => (
                <SwipeCard key={profile.id} profile={profile} depth={depth} dx={depth === 0 ? dx : 0} onPointer={depth === 0 ? onPointer : undefined} />
              )).reverse()}
            </div>
            <div className="d-flex justify-content-center gap-4">
              <button type="button" className="btn btn-light border rounded-circle shadow-sm lander-round-btn text-secondary-emphasis" aria-label={t('tinderswipe.skip', { name: current.name })} onClick={() => decide(false)}>
                <Icon icon={X} size={28} />
              </button>
              <button type="button" className="btn btn-unread-messages rounded-circle shadow lander-round-btn text-white" aria-label={t('tinderswipe.like', { name: current.name })} onClick={() => decide(true)}>
                <Icon icon={Heart} size={30} filled />
              </button>
            </div>
          </>
        ) : members.status === 'loading' ? (
          <div className="lander-swipe-stack mx-auto mb-4 bg-body-secondary rounded-3" style={{ width: CARD_W, maxWidth: '100%', aspectRatio: `${CARD_W} / ${CARD_H}` }} aria-hidden="true" />
        ) : (
          <div className="card border-0 shadow-sm mx-auto p-4" style={{ maxWidth: 420 }}>
            <h2 className="h4 fw-bold">{t('tinderswipe.done_title')}</h2>
            <p className="text-body-secondary">{t('tinderswipe.done_text')}</p>
            <JoinButton className="btn btn-primary btn-lg">{t('lander.join')}</JoinButton>
            <FreeNote className="small text-body-secondary mt-2 mb-0" />
          </div>
        )}
      </div>
    </section>
  );
}
