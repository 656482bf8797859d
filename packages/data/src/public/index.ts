// @charitykit/data/public: the public site's live settings, without supabase-js or React Query.
export type {
  PublicSettingsOptions,
  PublicSettingsResult,
  PublicSettingsSource,
} from './fetchPublicSettings';
export { fetchPublicSettings, publicSettingsUrl } from './fetchPublicSettings';
export type { PublishedPage, PublishedPageOptions } from './fetchPublishedPage';
export {
  fetchPublishedPage,
  fetchSharedPreview,
  PREVIEW_TOKEN_PATTERN,
  PublishedPageError,
  publishedPageUrl,
  toPublishedPage,
} from './fetchPublishedPage';
export type { PublicSettingsProviderProps, PublicSettingsState } from './PublicSettingsProvider';
export {
  PublicSettingsProvider,
  RenderedSettingsProvider,
  usePublicSettings,
  usePublicSettingsState,
} from './PublicSettingsProvider';
export type {
  PageRedirect,
  PublicBackend,
  PublicNavPlacement,
  PublishedPageVersion,
} from './readPublic';
export {
  fetchPageRedirects,
  fetchPublishedPageVersions,
  isConfigured,
  LIVE_FILTER,
  PublicReadError,
  publicRestUrl,
  readPublicRows,
} from './readPublic';
export {
  RENDITION_QUALITY,
  RENDITION_WIDTHS,
  storageImageSrcSet,
  storageRenditionUrl,
} from './storageImage';
export type { SubmissionExtras } from './submit';
export {
  contactMessageRow,
  insertPublicRow,
  PublicSubmitError,
  submitContactMessage,
  submitVolunteerApplication,
  volunteerApplicationRow,
} from './submit';
