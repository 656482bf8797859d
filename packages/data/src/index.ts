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
  useCreatePreviewLink,
  useDashboardCounts,
  useDeleteMediaFile,
  useDeletePage,
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
export * from './types';
