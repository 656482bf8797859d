/**
 * Issue 25's back-office words: the page dialogs' navigation and schedule fields, Preview and
 * Share preview. The labels in quotes in the issue are written here exactly as it names them.
 */
export const publishingCopy = {
  fields: {
    navigation: 'Show in navigation',
    navigationHint: 'Published pages only: drafts and archived pages are never shown.',
    navOrder: 'Navigation order',
    navOrderHint: 'Pages in the same place are listed lowest number first, then by title.',
    publishAt: 'Publish at',
    publishAtHint: 'UK time. A draft goes live by itself at this moment.',
    unpublishAt: 'Unpublish at',
    unpublishAtHint:
      'UK time. The page stops being shown at this moment, e.g. when an appeal ends.',
  },
  schedule: {
    goesLive: (when: string) => `Goes live ${when}`,
    ends: (when: string) => `Ends ${when}`,
    inNavigation: (place: string) => `In ${place.toLowerCase()}`,
  },
  preview: 'Preview',
  previewTitle: (title: string) => `Preview of ${title}`,
  banner: {
    label: 'Preview',
    text: 'This is how the page looks to visitors, with its saved content. Only signed-in staff can see this address.',
    live: 'Visitors can see this page.',
    notLive: 'Visitors cannot see this page yet.',
    backToPages: 'Back to Pages',
  },
  signIn: {
    title: 'Sign in to preview this page',
    description: 'Previews are for the charity’s staff. Sign in to see this page.',
    action: 'Sign in',
  },
  loading: 'Loading preview…',
  sharedLoading: 'Loading shared preview…',
  sharedBanner: 'This page may not be public yet. Please do not share this link further.',
  sharedGone: {
    title: 'This preview link no longer works',
    description: 'It has expired or been revoked. Ask the person who sent it for a new link.',
    home: 'Go to the home page',
  },
  sharedFailed: {
    title: 'This preview cannot be shown right now',
    description: 'Please try again in a moment.',
  },
  share: {
    action: 'Share preview',
    title: 'Share preview',
    description:
      'Anyone with the link can see this page as it is saved, without an account, until the link expires (7 days) or you revoke it.',
    create: 'Create link',
    creating: 'Creating…',
    linkLabel: 'Preview link',
    copy: 'Copy link',
    copied: 'Link copied',
    active: 'Active links',
    none: 'No active links. Create one to share this page before it is published.',
    expires: (when: string) => `Expires ${when}`,
    revoke: 'Revoke',
    revokeLabel: (when: string) => `Revoke the link that expires ${when}`,
    close: 'Close',
    loadFailed: 'The preview links could not be loaded.',
  },
} as const;
