import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS, useTranslation } from '@amora/shared';
import { useEffect, useState } from 'react';

/**
 * Navigation progress bar (spec §9): appears only when a route change takes longer than 200 ms
 * and never stays longer than 5 s. Driven by single-spa's routing events.
 */
export function ProgressBar() {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let showTimer: ReturnType<typeof setTimeout> | undefined;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      clearTimeout(showTimer);
      showTimer = setTimeout(() => {
        setVisible(true);
        clearTimeout(hideTimer);
        hideTimer = setTimeout(() => setVisible(false), PROGRESS_DURATION_MS);
      }, PROGRESS_THROTTLE_MS);
    };
    const done = () => {
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
      setVisible(false);
    };
    window.addEventListener('single-spa:before-routing-event', start);
    window.addEventListener('single-spa:routing-event', done);
    return () => {
      window.removeEventListener('single-spa:before-routing-event', start);
      window.removeEventListener('single-spa:routing-event', done);
      done();
    };
  }, []);
  if (!visible) return null;
  return (
    <div className="progress nav-progress" role="progressbar" aria-label={t('loading')} aria-busy="true">
      <div className="progress-bar progress-bar-striped progress-bar-animated w-100" />
    </div>
  );
}
