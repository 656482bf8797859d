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
export { DataError, errorMessage, isDataError, isNetworkFailure, toDataError } from './errors';
export type { DataContextValue, DataProviderProps, Notifier } from './react/DataProvider';
export {
  createDataQueryClient,
  DataProvider,
  NOT_CONFIGURED,
  useDataContext,
} from './react/DataProvider';
export type {
  SavePageSectionsInput,
  UpdateMediaInput,
  UpdatePageInput,
  UploadMediaInput,
} from './react/hooks';
export {
  useBuilderPages,
  useCreatePage,
  useDashboardCounts,
  useDeleteMediaFile,
  useDeletePage,
  useMediaFiles,
  useMediaPublicUrl,
  usePages,
  useSavePageSections,
  useSaveSiteSettings,
  useSiteSettings,
  useUpdateMediaFile,
  useUpdatePage,
  useUploadMedia,
} from './react/hooks';
export { queryKeys } from './react/queryKeys';
export type { DataClient, DataLogger, SupabaseRepositoryOptions } from './repositories/supabase';
export {
  createAdminUsersRepository,
  createAuthRepository,
  createDashboardRepository,
  createMediaRepository,
  createPagesRepository,
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
export * from './types';
