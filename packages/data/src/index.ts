// @charitykit/data: row types, repositories over Supabase, React Query hooks and the auth
// provider. MSW handlers live in '@charitykit/data/msw'; the light public-settings reader in
// '@charitykit/data/public'.
export type {
  AuthContextValue,
  AuthProviderProps,
  AuthRepositories,
  SignInError,
} from './auth/AuthProvider';
export { AuthProvider, useAuth, useOptionalAuth } from './auth/AuthProvider';
export type {
  ProfileSetupOptions,
  ProfileSetupResult,
  ProfileSetupState,
  ProfileSetupStatus,
} from './auth/useProfileSetup';
export { createOwnProfile, profileFullName, useProfileSetup } from './auth/useProfileSetup';
export { createDataClient } from './client';
export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './database.types';
export {
  DataError,
  errorMessage,
  isDataError,
  isNetworkFailure,
  isPageConflict,
  type PageConflict,
  PageConflictError,
  toDataError,
} from './errors';
// Images from Storage in the size the screen needs (also in '@charitykit/data/public').
export {
  RENDITION_QUALITY,
  RENDITION_WIDTHS,
  storageImageSrcSet,
  storageRenditionUrl,
} from './public/storageImage';
export type {
  DataContextValue,
  DataProviderProps,
  Notifier,
  NotifyAction,
} from './react/DataProvider';
export {
  createDataQueryClient,
  DataProvider,
  NOT_CONFIGURED,
  useDataContext,
} from './react/DataProvider';
export { useLoadRevisionContent, usePageRevisions } from './react/historyHooks';
export type {
  SavePageSectionsInput,
  UpdateMediaInput,
  UpdatePageInput,
  UploadMediaInput,
} from './react/hooks';
export {
  useBuilderPages,
  useCreatePage,
  useCreatePreviewLink,
  useDashboardCounts,
  useMediaFiles,
  useMediaPublicUrl,
  usePage,
  usePages,
  usePreviewLinks,
  useRevokePreviewLink,
  useSavePageSections,
  useSaveSiteSettings,
  useSiteSettings,
  useUpdateMediaFile,
  useUpdatePage,
  useUploadMedia,
} from './react/hooks';
export { queryKeys } from './react/queryKeys';
export {
  useDeleteMediaFile,
  useDeleteMediaFilePermanently,
  useDeletePage,
  useDeletePagePermanently,
  useMediaTrash,
  usePageTrash,
  useRestoreMediaFile,
  useRestorePage,
} from './react/trashHooks';
export type { DataClient, DataLogger, SupabaseRepositoryOptions } from './repositories/supabase';
export {
  createAdminUsersRepository,
  createAuthRepository,
  createDashboardRepository,
  createMediaRepository,
  createPagesRepository,
  createPreviewLinksRepository,
  createSettingsRepository,
  createSupabaseRepositories,
  MEDIA_BUCKET,
  readImageSizeInBrowser,
} from './repositories/supabase';
export type {
  AdminUsersRepository,
  AuthEvent,
  AuthRepository,
  AuthSession,
  AuthUser,
  DashboardRepository,
  MediaRepository,
  NewAdminProfile,
  PagesRepository,
  PreviewLinksRepository,
  Repositories,
  SettingsRepository,
  UploadOptions,
} from './repositories/types';
export type { SettingRowLike } from './settings/merge';
export {
  defaultSettingValues,
  settingRows,
  settingsFromRows,
  toSiteSettings,
} from './settings/merge';
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
export { createSubmissionsRepository, SUBMISSION_TABLES } from './submissions/supabase';
export type {
  ContactMessage,
  ErasureResult,
  NewSubmissionCounts,
  SubmissionKind,
  SubmissionStatus,
  SubmissionsRepository,
  VolunteerApplicationRecord,
} from './submissions/types';
export { SUBMISSION_STATUSES } from './submissions/types';
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
export type {
  AccountRepository,
  InviteInput,
  InviteResult,
  TeamRepository,
} from './team/repository';
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
export * from './types';
