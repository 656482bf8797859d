/** Sample contact messages and volunteer applications (issue 24), for stories and tests. */
import { at } from '../lib/fixtureDates';
import type { ContactMessage, VolunteerApplicationRecord } from './types';

const CONSENT =
  'We use your details only to reply to you and keep them for up to 24 months. Privacy policy.';

/** Contact messages, newest first: two new, one read, one handled. */
export const fixtureContactMessages: ContactMessage[] = [
  {
    id: '7c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e',
    created_at: at('2024-06-03'),
    status: 'new',
    name: 'Fatima Rahman',
    email: 'fatima.rahman@example.org',
    subject: 'Corporate partnership',
    message:
      'Our company would like to match employee donations to the Gaza appeal this winter. Who should we speak to?',
    consent_text: CONSENT,
  },
  {
    id: '8d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6',
    created_at: at('2024-06-02'),
    status: 'new',
    name: 'James Okafor',
    email: 'james.okafor@example.org',
    subject: 'Gift Aid on my donation',
    message: 'I forgot to tick Gift Aid when I gave last week. Can it still be added?',
    consent_text: CONSENT,
  },
  {
    id: '9e3f4a5b-6c7d-4e8f-90a1-b2c3d4e5f6a7',
    created_at: at('2024-05-28'),
    status: 'read',
    name: 'Lina Haddad',
    email: 'lina.haddad@example.org',
    subject: 'Media request',
    message: 'I am writing a piece on water projects and would like an interview.',
    consent_text: CONSENT,
  },
  {
    id: 'af4a5b6c-7d8e-4f90-a1b2-c3d4e5f6a7b8',
    created_at: at('2024-05-20'),
    status: 'handled',
    name: 'Tom Price',
    email: 'tom.price@example.org',
    subject: 'Thank you',
    message: 'Thank you for the update on the school in Cox’s Bazar.',
    consent_text: CONSENT,
  },
];

/** Volunteer applications, newest first: one new, one handled. */
export const fixtureVolunteerApplications: VolunteerApplicationRecord[] = [
  {
    id: 'b05b6c7d-8e9f-4a01-b2c3-d4e5f6a7b8c9',
    created_at: at('2024-06-04'),
    status: 'new',
    first_name: 'Aisha',
    last_name: 'Begum',
    email: 'aisha.begum@example.org',
    phone: '07700 900123',
    address: '12 Mill Lane',
    city: 'Bradford',
    country: 'United Kingdom',
    date_of_birth: '1992-03-14',
    occupation: 'Nurse',
    skills: ['Healthcare/Medical', 'Translation/Languages'],
    interests: ['Healthcare', 'Refugee Support'],
    availability: 'weekends',
    experience: 'Two years at a community clinic.',
    motivation: 'I speak Bengali and want to help families arriving in the UK.',
    referees: 'Available on request',
    emergency_contact: 'Rahim Begum',
    emergency_phone: '07700 900456',
    agree_terms: true,
    agree_background: true,
    consent_text: CONSENT,
  },
  {
    id: 'c16c7d8e-9f0a-4b12-c3d4-e5f6a7b8c9d0',
    created_at: at('2024-05-15'),
    status: 'handled',
    first_name: 'Daniel',
    last_name: 'Evans',
    email: 'daniel.evans@example.org',
    phone: '07700 900789',
    address: '',
    city: 'Cardiff',
    country: 'Wales',
    date_of_birth: null,
    occupation: 'Accountant',
    skills: ['Finance/Accounting'],
    interests: ['Community Development'],
    availability: null,
    experience: '',
    motivation: '',
    referees: '',
    emergency_contact: '',
    emergency_phone: '',
    agree_terms: true,
    agree_background: true,
    consent_text: CONSENT,
  },
];
