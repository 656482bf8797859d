// @charitykit/data: row types, repositories over Supabase, React Query hooks and the auth
// provider, one folder per feature. MSW handlers live in '@charitykit/data/msw'; the light
// public-settings reader in '@charitykit/data/public'.

// The activity log (issue 33): the Activity screen.
export {
  ACTIVITY_EXPORT_LIMIT,
  ACTIVITY_PAGE_SIZE,
  useActivity,
  useActivityExport,
} from './activity/hooks';
export { createActivityRepository, dayAfter } from './activity/repository';
export type {
  ActivityAction,
  ActivityDetail,
  ActivityEntry,
  ActivityFilter,
  ActivityKind,
  ActivityPage,
  ActivityRepositories,
  ActivityRepository,
} from './activity/types';
export { ACTIVITY_ACTIONS, ACTIVITY_KINDS } from './activity/types';
// Auth: sign-in, the staff profile and its self-setup.
export type {
  AuthContextValue,
  AuthProviderProps,
  SignInError,
} from './auth/AuthProvider';
export { AuthProvider, useAuth, useOptionalAuth } from './auth/AuthProvider';
export { createAdminUsersRepository, createAuthRepository } from './auth/repository';
export {
  ADMIN_ROLES,
  type AdminRole,
  type AdminUser,
  type AdminUsersRepository,
  type AuthEvent,
  type AuthRepositories,
  type AuthRepository,
  type AuthSession,
  type AuthUser,
  type NewAdminProfile,
} from './auth/types';
export type {
  ProfileSetupOptions,
  ProfileSetupResult,
  ProfileSetupState,
  ProfileSetupStatus,
} from './auth/useProfileSetup';
export { createOwnProfile, profileFullName, useProfileSetup } from './auth/useProfileSetup';
// The dashboard's counts.
export { useDashboardCounts } from './dashboard/hooks';
export { createDashboardRepository } from './dashboard/repository';
export type {
  DashboardCounts,
  DashboardRepositories,
  DashboardRepository,
} from './dashboard/types';
// Shared: the client, errors, the provider and query keys.
export { createDataClient, type DataClient } from './lib/client';
export {
  createDataQueryClient,
  NOT_CONFIGURED,
  type Notifier,
  type NotifyAction,
} from './lib/DataProvider';
export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './lib/database.types';
export {
  DataError,
  errorMessage,
  isDataError,
  isNetworkFailure,
  toDataError,
} from './lib/errors';
export type { DataLogger } from './lib/logger';
export { queryKeys } from './lib/queryKeys';
// The media library, and images from Storage in the size the screen needs (also in
// '@charitykit/data/public').
export {
  type UpdateMediaInput,
  type UploadMediaInput,
  useMediaFiles,
  useMediaPublicUrl,
  useUpdateMediaFile,
  useUploadMedia,
} from './media/hooks';
export { readImageSizeInBrowser } from './media/imageSize';
export {
  createMediaRepository,
  MEDIA_BUCKET,
  type MediaRepositoryOptions,
} from './media/repository';
export {
  useDeleteMediaFile,
  useDeleteMediaFilePermanently,
  useMediaTrash,
  useRestoreMediaFile,
} from './media/trashHooks';
export type {
  MediaDetailsInput,
  MediaFile,
  MediaRepositories,
  MediaRepository,
  TrashedMediaFile,
  UploadOptions,
} from './media/types';
// Staff two-factor sign-in (issue 38): factors, the session's assurance level, the admin rule.
export {
  type AssuranceLevel,
  type SessionAssurance,
  sessionAssurance,
} from './mfa/assurance';
export {
  useEnrollTotp,
  useSaveStaffSecurity,
  useStaffSecurity,
  useTotpFactors,
  useUnenrollTotp,
  useVerifyTotp,
} from './mfa/hooks';
export { createMfaRepository } from './mfa/repository';
export type {
  MfaRepositories,
  MfaRepository,
  StaffSecurity,
  TotpEnrolment,
  TotpFactor,
} from './mfa/types';
// Pages: the table, the builder's sections, conflicts, history and the trash.
export { isPageConflict, type PageConflict, PageConflictError } from './pages/conflict';
export { useLoadRevisionContent, usePageRevisions } from './pages/historyHooks';
export {
  type SavePageSectionsInput,
  type UpdatePageInput,
  useBuilderPages,
  useCreatePage,
  usePage,
  usePages,
  useSavePageSections,
  useUpdatePage,
} from './pages/hooks';
export { createPagesRepository } from './pages/repository';
export {
  useDeletePage,
  useDeletePagePermanently,
  usePageTrash,
  useRestorePage,
} from './pages/trashHooks';
export type {
  BuilderPage,
  Page,
  PageContent,
  PageInput,
  PageRevision,
  PagesRepositories,
  PagesRepository,
  SectionInput,
  StoredSection,
  TrashedPage,
} from './pages/types';
// Share preview (issue 25).
export {
  useCreatePreviewLink,
  usePreviewLinks,
  useRevokePreviewLink,
} from './previews/hooks';
export { createPreviewLinksRepository } from './previews/repository';
export type {
  PreviewLink,
  PreviewLinksRepositories,
  PreviewLinksRepository,
} from './previews/types';
export {
  RENDITION_QUALITY,
  RENDITION_WIDTHS,
  storageImageSrcSet,
  storageRenditionUrl,
} from './public/storageImage';
export {
  type DataContextValue,
  DataProvider,
  type DataProviderProps,
  useDataContext,
} from './repositories/provider';
export {
  createSupabaseRepositories,
  type SupabaseRepositoryOptions,
} from './repositories/supabase';
export type { Repositories } from './repositories/types';
// The site's settings.
export { useSaveSiteSettings, useSiteSettings } from './settings/hooks';
export type { SettingRowLike } from './settings/merge';
export {
  defaultSettingValues,
  settingRows,
  settingsFromRows,
  toSiteSettings,
} from './settings/merge';
export { createSettingsRepository } from './settings/repository';
export type {
  SettingsRepositories,
  SettingsRepository,
  SiteSettingRow,
  SiteSettingValues,
} from './settings/types';
// Submissions (issue 24): what visitors send, and the staff inbox.
export type { CsvColumn } from './submissions/csv';
export { csvCell, toCsv } from './submissions/csv';
export type { SubmissionRef, SubmissionStatusInput } from './submissions/hooks';
export {
  useContactMessages,
  useDeleteSubmission,
  useEraseSubmissions,
  useNewSubmissionCounts,
  useSetSubmissionStatus,
  useVolunteerApplications,
} from './submissions/hooks';
export { createSubmissionsRepository, SUBMISSION_TABLES } from './submissions/repository';
export type {
  ContactMessage,
  ErasureResult,
  NewSubmissionCounts,
  SubmissionKind,
  SubmissionStatus,
  SubmissionsRepositories,
  SubmissionsRepository,
  VolunteerApplicationRecord,
} from './submissions/types';
export { SUBMISSION_STATUSES } from './submissions/types';
// The mailing list (issue 37): the Subscribers screen.
export { subscriberCounts, useRemoveSubscriber, useSubscribers } from './subscribers/hooks';
export { createSubscribersRepository } from './subscribers/repository';
export type {
  Subscriber,
  SubscriberCounts,
  SubscriberStatus,
  SubscribersRepositories,
  SubscribersRepository,
} from './subscribers/types';
export { SUBSCRIBER_STATUSES } from './subscribers/types';
// Team accounts (issue 26).
export {
  useChangeRole,
  useInviteMember,
  useRemoveMember,
  useRequestPasswordReset,
  useResetLink,
  useSetPassword,
  useSignOutEverywhere,
  useTeamMembers,
  useUpdateOwnName,
} from './team/hooks';
export {
  createAccountRepository,
  createTeamRepository,
  TEAM_ACTION_URL,
} from './team/repository';
export type { TeamMember, TeamRefusal } from './team/rules';
export {
  adminCount,
  canManageTeam,
  isEmailAddress,
  isLastAdmin,
  removalRefusal,
  roleChangeRefusal,
} from './team/rules';
export type {
  AccountRepository,
  InviteInput,
  InviteResult,
  ResetLinkResult,
  TeamRepositories,
  TeamRepository,
} from './team/types';
export { TRASH_RETENTION_DAYS } from './trash/purge';
