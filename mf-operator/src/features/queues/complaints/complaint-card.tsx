import type { ComplaintStatus, QueueComplaint } from '@amora/contracts';
import { Link, useTranslation } from '@amora/shared';
import { useId } from 'react';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useFormat } from '../../../lib/use-format';
import { ReplyForm } from './reply-form';

/** The status changes offered for each status: close an open or answered complaint, reopen an answered or closed one. */
const MOVES: Readonly<Record<ComplaintStatus, readonly ComplaintStatus[]>> = { open: ['closed'], answered: ['closed', 'open'], closed: ['open'] };

/** What a complaint card needs: the complaint, whether an action runs, its last failure (i18n key), and the actions. */
export interface ComplaintCardProps {
  complaint: QueueComplaint;
  busy: boolean;
  failure: string | null;
  onReply: (text: string) => Promise<boolean>;
  onStatus: (status: ComplaintStatus) => void;
}

/**
 * One complaint (issue 31): its subject, who sent it (name, e-mail, the member when logged in,
 * linking to the look-up), when, on which site, the message, the replies so far (who, when), the
 * reply form, and the status buttons (Close, Reopen); a failure shows here as an alert.
 */
export function ComplaintCard({ complaint, busy, failure, onReply, onStatus }: ComplaintCardProps) {
  const { t } = useTranslation(OPERATOR_NS);
  const { when } = useFormat();
  const id = useId();
  const c = complaint;
  return (
    <article className="card mb-3" aria-labelledby={`${id}-subject`}>
      <div className="card-header">
        <h2 id={`${id}-subject`} className="h6 mb-1" style={{ overflowWrap: 'anywhere' }}>
          {c.subject}
        </h2>
        <p className="small text-body-secondary mb-0" style={{ overflowWrap: 'anywhere' }}>
          {t('complaints.from', { name: c.name, email: c.email })} · {c.site} · {when(c.created_at)}
        </p>
        {c.member && (
          <Link to={`/operator/members/${c.member.user_id}`} className="small">
            {t('complaints.member_link', { name: c.member.name })}
          </Link>
        )}
      </div>
      <div className="card-body">
        <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.message}</p>
        {c.replies.length > 0 && (
          <>
            <h3 className="h6">{t('complaints.replies', { count: c.replies.length })}</h3>
            <ol className="list-unstyled">
              {c.replies.map((reply) => (
                <li key={`${reply.created_at}-${reply.operator}`} className="border-start border-3 border-primary ps-3 mb-2">
                  <p className="small text-body-secondary mb-1">{t('complaints.reply_by', { operator: reply.operator, date: when(reply.created_at) })}</p>
                  <p className="mb-0" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {reply.text}
                  </p>
                </li>
              ))}
            </ol>
          </>
        )}
        <ReplyForm email={c.email} busy={busy} onSend={onReply} />
        {failure && (
          <p className="alert alert-danger mt-3 mb-0" role="alert">
            {t(failure)}
          </p>
        )}
      </div>
      <div className="card-footer d-flex flex-wrap gap-2">
        {MOVES[c.status].map((status) => (
          <button key={status} type="button" className="btn btn-outline-secondary btn-sm" disabled={busy} aria-describedby={`${id}-subject`} onClick={() => onStatus(status)}>
            {t(`complaints.move.${status}`)}
          </button>
        ))}
      </div>
    </article>
  );
}
