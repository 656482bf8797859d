export * from './DonationForm';
