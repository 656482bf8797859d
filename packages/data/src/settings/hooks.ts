'use client';

import { messages } from '@charitykit/content';
import { useSignedInUserId } from '../auth/AuthProvider';
import { useRepositoryMutation, useRepositoryQuery } from '../lib/queries';
import { queryKeys } from '../lib/queryKeys';
import type { SettingsRepositories, SiteSettingValues } from './types';

/** The site settings merged over content's defaults, keyed by setting_key. */
export function useSiteSettings() {
  return useRepositoryQuery<SiteSettingValues, SettingsRepositories>(
    queryKeys.settings.values(),
    (r) => r.settings.read(),
  );
}

/** Saves one settings form (any subset of the settings), stamped with the signed-in user. */
export function useSaveSiteSettings() {
  const userId = useSignedInUserId();
  return useRepositoryMutation<Partial<SiteSettingValues>, void, SettingsRepositories>({
    run: (r, values) => r.settings.save(values, userId),
    invalidates: [queryKeys.settings.all],
    success: () => messages.settingsUpdated,
    failure: (message) => messages.settingsUpdateFailed(message),
  });
}
