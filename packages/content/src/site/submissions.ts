// Issue 24: the staff inbox's words (what visitors read is in submissionNotices.ts).

export const submissionStatusLabels = {
  new: 'New',
  read: 'Read',
  handled: 'Handled',
} as const;

export const submissionsCopy = {
  navLabel: 'Submissions',
  title: 'Submissions',
  description: 'Contact messages and volunteer applications sent through the website.',
  tabsLabel: 'Kind of submission',
  contactTab: 'Contact messages',
  volunteerTab: 'Volunteer applications',
  newCount: (n: number) => `${n} new`,
  search: 'Search by name or email',
  loadFailed: 'The submissions could not be loaded.',
  emptyContact: 'No contact messages yet',
  emptyVolunteer: 'No volunteer applications yet',
  emptyDescription: 'What visitors send through the website appears here.',
  noMatches: 'Nothing matches your search',
  noMatchesDescription: 'Try another name or email address.',
  contactCaption: 'Contact messages, newest first',
  volunteerCaption: 'Volunteer applications, newest first',
  columns: {
    status: 'Status',
    received: 'Received',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    skills: 'Skills',
    actions: 'Actions',
  },
  open: (name: string) => `Open submission from ${name}`,
  markHandled: 'Mark handled',
  markHandledOf: (name: string) => `Mark submission from ${name} handled`,
  handled: 'Handled',
  remove: (name: string) => `Delete submission from ${name}`,
  deleted: (name: string) => `Submission from ${name} deleted.`,
  undo: 'Undo',
  restored: (name: string) => `Submission from ${name} restored.`,
  deleteFailed: (message: string) => `Failed to delete submission: ${message}`,
  statusFailed: (message: string) => `Failed to update submission: ${message}`,
  detailTitle: (name: string) => `Submission from ${name}`,
  received: 'Received',
  status: 'Status',
  consent: 'Notice shown to the sender',
  close: 'Close',
  notGiven: 'Not given',
  agreed: 'Agreed',
  export: 'Export CSV',
  exportFileName: (kind: 'contact' | 'volunteer', date: string) =>
    `${kind === 'contact' ? 'contact-messages' : 'volunteer-applications'}-${date}.csv`,
  erase: 'Erase personal data',
  eraseTitle: 'Erase personal data',
  eraseDescription:
    'Deletes every contact message and volunteer application sent from this email address, and removes it from the mailing list, for a data-protection erasure request. This cannot be undone.',
  eraseEmail: 'Email address',
  eraseSubmit: 'Erase',
  erasing: 'Erasing...',
  cancel: 'Cancel',
  eraseEmailInvalid: 'Please enter a valid email address',
  erased: (email: string, contact: number, volunteer: number, subscriber = 0) =>
    `${contact + volunteer + subscriber} ${contact + volunteer + subscriber === 1 ? 'record' : 'records'} deleted for ${email}: ${contact} ${contact === 1 ? 'contact message' : 'contact messages'}, ${volunteer} ${volunteer === 1 ? 'volunteer application' : 'volunteer applications'}, ${subscriber} ${subscriber === 1 ? 'mailing-list subscriber' : 'mailing-list subscribers'}.`,
  eraseFailed: (message: string) => `Failed to erase personal data: ${message}`,
  settings: {
    title: 'Submissions & Donations',
    donationPage: 'Donation Page',
    donationPageHint:
      'Your page on a giving platform such as JustGiving, Enthuse or a Stripe Payment Link. When set, the Donate buttons and every donation form go there with the amount chosen. Gift Aid is claimed on that platform. Leave it empty and donation forms only check the amount.',
    retention: 'Keep Submissions For (months)',
    retentionHint:
      'Contact messages and volunteer applications older than this are deleted automatically. 24 months unless you choose otherwise.',
  },
  dashboardCard: 'New Submissions',
  dashboardDetail: (contact: number, volunteer: number) =>
    `${contact} ${contact === 1 ? 'message' : 'messages'}, ${volunteer} ${volunteer === 1 ? 'application' : 'applications'}`,
} as const;
