export {
  defaultVolunteerFormLabels,
  type VolunteerAvailabilityOption,
  VolunteerForm,
  type VolunteerFormLabels,
  type VolunteerFormProps,
} from './VolunteerForm';
export {
  checkVolunteerApplication,
  submitVolunteerApplication,
  type VolunteerCheckResult,
  type VolunteerFormSchema,
  type VolunteerSubmitOptions,
  type VolunteerSubmitOutcome,
  volunteerFields,
} from './volunteerFormState';
