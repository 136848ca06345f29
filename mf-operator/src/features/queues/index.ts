/** The console's three queues (issue 31 "Queues"): photos, reports and complaints, oldest first, each item claimed by the operator who sees it. */
export { ComplaintsQueue } from './complaints/complaints-queue';
export { PhotoQueue } from './photos/photo-queue';
export { ReportsQueue } from './reports/reports-queue';
