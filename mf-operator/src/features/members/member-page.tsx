import { operatorMay } from '@amora/contracts/constants';
import { ApiError, Link, Spinner, usePageTitle, useTranslation } from '@amora/shared';
import { LoadFailed } from '../../components/load-failed';
import { OPERATOR_NS } from '../../i18n/load-locale';
import { useOperator } from '../../lib/operator-context';
import { useMember } from './api';
import { MemberCards } from './member-cards';
import { MemberDialog } from './member-dialog';
import { MemberHeader } from './member-header';
import { MemberJumpNav } from './member-jump-nav';
import { MemberNotice } from './member-notice';
import { MEMBER_SECTIONS } from './section-card';
import { useMemberActions } from './use-member-actions';

/**
 * One member's page of the look-up (issue 31): the header, the anchors to its sections, the status
 * line, the sections' cards ({@link MemberCards}) with the actions the operator's role may take
 * (`operatorMay`: `member_support`, `payments`, `ban`) and the confirmation dialog of the one
 * chosen. An unknown member, or one of a site the operator may not act on, is "not found".
 */
export function MemberPage({ id }: { id: number }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { role } = useOperator();
  const member = useMember(id);
  const actions = useMemberActions(id);
  usePageTitle(member.data ? member.data.profile.name : t('sections.members'));
  const may = { support: operatorMay(role, 'member_support'), payments: operatorMay(role, 'payments'), ban: operatorMay(role, 'ban') };
  if (member.isPending) return <Spinner />;
  if (member.isError && !member.data) {
    const missing = member.error instanceof ApiError && member.error.status === 404;
    return (
      <>
        <h1 className="h3">{t(missing ? 'member.not_found_title' : 'sections.members')}</h1>
        {missing ? <p>{t('member.not_found', { id })}</p> : <LoadFailed onRetry={() => void member.refetch()} />}
        <Link to="/operator/members">{t('member.back')}</Link>
      </>
    );
  }
  const data = member.data;
  return (
    <>
      <MemberHeader member={data} />
      <MemberJumpNav sections={MEMBER_SECTIONS.filter((section) => section !== 'credits' || may.payments)} />
      <MemberNotice notice={actions.notice} onDismiss={actions.dismiss} />
      <MemberCards member={data} may={may} actions={actions} />
      {actions.dialog && <MemberDialog dialog={actions.dialog} member={data} sending={actions.sending} error={actions.dialogError} onConfirm={(request, done) => void actions.confirm(request, done)} onCancel={actions.close} />}
    </>
  );
}
