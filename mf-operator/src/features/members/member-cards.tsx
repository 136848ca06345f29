import type { MemberDetail } from '@amora/contracts';
import type { ReactNode } from 'react';
import { AccountCard } from './account-card';
import { CreditsCard } from './credits-card';
import { EmailCard } from './email-card';
import { HistoryCard } from './history-card';
import { LoginFailuresCard } from './login-failures-card';
import { ModerationCard } from './moderation-card';
import { NotesCard } from './notes-card';
import { PaymentsCard } from './payments-card';
import { PhotosCard } from './photos-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';
import type { useMemberActions } from './use-member-actions';

/** What the operator's role may do on the page (`operatorMay`): `member_support`, `payments`, `ban`. */
export interface MemberPermissions {
  support: boolean;
  payments: boolean;
  ban: boolean;
}

/** A card in the page's grid: half the width on a desktop (`half`), else the whole; one column on a phone. */
const Cell = ({ half, children }: { half?: boolean; children: ReactNode }) => <div className={half ? 'col-12 col-xl-6' : 'col-12'}>{children}</div>;

/**
 * The member page's sections as cards (issue 31), two columns on a desktop and stacked on a phone:
 * Account, Profile, Photos, Moderation, E-mail, Sessions, Login failures, Payments, Credits
 * correction (only with `payments`), Staff notes, History; each action offered only with its
 * permission.
 */
export function MemberCards({ member, may, actions }: { member: MemberDetail; may: MemberPermissions; actions: ReturnType<typeof useMemberActions> }) {
  const { send, sending, open } = actions;
  return (
    <div className="row g-3">
      <Cell half>
        <AccountCard account={member.account} />
      </Cell>
      <Cell half>
        <ProfileCard profile={member.profile} />
      </Cell>
      <Cell>
        <PhotosCard photos={member.photos} />
      </Cell>
      <Cell half>
        <ModerationCard member={member} mayAct={may.ban} onAction={open} />
      </Cell>
      <Cell half>
        <EmailCard account={member.account} mayAct={may.support} sending={sending} send={send} />
      </Cell>
      <Cell half>
        <SessionsCard sessions={member.sessions} mayAct={may.support} onEnd={() => open({ kind: 'end_sessions' })} />
      </Cell>
      <Cell half>
        <LoginFailuresCard failures={member.login_failures} />
      </Cell>
      <Cell>
        <PaymentsCard payments={member.payments} mayRefund={may.payments} onRefund={(payment) => open({ kind: 'refund', payment })} />
      </Cell>
      {may.payments && (
        <Cell half>
          <CreditsCard credits={member.account.credits} sending={sending} send={send} />
        </Cell>
      )}
      <Cell half={may.payments}>
        <NotesCard notes={member.notes} mayAdd={may.support} sending={sending} send={send} />
      </Cell>
      <Cell>
        <HistoryCard audit={member.audit} />
      </Cell>
    </div>
  );
}
