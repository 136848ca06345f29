import type { MemberActionBody, MemberDetail, MemberHit, Payment } from '@amora/contracts';
import { api } from '@amora/shared';
import { useMutation, useQuery, useQueryClient } from '@amora/shared/query';
import { CONSOLE_KEY, useSessionGuard } from '../../lib/session-key';

/** The query keys of the look-up: every search under `[…, 'members']`, one member under `[…, 'member', id]`. */
const SEARCH_KEY = [CONSOLE_KEY, 'members'] as const;
export const memberKey = (id: number) => [CONSOLE_KEY, 'member', id] as const;

/** A member action as the screen sends it: the contract's `memberActionBody` without the member's `id`. */
export type MemberAction = MemberActionBody extends infer B ? (B extends MemberActionBody ? Omit<B, 'id'> : never) : never;

/**
 * `GET /api/operator/members.php?q=` (issue 31 "Member look-up", permission `members`): at most
 * 50 members of the operator's sites, exact e-mail matches first, then newest first. Not asked
 * while `q` is empty.
 */
export function useMemberSearch(q: string) {
  const query = useQuery({
    queryKey: [...SEARCH_KEY, q],
    queryFn: async () => (await api.get<{ members: MemberHit[] }>('/api/operator/members.php', { q })).members,
    enabled: q !== '',
  });
  useSessionGuard(query.error);
  return query;
}

/**
 * `GET /api/operator/member.php?id=<user_id>` (issue 31, permission `members`): account, profile,
 * photos, sessions, login failures, payments, staff notes and the last 50 audit rows of one
 * member. 404 `not_found` for an unknown member or one of a site the operator may not act on.
 */
export function useMember(id: number) {
  const query = useQuery({ queryKey: memberKey(id), queryFn: () => api.get<MemberDetail>('/api/operator/member.php', { id }) });
  useSessionGuard(query.error);
  return query;
}

/** What the member screen sends: an action on the member, or the refund of one of their payments. */
export type MemberRequest = { kind: 'action'; action: MemberAction } | { kind: 'refund'; payment_id: number; reason: string };

/**
 * The member screen's writes (issue 31), never retried: `POST /api/operator/member.php {id,
 * action, …}` → `{ok}` (end sessions, credits, mail, note, ban, unban, disable, enable) or `POST
 * /api/operator/refund.php {payment_id, reason}` → `{payment}`. Afterwards the member is loaded
 * again (and the searches, whose status badges may have changed). Errors: 400 `invalid_request`,
 * 403 `forbidden_role`, 404 `not_found`, 409 `credits_below_zero` / `not_refundable` /
 * `account_unconfirmed`.
 */
export function useMemberRequest(id: number) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (request: MemberRequest): Promise<unknown> =>
      request.kind === 'refund'
        ? api.post<{ payment: Payment }>('/api/operator/refund.php', { payment_id: request.payment_id, reason: request.reason })
        : api.post<{ ok: true }>('/api/operator/member.php', { id, ...request.action }),
    onSuccess: async () => {
      void client.invalidateQueries({ queryKey: SEARCH_KEY });
      await client.invalidateQueries({ queryKey: memberKey(id) });
    },
  });
  useSessionGuard(mutation.error);
  return mutation;
}
