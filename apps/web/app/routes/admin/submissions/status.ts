import type { SubmissionStatus } from '@charitykit/data';
import type { BadgeVariant } from '@charitykit/ui';

/** A submission's status as a badge: new stands out, handled is done. */
export const statusBadge: Record<SubmissionStatus, BadgeVariant> = {
  new: 'accent',
  read: 'outline',
  handled: 'success',
};
