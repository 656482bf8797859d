import { NAV_ORDER_MAX, NAV_ORDER_MIN } from './publishing';

/**
 * Issue 25's messages: the page form's schedule and navigation rules, and the share-preview
 * toasts. A module of their own, so the data hooks' toasts do not bring the UK-time helpers.
 */
export const publishingMessages = {
  publishAtInvalid: 'Enter a date and time, e.g. 26/11/2026 14:30',
  unpublishAtInvalid: 'Enter a date and time, e.g. 26/11/2026 14:30',
  unpublishBeforePublish: 'Unpublish at must be after Publish at',
  navOrderRange: `Enter a whole number from ${NAV_ORDER_MIN} to ${NAV_ORDER_MAX}`,
  previewLinkCreated: 'Preview link created',
  previewLinkCreateFailed: (message: string): string => `Failed to create preview link: ${message}`,
  previewLinkRevoked: 'Preview link revoked',
  previewLinkRevokeFailed: (message: string): string => `Failed to revoke preview link: ${message}`,
} as const;
