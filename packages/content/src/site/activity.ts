// Issue 33: the back-office's Activity screen, the record of team and publishing changes.

/** The two kinds of change the log records. */
export const activityKindLabels = {
  team: 'Team changes',
  publishing: 'Publishing changes',
} as const;

/** What happened, in the list and the export. */
export const activityActionLabels = {
  member_invited: 'Invited',
  member_joined: 'Set up their profile',
  role_changed: 'Role changed',
  member_removed: 'Access removed',
  reset_link: 'Password reset link',
  first_sign_in: 'First sign-in',
  page_published: 'Page published',
  page_unpublished: 'Page unpublished',
  page_deleted: 'Page deleted',
  page_restored: 'Page restored from the trash',
  revision_restored: 'Earlier version restored',
  settings_saved: 'Settings saved',
} as const;

export const activityCopy = {
  title: 'Activity',
  description:
    'Every change to the team and to what is published: who made it and when. Entries are kept for a year, then deleted automatically, and no one can edit them.',
  loadFailed: 'The activity could not be loaded.',
  caption: 'Activity, newest first',
  empty: 'No activity yet',
  emptyDescription: 'Changes to the team and to published pages appear here as they are made.',
  noMatches: 'Nothing matches these filters',
  noMatchesDescription: 'Try another kind of change, person or date.',
  filtersLabel: 'Filter activity',
  what: 'What',
  allActivity: 'All activity',
  who: 'Who',
  anyone: 'Anyone',
  from: 'From',
  to: 'To',
  clearFilters: 'Clear filters',
  columns: {
    when: 'When',
    who: 'Who',
    what: 'What',
    target: 'Changed',
    details: 'Details',
  },
  /** No person: a script or the platform itself with the service key. */
  platform: 'The platform',
  showing: (shown: number) => `${shown} ${shown === 1 ? 'entry' : 'entries'} shown`,
  loadMore: 'Show older entries',
  loadingMore: 'Loading older entries…',
  export: 'Export (CSV)',
  exportFailed: (message: string) => `The export failed: ${message}`,
  exportFileName: (date: string) => `activity-${date}.csv`,
  exportColumns: {
    when: 'When',
    who: 'Who',
    whoId: 'Who (user id)',
    kind: 'Kind',
    what: 'What',
    target: 'Changed',
    details: 'Details',
  },
  role: (role: string) => `Role: ${role}`,
  roleChange: (from: string, to: string) => `Role: ${from} → ${to}`,
  address: (slug: string) => `Address: /${slug}`,
  emailed: 'E-mailed to them',
  shownToAdmin: 'Link shown to the admin',
  again: 'Invitation sent again',
  settingKeys: (keys: string) => `Settings: ${keys}`,
  noAccess: 'You do not have access to Activity',
  noAccessDescription: 'Only admins can see the activity log. Ask an admin if you need it.',
  backToDashboard: 'Back to the dashboard',
} as const;
