import { ReportsQueue } from '../features/queues';

/** `/operator/reports` (issue 31): the reports queue — dismiss, hide a photo, disable the profile or ban, each confirmed with a reason. */
export function Reports() {
  return <ReportsQueue />;
}
