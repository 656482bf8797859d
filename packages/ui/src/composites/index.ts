// Public forms (contact, donation, volunteer).
export * from './forms';
