import type { MemberDetail } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { LogOut } from 'lucide-react';
import { OPERATOR_NS } from '../../i18n/load-locale';
import { SectionCard } from './section-card';
import { useFormat } from '../../lib/use-format';

/**
 * The member's live sessions (issue 31): browser and system, address, when each started and was
 * last used; with the permission `member_support` "End all sessions" (confirmed in its dialog),
 * which logs the member out everywhere.
 */
export function SessionsCard({ sessions, mayAct, onEnd }: { sessions: MemberDetail['sessions']; mayAct: boolean; onEnd: () => void }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { when } = useFormat();
  return (
    <SectionCard section="sessions" title={t('member.sections.sessions')}>
      {sessions.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('member.sessions.none')}</p>
      ) : (
        <ul className="list-group list-group-flush">
          {sessions.map((session) => (
            <li key={session.id} className="list-group-item px-0">
              <div className="fw-semibold" style={{ overflowWrap: 'anywhere' }}>
                {t('member.sessions.device', { browser: session.browser, os: session.os })} · {session.ip}
              </div>
              <div className="small text-body-secondary">{t('member.sessions.times', { started: when(session.created_at), seen: when(session.last_seen_at) })}</div>
            </li>
          ))}
        </ul>
      )}
      {mayAct && sessions.length > 0 && (
        <button type="button" className="btn btn-outline-danger btn-sm mt-3 d-inline-flex align-items-center gap-1" onClick={onEnd}>
          <LogOut aria-hidden="true" size={16} />
          {t('member.actions.end_sessions')}
        </button>
      )}
    </SectionCard>
  );
}
