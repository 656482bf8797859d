'use client';

import { useRepositoryQuery } from '../lib/queries';
import { queryKeys } from '../lib/queryKeys';
import type { DashboardCounts, DashboardRepositories } from './types';

/** The dashboard's cards: pages by status, media by kind. */
export function useDashboardCounts() {
  return useRepositoryQuery<DashboardCounts, DashboardRepositories>(
    queryKeys.dashboard.counts(),
    (r) => r.dashboard.counts(),
  );
}
