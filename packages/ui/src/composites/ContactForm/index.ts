export * from './ContactForm';
export * from './contactFormState';
