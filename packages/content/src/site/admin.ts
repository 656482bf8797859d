/**
 * The back-office's words (spec section 2): navigation, headings, card titles, field labels and
 * button texts. The spec's messages (toasts, validation) live in `rules/messages.ts`; what the
 * spec names is written here exactly as it names it, the rest is ours in the same plain style.
 */

/** The admin navigation, in sidebar order (spec section 2). */
export const adminNavigation = [
  { key: 'dashboard', label: 'Dashboard', href: '/admin' },
  { key: 'pages', label: 'Pages', href: '/admin/pages' },
  { key: 'builder', label: 'Page Builder', href: '/admin/builder' },
  { key: 'media', label: 'Media Library', href: '/admin/media' },
  { key: 'upload', label: 'Upload Media', href: '/admin/upload' },
  { key: 'submissions', label: 'Submissions', href: '/admin/submissions' },
  { key: 'subscribers', label: 'Subscribers', href: '/admin/subscribers' },
  { key: 'settings', label: 'Settings', href: '/admin/settings' },
] as const;
export type AdminNavKey = (typeof adminNavigation)[number]['key'];

export const adminRoleLabels = { admin: 'Admin', editor: 'Editor' } as const;

export const adminCopy = {
  brand: 'Admin',
  /** The error summary's title on every admin form (GOV.UK's words). */
  errorSummaryTitle: 'There is a problem',
  layout: {
    loading: 'Loading the admin area…',
    welcomeBack: 'Welcome back',
    /** Names the sidebar's navigation. */
    nav: 'Admin',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    openMenu: 'Menu',
    closeMenu: 'Close menu',
    signOut: 'Sign Out',
    skipLink: 'Skip to main content',
    viewSite: 'View site',
  },
  /** The warning before an idle back-office session is signed out (issue 21). */
  idle: {
    title: 'Are you still there?',
    warning: (minutes: number) =>
      `You have not used the admin area for a while. For your security you will be signed out in ${
        minutes === 1 ? '1 minute' : `${minutes} minutes`
      }.`,
    stay: 'Stay signed in',
    signOutNow: 'Sign out now',
    signedOut: 'You were signed out because the admin area was not used for a while.',
  },
  signIn: {
    title: 'Staff sign-in',
    heading: 'Admin Sign In',
    description: 'Sign in with your staff email and password.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign In',
    submitting: 'Signing In...',
    backToSite: 'Back to the website',
    /** Shown without JavaScript (issue 36): signing in runs in the browser. */
    scriptRequired:
      'Signing in needs JavaScript. Please turn it on in your browser and reload this page.',
  },
  profileSetup: {
    title: 'Setting up your profile',
    creating: 'Creating your admin profile…',
    created: 'Your profile is ready. Reloading…',
  },
  dashboard: {
    title: 'Dashboard',
    description: 'An overview of your site’s pages and media.',
    totalPages: 'Total Pages',
    pagesDetail: (published: number, draft: number) => `${published} published, ${draft} draft`,
    mediaFiles: 'Media Files',
    mediaDetail: (images: number, videos: number) => `${images} images, ${videos} videos`,
    yourRole: 'Your Role',
    roleDetail: 'Your access level',
    quickAccess: 'Quick Access',
    quickAccessValue: '4',
    quickAccessDetail: 'Shortcuts below',
    countsFailed: 'The counts could not be loaded.',
    quickActionsTitle: 'Quick actions',
    quickActions: [
      {
        key: 'builder',
        title: 'Page Builder',
        description: 'Build page content with sections.',
        href: '/admin/builder',
      },
      {
        key: 'upload',
        title: 'Upload Media',
        description: 'Add images, videos and documents.',
        href: '/admin/upload',
      },
      {
        key: 'pages',
        title: 'Manage Pages',
        description: 'Create, edit and publish pages.',
        href: '/admin/pages',
      },
      {
        key: 'settings',
        title: 'Site Settings',
        description: 'Site information, social media and theme colours.',
        href: '/admin/settings',
      },
    ],
    gettingStartedTitle: 'Getting Started',
    gettingStarted: [
      'Update your site information and contact details in Settings.',
      'Upload images and documents in Upload Media, with alt text for each image.',
      'Create a page in Pages, then add its sections in the Page Builder.',
      'Publish the page when it is ready: it appears at its address on the website.',
    ],
  },
  pages: {
    title: 'Pages',
    description: 'Create and manage the pages of your website.',
    create: 'Create Page',
    createTitle: 'Create Page',
    editTitle: 'Edit Page',
    tableCaption: 'All pages',
    columns: {
      title: 'Title',
      slug: 'Slug',
      status: 'Status',
      template: 'Template',
      updated: 'Updated',
      actions: 'Actions',
    },
    edit: (title: string) => `Edit ${title}`,
    open: (title: string) => `Open ${title} in a new tab`,
    remove: (title: string) => `Delete ${title}`,
    empty: 'No pages yet',
    emptyDescription: 'Create your first page to get started.',
    loadFailed: 'The pages could not be loaded.',
    fields: {
      title: 'Title',
      slug: 'Slug',
      slugHint: 'The page’s address: lowercase words joined by hyphens, e.g. about-us',
      metaTitle: 'Meta Title',
      metaDescription: 'Meta Description',
      status: 'Status',
      template: 'Template',
      shareImage: 'Share Image',
      shareImageHint:
        'Shown when this page is shared on social media or in a message. Leave it empty to use the default share image from Settings.',
    },
    save: 'Save',
    saving: 'Saving...',
    createSubmit: 'Create Page',
    updateSubmit: 'Update Page',
    cancel: 'Cancel',
  },
  media: {
    title: 'Media Library',
    description: 'Browse, describe and remove your uploaded files.',
    search: 'Search media',
    searchPlaceholder: 'Search by file name or alt text',
    clearSearch: 'Clear search',
    view: 'View',
    fileCount: (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`,
    empty: 'No media files yet',
    emptyDescription: 'Upload images, videos and documents in Upload Media.',
    noMatches: 'No files match your search',
    loadFailed: 'The media library could not be loaded.',
    missingAlt: 'Missing alt text',
    missingAltSummary: (count: number) =>
      `${count} ${count === 1 ? 'image has' : 'images have'} no alt text. Add it so people using screen readers know what the image shows.`,
    edit: (name: string) => `Edit ${name}`,
    open: (name: string) => `Open ${name}`,
    remove: (name: string) => `Delete ${name}`,
    editTitle: 'Edit Media File',
    fileName: 'File Name',
    altText: 'Alt Text',
    altTextHint: 'Describe what the image shows, for people who cannot see it.',
    caption: 'Caption',
    save: 'Save Changes',
    saving: 'Saving...',
    cancel: 'Cancel',
    dimensions: (width: number, height: number) => `${width} × ${height}`,
  },
  upload: {
    title: 'Upload Media',
    description: 'Add images, videos, PDF and Word documents to the media library.',
    dropTitle: 'Drag and drop files here',
    dropHint: 'Images, videos, PDF, DOC and DOCX',
    chooseFiles: 'Choose Files',
    queueTitle: 'Upload queue',
    uploadAll: 'Upload All',
    clearCompleted: 'Clear Completed',
    remove: (name: string) => `Remove ${name}`,
    empty: 'No files in the queue',
    status: {
      pending: 'Pending',
      uploading: 'Uploading',
      success: 'Uploaded',
      error: 'Failed',
    },
    progress: (name: string) => `Upload progress of ${name}`,
    rejected: (name: string) => `${name} is not an accepted file type`,
  },
  settings: {
    title: 'Settings',
    description: 'Site information, social media links, footer links and theme colours.',
    siteInformation: 'Site Information',
    siteName: 'Site Name',
    siteTagline: 'Tagline',
    contactEmail: 'Contact Email',
    contactPhone: 'Contact Phone',
    organisationName: 'Organisation Name',
    organisationNameHint:
      'The charity’s name in link previews, search results and on a phone’s home screen. Leave it empty to use the site name.',
    registrationNumber: 'Charity Registration Number',
    registrationNumberHint:
      'Shown in the footer and to search engines. Leave it empty if the charity is not registered.',
    shareImage: 'Default Share Image',
    shareImageHint:
      'Shown when a page is shared on social media or in a message and has no picture of its own. Best at least 1200 pixels wide.',
    shareImageChoose: 'Choose from Media Library',
    socialMedia: 'Social Media',
    socialHint: 'Leave a link empty to hide it on the website.',
    social: {
      facebook: 'Facebook URL',
      twitter: 'Twitter URL',
      instagram: 'Instagram URL',
      linkedin: 'LinkedIn URL',
    },
    urlPlaceholder: 'https://',
    // Issue 37: the footer entries the spec leaves as plain text, made pointable.
    footerLinks: 'Footer Links',
    footerLinksHint:
      'Where the footer’s Impact Reports, Careers and Fundraise lead: the address of a published page on this site, such as /annual-report, or a full web address starting with https://. Leave one empty to show it as plain text.',
    footerLink: {
      impact_reports: 'Impact Reports',
      careers: 'Careers',
      fundraise: 'Fundraise',
    },
    footerLinkPlaceholder: '/page-address or https://',
    footerLinkPages: 'Published pages',
    themeColors: 'Theme Colors',
    primary: 'Primary Color',
    secondary: 'Secondary Color',
    accent: 'Accent Color',
    /** Added to a colour's label to name its picker: "Primary Color picker". */
    colourPicker: 'picker',
    colourPlaceholder: '#2a9f8e',
    preview: 'Preview',
    previewButton: (role: string) => `${role} button`,
    previewLink: 'A link in the primary colour',
    contrastWarning: (role: string, ratio: string) =>
      `${role}: no text colour reaches the WCAG AA contrast of 4.5:1 on this colour (best ${ratio}:1). Text on it may be hard to read.`,
    save: 'Save Changes',
    saving: 'Saving...',
    loadFailed: 'The settings could not be loaded.',
  },
} as const;
