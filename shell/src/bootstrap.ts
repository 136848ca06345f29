/**
 * The framework-free root config (docs/design.md §1): reads the boot data the shell server injected,
 * starts the bus and i18n, registers the remotes with the federation runtime and single-spa,
 * mounts the chrome and starts the refresh loop with its fallback for the badge lists, and for a
 * logged-in member the live event stream (loaded lazily, docs/design.md §7). The real-user
 * measurements (issue 35) listen from the start; their collector loads after `amora:interactive`.
 */
import { type BootData, bus, computeBadges, initI18n } from '@amora/shared';
import { registerServiceWorker } from './chrome/installed-app';
import { chromeMounted, interactive, markInteractive } from './chrome/interactive';
import { mountChrome } from './chrome/mount';
import { registerRemoteApps } from './federation/register-remotes';
import { startLiveStream } from './live/start-live-stream';
import { startBadgeLists } from './refresh/badge-lists';
import { startRefreshLoop } from './refresh/refresh-loop';
import { startPageHiddenBeacon } from './refresh/page-hidden';
import { startRum } from './rum';
import { startTimeZoneSync } from './refresh/sync-timezone';
import { nextTask } from './next-task';

function readBoot(): BootData & { chats?: BootData['user'] extends null ? never : unknown; likes?: unknown } {
  const node = document.getElementById('amora-boot');
  return JSON.parse(node?.textContent ?? '{}');
}

async function main() {
  const boot = readBoot() as BootData & { chats?: import('@amora/shared').ChatListEntry[] | null; likes?: import('@amora/shared').LikesState | null };
  bus.settings$.next(boot.settings);
  bus.locale$.next(boot.locale);
  bus.auth$.next(boot.user);
  if (boot.chats) bus.chats$.next(boot.chats);
  if (boot.likes) bus.likes$.next(boot.likes);
  bus.badges$.next(computeBadges(bus.chats$.value, bus.likes$.value, boot.user));
  // Before the remotes register: a remote that fails while the page starts counts for its version (issue 35).
  startRum(boot, interactive);
  await nextTask();
  await initI18n(boot.locale);
  await nextTask();
  await mountChrome(boot);
  await nextTask();
  registerRemoteApps(boot);
  await nextTask();
  startBadgeLists();
  startRefreshLoop();
  await nextTask();
  startLiveStream({ boot: boot.user ? { userId: boot.user.id, cursor: boot.live_cursor ?? null } : undefined });
  startPageHiddenBeacon();
  startTimeZoneSync();
  await nextTask();
  registerServiceWorker();
  // The time bonus (spec §4) concerns free members only, push (issue 15) members: visitors never
  // download their code.
  let timeBonus = false;
  let pushStatus = false;
  bus.auth$.subscribe((user) => {
    if (!user) return;
    if (!pushStatus) {
      pushStatus = true;
      void import('./live/push-status').then((m) => m.startPushStatus());
    }
    if (timeBonus || user.paid_user) return;
    timeBonus = true;
    void import('./refresh/time-bonus').then((m) => m.startTimeBonus());
  });
  // The page answers from here on (a drawn page before it: links and forms only): a User Timing
  // mark that field monitoring and the e2e suite read (issue 12: scripts load after the first paint).
  await chromeMounted;
  markInteractive();
}

main();
