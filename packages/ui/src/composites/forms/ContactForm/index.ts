export {
  ContactForm,
  type ContactFormLabels,
  type ContactFormProps,
  defaultContactFormLabels,
} from './ContactForm';
export {
  type ContactCheck,
  type ContactField,
  type ContactFormSchema,
  checkContactForm,
  contactFields,
} from './contactFormState';
