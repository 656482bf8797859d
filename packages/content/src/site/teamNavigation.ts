/**
 * The few words of team accounts (issue 26) that the admin area's first load needs: the
 * sidebar entries and the sign-in screen's link. Apart from site/team.ts so the first load
 * does not carry the Team screen's copy.
 */

/** Sidebar entries added by team accounts; Team and Activity (issue 33) are for admins only. */
export const teamNavigation = {
  team: { key: 'team', label: 'Team', href: '/admin/team' },
  activity: { key: 'activity', label: 'Activity', href: '/admin/activity' },
  profile: { key: 'profile', label: 'Your profile', href: '/admin/profile' },
} as const;

/** The sign-in screen's link to the forgotten-password screen. */
export const forgotPasswordLink = {
  label: 'Forgot your password?',
  href: '/admin/forgot-password',
} as const;
