// @charitykit/data/public: the public site's live settings, without supabase-js or React Query.
export type {
  PublicSettingsOptions,
  PublicSettingsResult,
  PublicSettingsSource,
} from './fetchPublicSettings';
export { fetchPublicSettings, publicSettingsUrl } from './fetchPublicSettings';
export type { PublishedPage, PublishedPageOptions } from './fetchPublishedPage';
export { fetchPublishedPage, PublishedPageError, publishedPageUrl } from './fetchPublishedPage';
export type { PublicSettingsProviderProps, PublicSettingsState } from './PublicSettingsProvider';
export {
  PublicSettingsProvider,
  RenderedSettingsProvider,
  usePublicSettings,
  usePublicSettingsState,
} from './PublicSettingsProvider';
export type { PublicBackend, PublishedPageVersion } from './readPublic';
export {
  fetchPublishedPageVersions,
  isConfigured,
  PublicReadError,
  publicRestUrl,
  readPublicRows,
} from './readPublic';
export type { SubmissionExtras } from './submit';
export {
  contactMessageRow,
  insertPublicRow,
  PublicSubmitError,
  submitContactMessage,
  submitVolunteerApplication,
  volunteerApplicationRow,
} from './submit';
