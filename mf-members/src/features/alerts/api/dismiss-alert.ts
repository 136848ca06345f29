import { type AlertKind, type User, api } from '@amora/shared';

/**
 * `PUT /api/alerts.php {alert}` (login; spec §4 dismissible alerts): stores now() as the dismissal time
 * so the alert stays hidden → every dismissal time of the member.
 * @throws ApiError on failure.
 */
export async function dismissAlert(alert: AlertKind): Promise<User['alerts_dismissed']> {
  const body = await api.put<{ alerts_dismissed: User['alerts_dismissed'] }>('/api/alerts.php', { alert });
  return body.alerts_dismissed;
}
