// Issue 37: the back-office's Subscribers screen (the mailing list), in the inbox's plain style.

export const subscriberStatusLabels = {
  confirmed: 'Confirmed',
  pending: 'Pending',
  unsubscribed: 'Left',
} as const;

export const subscribersCopy = {
  title: 'Subscribers',
  description:
    'People on the mailing list, with when and how each agreed. Sign-ups not confirmed within 30 days are deleted automatically.',
  countsLabel: 'Subscribers by status',
  search: 'Search by email or first name',
  loadFailed: 'The subscribers could not be loaded.',
  caption: 'Subscribers, newest sign-up first',
  empty: 'No subscribers yet',
  emptyDescription: 'People who sign up through Stay Connected appear here once they have.',
  noMatches: 'Nothing matches your search',
  noMatchesDescription: 'Try another email address or name.',
  columns: {
    email: 'Email',
    firstName: 'First name',
    status: 'Status',
    consent: 'Consent',
    actions: 'Actions',
  },
  signedUp: (when: string, page: string) => `Signed up ${when} on ${page}`,
  confirmed: (when: string) => `Confirmed ${when}`,
  left: (when: string) => `Left ${when}`,
  wording: 'Wording shown',
  remove: (email: string) => `Remove ${email}`,
  removed: (email: string) => `${email} removed from the mailing list.`,
  undo: 'Undo',
  restored: (email: string) => `${email} restored.`,
  removeFailed: (message: string) => `Failed to remove subscriber: ${message}`,
  export: 'Export confirmed (CSV)',
  exportFileName: (date: string) => `subscribers-${date}.csv`,
  /** The export's columns: the first two are the names Mailchimp and Brevo match on import. */
  exportColumns: {
    email: 'Email Address',
    firstName: 'First Name',
    confirmedAt: 'Consent Confirmed At',
    signedUpAt: 'Signed Up At',
    page: 'Consent Page',
    wording: 'Consent Wording',
  },
} as const;
