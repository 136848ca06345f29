/** The member look-up of the operator console (issue 31): the search (`/operator/members`) and one member's page (`/operator/members/:id`). */
export { MemberPage } from './member-page';
export { MemberSearch } from './member-search';
