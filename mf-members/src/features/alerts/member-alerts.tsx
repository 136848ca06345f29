import { type AlertKind, type User, bus, pushState, subscribeToPush, useSettings, useUser, useTranslation } from '@amora/shared';
import { useState } from 'react';
import { Link } from '@amora/shared/router';
import { dismissAlert } from './api/dismiss-alert';
import { visibleAlerts } from './visible-alerts';

/** Browser push states in which the member can still be asked (spec §4: capable and not denied). */
const PUSH_CAPABLE: readonly string[] = ['unknown', 'granted'];

/** Puts a changed copy of the current member on the bus, if it is still the same member. */
function updateUser(id: number, change: (user: User) => User): void {
  const current = bus.auth$.value;
  if (current && current.id === id) bus.auth$.next(change(current));
}

/**
 * The dismissible alerts of spec §4 for the logged-in member, as compact Bootstrap alerts: "Add a
 * profile photo" (no main photo; link to /profile), "Enable push notifications" (push capable, not
 * subscribed, not denied; the button subscribes through `subscribeToPush`) and "E-mail notifications
 * are switched off" (`notifications_disabled` not empty; link to /notifications). Each close button
 * hides its alert at once and stores the dismissal (`PUT /api/alerts.php`), merging the answer into
 * `bus.auth$`. Renders nothing for visitors or when no alert applies.
 * @param exclude alerts not to show here (the notifications page explains e-mail being off itself).
 */
export function MemberAlerts({ exclude = [] }: { exclude?: readonly AlertKind[] }) {
  const { t } = useTranslation('members');
  const user = useUser();
  const settings = useSettings();
  const [hidden, setHidden] = useState<AlertKind[]>([]);
  const [pushBusy, setPushBusy] = useState(false);
  const [pushFailed, setPushFailed] = useState(false);

  if (!user) return null;
  const kinds = visibleAlerts(user, PUSH_CAPABLE.includes(pushState()), settings?.push_public_key).filter((kind) => !hidden.includes(kind) && !exclude.includes(kind));
  if (kinds.length === 0) return null;

  const hide = (kind: AlertKind) => setHidden((list) => [...list, kind]);

  const dismiss = (kind: AlertKind) => {
    hide(kind);
    dismissAlert(kind).then(
      (dismissed) => updateUser(user.id, (u) => ({ ...u, alerts_dismissed: { ...u.alerts_dismissed, ...dismissed } })),
      // Hidden for this visit anyway; the alert may come back on a later visit.
      () => undefined,
    );
  };

  const enablePush = async () => {
    setPushBusy(true);
    setPushFailed(false);
    const result = await subscribeToPush(settings?.push_public_key ?? '');
    setPushBusy(false);
    if (result === 'subscribed') {
      // subscribeToPush refreshed the member from the API already; this only covers a failed refresh.
      hide('push');
      updateUser(user.id, (u) => ({ ...u, push_subscribed: true }));
      bus.emit('toast:show', { text: t('alerts.push.enabled'), variant: 'success' });
    } else if (result === 'denied') {
      // A dismissed permission prompt also answers `denied`; only a real block hides the alert.
      if (pushState() === 'denied') {
        hide('push');
        bus.emit('toast:show', { text: t('alerts.push.denied'), variant: 'danger' });
      }
    } else if (result === 'unsupported') {
      hide('push');
    } else {
      setPushFailed(true);
    }
  };

  return (
    <div className="d-flex flex-column gap-2 mb-3">
      {kinds.map((kind) => {
        const title = t(`alerts.${kind}.title`);
        return (
          <div key={kind} className={`alert ${kind === 'notifications' ? 'alert-warning' : 'alert-primary'} d-flex align-items-center gap-2 small py-2 px-3 mb-0`}>
            <div className="d-flex flex-wrap align-items-center gap-2 flex-grow-1">
              <span className="flex-grow-1">
                <strong>{title}</strong> {t(`alerts.${kind}.text`)}
              </span>
              {kind === 'photo' && (
                <Link className="btn btn-sm btn-primary" to="/profile">
                  {t('alerts.photo.action')}
                </Link>
              )}
              {kind === 'push' && (
                <button type="button" className="btn btn-sm btn-primary" disabled={pushBusy} onClick={enablePush}>
                  {t('alerts.push.action')}
                </button>
              )}
              {kind === 'notifications' && (
                <Link className="btn btn-sm btn-warning" to="/notifications">
                  {t('alerts.notifications.action')}
                </Link>
              )}
              {kind === 'push' && pushFailed && (
                <p className="text-danger w-100 mb-0" role="alert">
                  {t('common:errors.try_later')}
                </p>
              )}
            </div>
            <button type="button" className="btn-close flex-shrink-0" aria-label={t('alerts.dismiss', { title })} onClick={() => dismiss(kind)} />
          </div>
        );
      })}
    </div>
  );
}
