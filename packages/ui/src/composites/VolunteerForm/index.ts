export * from './VolunteerForm';
export * from './volunteerFormState';
