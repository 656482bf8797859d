export * from './DonationForm';
export * from './donationFormState';
