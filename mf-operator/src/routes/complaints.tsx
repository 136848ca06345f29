import { ComplaintsQueue } from '../features/queues';

/** `/operator/complaints` (issue 31): the complaints queue — open, answered, closed; reply by e-mail, close, reopen. */
export function Complaints() {
  return <ComplaintsQueue />;
}
