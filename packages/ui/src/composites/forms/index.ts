export * from './ContactForm';
export * from './DonationForm';
