import type { MemberDetail } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { Ban, Eye, EyeOff, ShieldCheck } from 'lucide-react';
import { OPERATOR_NS } from '../../i18n/load-locale';
import { DetailsList } from './details-list';
import { banRunning } from './member-badges';
import { SectionCard } from './section-card';
import type { MemberDialogState } from './use-member-actions';
import { useFormat } from '../../lib/use-format';

/**
 * Moderation of the member (issue 31): whether a ban runs (until when, since when, its reason) and
 * whether the profile is visible; with the permission `ban` the buttons "Ban" (no ban running),
 * "Unban" (a ban set, also one that ran out), "Disable profile" / "Enable profile", each opening
 * its confirmation dialog through `onAction`.
 */
export function ModerationCard({ member, mayAct, onAction }: { member: MemberDetail; mayAct: boolean; onAction: (dialog: MemberDialogState) => void }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { day, when } = useFormat();
  const { account, profile } = member;
  const running = banRunning(account);
  const ban = running ? (account.ban_until ? t('member.moderation.banned_until', { date: when(account.ban_until) }) : t('member.moderation.banned_forever')) : t('member.moderation.not_banned');
  const actions = [
    running ? null : { kind: 'ban' as const, Icon: Ban, className: 'btn-danger' },
    account.banned_at ? { kind: 'unban' as const, Icon: ShieldCheck, className: 'btn-outline-primary' } : null,
    profile.status === 'active' ? { kind: 'disable' as const, Icon: EyeOff, className: 'btn-outline-danger' } : { kind: 'enable' as const, Icon: Eye, className: 'btn-outline-primary' },
  ].filter((action) => action !== null);
  return (
    <SectionCard section="moderation" title={t('member.sections.moderation')}>
      <DetailsList
        items={[
          [t('member.moderation.ban'), ban],
          ...(account.banned_at ? [[t('member.moderation.banned_at'), day(account.banned_at)] as const, [t('member.moderation.ban_reason'), account.ban_reason ?? '–'] as const] : []),
          [t('member.moderation.profile'), t(`member.profile.statuses.${profile.status}`)],
        ]}
      />
      {mayAct && (
        <div className="d-flex flex-wrap gap-2 mt-3">
          {actions.map(({ kind, Icon, className }) => (
            <button key={kind} type="button" className={`btn btn-sm ${className} d-inline-flex align-items-center gap-1`} onClick={() => onAction({ kind })}>
              <Icon aria-hidden="true" size={16} />
              {t(`member.actions.${kind}`)}
            </button>
          ))}
        </div>
      )}
    </SectionCard>
  );
}
