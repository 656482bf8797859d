export * from './ContactForm';
export * from './DonationForm';
export type { FormNotifier } from './shared/notifier';
export * from './VolunteerForm';
