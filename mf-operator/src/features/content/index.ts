/** Content in the operator console (issue 31, permission `content`): campaign mails and the `/{token}` static pages, per site. */
export { CampaignsScreen } from './campaigns/campaigns-screen';
export { SitePages } from './pages/site-pages';
