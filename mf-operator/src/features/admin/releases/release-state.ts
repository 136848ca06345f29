import type { RemoteActivation } from '@amora/contracts';
import type { ReleaseRemote, ReleaseRequest } from './use-releases';

/** The version every site without a pin runs (the registry's active one), or null before any release. */
export const activeVersion = (remote: ReleaseRemote) => remote.versions.find((v) => v.active)?.version ?? null;

/** The remote's canaries (`site` '' = every site without a pin) and pins, by site. */
export const activationsOf = (remote: ReleaseRemote, kind: RemoteActivation['kind']) => remote.activations.filter((a) => a.kind === kind);

/** The version `site` runs for its visitors outside a canary: its pin, else the active version. */
export function runs(remote: ReleaseRemote, site: string): string | null {
  const pin = site ? remote.activations.find((a) => a.kind === 'pin' && a.site === site) : undefined;
  return pin?.version ?? activeVersion(remote);
}

/** The version a rollback of every site returns to: the one active before the current one (latest `activated_at`), or null. */
export function previousVersion(remote: ReleaseRemote): string | null {
  const before = remote.versions.filter((v) => !v.active && v.activated_at !== null).sort((a, b) => String(b.activated_at).localeCompare(String(a.activated_at)));
  return before[0]?.version ?? null;
}

/**
 * The i18n key (namespace `operator`) and values of the sentence that names exactly what a
 * release request changes, for its confirmation (issue 31: "promote and rollback with a
 * confirmation"). A site-bound and an every-site wording each (`_all`).
 */
export function describeRequest(remote: ReleaseRemote, request: ReleaseRequest): [string, Record<string, string | number>] {
  const { site } = request;
  const all = site === '' ? '_all' : '';
  const canary = remote.activations.find((a) => a.kind === 'canary' && a.site === site);
  const pin = remote.activations.find((a) => a.kind === 'pin' && a.site === site);
  const values = { name: remote.name, site, version: request.version ?? canary?.version ?? '', percent: request.percent ?? canary?.percent ?? 0, current: runs(remote, site) ?? '–' };
  if (request.action === 'activate') return [`releases.confirm.activate${all}`, values];
  if (request.action === 'canary') return [`releases.confirm.canary${all}`, values];
  if (request.action === 'promote') return [`releases.confirm.promote${all}`, values];
  if (canary) return [`releases.confirm.end_canary${all}`, values];
  if (pin) return ['releases.confirm.unpin', { ...values, version: pin.version, current: activeVersion(remote) ?? '–' }];
  return ['releases.confirm.rollback_all', { ...values, previous: previousVersion(remote) ?? '–' }];
}
