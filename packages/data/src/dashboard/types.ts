/** Dashboard cards: pages with published and draft counts, media with images and videos. */
export interface DashboardCounts {
  pages: { total: number; published: number; draft: number };
  media: { total: number; images: number; videos: number };
}

export interface DashboardRepository {
  counts(): Promise<DashboardCounts>;
}

/** The repositories the dashboard's hook uses. */
export interface DashboardRepositories {
  dashboard: DashboardRepository;
}
