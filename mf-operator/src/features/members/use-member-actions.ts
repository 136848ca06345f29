import type { MemberDetail } from '@amora/contracts';
import { useState } from 'react';
import { type MemberRequest, useMemberRequest } from './api';
import { type MemberMessage, memberError } from './member-error';

/** The actions confirmed in a dialog: ending the sessions, the moderation ones, and a payment's refund. */
export type MemberDialogState = { kind: 'end_sessions' | 'ban' | 'unban' | 'disable' | 'enable' } | { kind: 'refund'; payment: MemberDetail['payments'][number] };

/** Sends a request; resolves to null once done (the status line then says `done`), else to the failure's localized text. */
export type SendRequest = (request: MemberRequest, done: MemberMessage) => Promise<MemberMessage | null>;

/**
 * The member page's actions (issue 31). `send` sends one (the inline forms: credits, e-mail,
 * notes show its failure themselves and keep what was typed); `open` opens a confirmation dialog,
 * `confirm` sends it — done: the dialog closes; failed: it stays, with `dialogError`. Every done
 * action reloads the member and puts its result in the status line (`notice`, which `dismiss`
 * clears).
 */
export function useMemberActions(memberId: number) {
  const mutation = useMemberRequest(memberId);
  const [dialog, setDialog] = useState<MemberDialogState | null>(null);
  const [dialogError, setDialogError] = useState<MemberMessage | null>(null);
  const [notice, setNotice] = useState<MemberMessage | null>(null);

  const send: SendRequest = async (request, done) => {
    setNotice(null);
    try {
      await mutation.mutateAsync(request);
      setNotice(done);
      return null;
    } catch (failure) {
      return memberError(failure);
    }
  };

  const open = (next: MemberDialogState) => {
    setDialogError(null);
    setDialog(next);
  };

  const confirm = async (request: MemberRequest, done: MemberMessage) => {
    if (mutation.isPending) return;
    setDialogError(null);
    const failure = await send(request, done);
    if (failure) setDialogError(failure);
    else setDialog(null);
  };

  return { send, sending: mutation.isPending, dialog, open, close: () => setDialog(null), confirm, dialogError, notice, dismiss: () => setNotice(null) };
}
