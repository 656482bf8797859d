/** Sample subscribers (issue 37), for stories and tests: confirmed, pending and left. */
import { at } from '../lib/fixtureDates';
import type { Subscriber } from './types';

const CONSENT =
  'By subscribing you agree to receive e-mails from us about our work and appeals. We will send you a link to confirm first. Every e-mail has a link to unsubscribe at once, and we never share your details.';

export const fixtureSubscribers: Subscriber[] = [
  {
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    email: 'amina.yusuf@example.org',
    first_name: 'Amina',
    status: 'confirmed',
    consent_text: CONSENT,
    consent_page: '/',
    signed_up_at: at('2024-06-03'),
    confirmed_at: at('2024-06-03'),
    unsubscribed_at: null,
  },
  {
    id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    email: 'tom.kay@example.org',
    first_name: '',
    status: 'pending',
    consent_text: CONSENT,
    consent_page: '/subscribe',
    signed_up_at: at('2024-06-02'),
    confirmed_at: null,
    unsubscribed_at: null,
  },
  {
    id: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
    email: '=cmd@example.org',
    first_name: '+Sam',
    status: 'confirmed',
    consent_text: CONSENT,
    consent_page: '/subscribe',
    signed_up_at: at('2024-05-20'),
    confirmed_at: at('2024-05-21'),
    unsubscribed_at: null,
  },
  {
    id: '4d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f8a',
    email: 'lee.chan@example.org',
    first_name: 'Lee',
    status: 'unsubscribed',
    consent_text: CONSENT,
    consent_page: '/',
    signed_up_at: at('2024-04-01'),
    confirmed_at: at('2024-04-01'),
    unsubscribed_at: at('2024-05-30'),
  },
];
