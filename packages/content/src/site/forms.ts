// The public forms' words, one module per form (a page carries only its own form's).
export * from './contactForm';
export * from './donationForm';
export * from './volunteerForm';
