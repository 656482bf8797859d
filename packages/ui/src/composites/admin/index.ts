export { AdminPage, type AdminPageProps } from './AdminPage';
export {
  type AdminNavItem,
  AdminShell,
  type AdminShellLabels,
  type AdminShellProps,
  isCurrentNavItem,
} from './AdminShell';
export { FormDialog, type FormDialogLabels, type FormDialogProps } from './FormDialog';
export { adminActionIcons, adminNavIcons } from './icons';
export {
  MediaGrid,
  type MediaGridItem,
  type MediaGridLabels,
  type MediaGridProps,
} from './MediaGrid';
export { StatCard, type StatCardProps } from './StatCard';
export {
  AA_CONTRAST,
  bestTextContrast,
  ThemePreview,
  type ThemePreviewColor,
  type ThemePreviewProps,
} from './ThemePreview';
export {
  type UploadItemStatus,
  UploadQueue,
  type UploadQueueItem,
  type UploadQueueLabels,
  type UploadQueueProps,
} from './UploadQueue';
