export { DonationForm, type DonationFormProps } from './DonationForm';
export { checkDonation, type DonationCheck, type DonationFormSchema } from './donationFormState';
