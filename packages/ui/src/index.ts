// The public API of @charitykit/ui, every name written out (as Braid's and Radix's indexes do):
// what is not listed here is internal and may change. Each line points at one component folder,
// so a bundler keeps only the components a page imports.

// The reset and the default theme on :root (cascade layers; see README, Theme).
import './theme/global.css';

// Feedback and overlays --------------------------------------------------------------------
export { Alert, type AlertProps, type AlertTone, alertTones } from './components/Alert';
// Content and display ----------------------------------------------------------------------
export { Badge, type BadgeProps, type BadgeVariant, badgeVariants } from './components/Badge';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './components/Button';
export { Card, type CardProps, type CardVariant, cardVariants } from './components/Card';
// Form fields ------------------------------------------------------------------------------
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export {
  CheckboxGroup,
  type CheckboxGroupProps,
  type ChoiceOption,
} from './components/CheckboxGroup';
export { ColorField, type ColorFieldProps } from './components/ColorField';
// Layout -----------------------------------------------------------------------------------
export {
  Container,
  type ContainerProps,
  type ContainerWidth,
  containerWidths,
} from './components/Container';
export {
  DateField,
  type DateFieldProps,
  NativeDateField,
  type NativeDateFieldProps,
} from './components/DateField';
export { Dialog, DialogClose, type DialogProps } from './components/Dialog';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
// Forms ------------------------------------------------------------------------------------
export {
  ErrorSummary,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
  focusField,
} from './components/ErrorSummary';
export {
  ErrorPrefix,
  type FieldBaseProps,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldWrapper,
  type NativeControlProps,
  NativeField,
  type NativeFieldProps,
  RequiredMark,
} from './components/Field';
export { FileDropZone, type FileDropZoneProps, matchesAccept } from './components/FileDropZone';
export {
  Form,
  FormErrorSummary,
  FormField,
  type FormFieldProps,
  type FormFieldRenderProps,
  type FormProps,
  FormShell,
  type FormShellProps,
  type FormSummaryLink,
  fieldId,
  useFormId,
  useZodForm,
} from './components/Form';
export { Grid, type GridProps, gridAligns } from './components/Grid';
export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
  headingLevels,
  headingSizes,
} from './components/Heading';
export {
  Icon,
  type IconComponent,
  type IconNode,
  type IconProps,
  type IconSize,
  type IconSource,
  iconSizes,
} from './components/Icon';
export {
  Link,
  type LinkComponent,
  type LinkComponentProps,
  LinkProvider,
  useLinkComponent,
} from './components/LinkProvider';
export { NumberField, type NumberFieldProps } from './components/NumberField';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar';
export { RadioGroup, type RadioGroupProps } from './components/RadioGroup';
export { SearchField, type SearchFieldProps } from './components/SearchField';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { Skeleton, SkeletonGroup, type SkeletonProps } from './components/Skeleton';
export { SkipLink, type SkipLinkProps } from './components/SkipLink';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { Stack, type StackProps, stackAligns, stackJustifies } from './components/Stack';
export { Stat, type StatProps } from './components/Stat';
export { Table, TableActions, type TableColumn, type TableProps } from './components/Table';
export {
  Text,
  type TextProps,
  type TextSize,
  type TextTone,
  textSizes,
  textTones,
} from './components/Text';
export { TextArea, type TextAreaProps } from './components/TextArea';
export { TextField, type TextFieldProps } from './components/TextField';
export {
  TextLink,
  type TextLinkProps,
  type TextLinkVariant,
  textLinkVariants,
} from './components/TextLink';
export {
  DEFAULT_DURATION as toastDurations,
  type ToastAction,
  type ToastItem,
  type ToastOptions,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
  toast,
} from './components/Toast';
export {
  type ViewMode,
  ViewToggle,
  type ViewToggleProps,
  viewModes,
} from './components/ViewToggle';
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
  visuallyHiddenClass,
} from './components/VisuallyHidden';
// Back office ------------------------------------------------------------------------------
export { AdminPage, type AdminPageProps } from './composites/AdminPage';
export {
  type AdminNavItem,
  AdminShell,
  type AdminShellLabels,
  type AdminShellProps,
  isCurrentNavItem,
} from './composites/AdminShell';
// Page composites --------------------------------------------------------------------------
export { ApproachSteps, type ApproachStepsProps } from './composites/ApproachSteps';
export { adminActionIcons, adminNavIcons } from './composites/admin/icons';
export {
  CallToAction,
  type CallToActionItem,
  type CallToActionProps,
} from './composites/CallToAction';
export {
  type ConflictInfo,
  ConflictNotice,
  type ConflictNoticeProps,
  type ConflictNoticeTexts,
} from './composites/ConflictNotice';
// Public forms -----------------------------------------------------------------------------
export {
  type ContactCheck,
  type ContactField,
  ContactForm,
  type ContactFormLabels,
  type ContactFormProps,
  type ContactFormSchema,
  checkContactForm,
  contactFields,
  defaultContactFormLabels,
} from './composites/ContactForm';
export {
  checkDonation,
  type DonationCheck,
  DonationForm,
  type DonationFormProps,
  type DonationFormSchema,
} from './composites/DonationForm';
export { FeatureCard, type FeatureCardProps } from './composites/FeatureCard';
export { FormDialog, type FormDialogLabels, type FormDialogProps } from './composites/FormDialog';
export type { FormPostResult } from './composites/forms/formProps';
export { finishAllText } from './composites/forms/formState';
export type { FormNotifier } from './composites/forms/notifier';
export { HeroCarousel, type HeroCarouselProps } from './composites/HeroCarousel';
export { ImpactTiers, type ImpactTiersProps } from './composites/ImpactTiers';
export {
  MediaGrid,
  type MediaGridItem,
  type MediaGridLabels,
  type MediaGridProps,
} from './composites/MediaGrid';
export { PageHero, type PageHeroProps } from './composites/PageHero';
export { PageSection, type PageSectionProps } from './composites/PageSection';
export { ProgrammeCard, type ProgrammeCardProps } from './composites/ProgrammeCard';
export {
  ProgrammeCarousel,
  type ProgrammeCarouselItem,
  type ProgrammeCarouselProps,
} from './composites/ProgrammeCarousel';
export { RaisedCard, type RaisedCardProps } from './composites/RaisedCard';
export {
  type FooterColumn,
  type FooterLink,
  SiteFooter,
  type SiteFooterProps,
} from './composites/SiteFooter';
export {
  type HeaderLink,
  type HeaderNavItem,
  headerHeight,
  SiteHeader,
  type SiteHeaderProps,
} from './composites/SiteHeader';
export { SiteIcon, type SiteIconProps, siteIcons } from './composites/SiteIcon';
export { SiteImage, type SiteImageProps } from './composites/SiteImage';
export { StatCard, type StatCardProps } from './composites/StatCard';
export { StatGrid, type StatGridProps } from './composites/StatGrid';
export {
  AA_CONTRAST,
  bestTextContrast,
  ThemePreview,
  type ThemePreviewColor,
  type ThemePreviewProps,
} from './composites/ThemePreview';
export {
  type UploadItemStatus,
  UploadQueue,
  type UploadQueueItem,
  type UploadQueueLabels,
  type UploadQueueProps,
} from './composites/UploadQueue';
export {
  checkVolunteerApplication,
  defaultVolunteerFormLabels,
  submitVolunteerApplication,
  type VolunteerAvailabilityOption,
  type VolunteerCheckResult,
  VolunteerForm,
  type VolunteerFormLabels,
  type VolunteerFormProps,
  type VolunteerFormSchema,
  type VolunteerSubmitOptions,
  type VolunteerSubmitOutcome,
  volunteerFields,
} from './composites/VolunteerForm';
// Theme ------------------------------------------------------------------------------------
export { type Breakpoint, breakpoints, mediaQuery } from './theme/breakpoints';
export {
  contrastRatio,
  readableForeground,
  relativeLuminance,
  withContrast,
} from './theme/contrast';
export { createThemeVars, cssVarName, type ThemeOverrides } from './theme/cssVars';
export { defaultTheme } from './theme/defaultTheme.css';
export { fixedHeaderOffsetProperty } from './theme/global.css';
export type { Columns, Responsive, Space } from './theme/layout';
export { themeInlineVars } from './theme/runtime';
export {
  type BrandColors,
  brandColorRoles,
  defaultBrandColors,
  type ThemeTokens,
  themeTokens,
} from './theme/tokens';
export { vars } from './theme/vars.css';
