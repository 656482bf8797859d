import { volunteerApplicationDefaults } from '@charitykit/content';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { requestsTo, SUPABASE_URL, server, startMswServer } from '../testing/mswServer';
import { PublicSubmitError, submitContactMessage, submitVolunteerApplication } from './submit';

startMswServer();

const backend = { url: SUPABASE_URL, anonKey: 'anon-key' };
const extras = { consentText: 'We use your details to reply.' };
const contact = {
  name: 'Amina Yusuf',
  email: 'amina@example.org',
  subject: 'Volunteering',
  message: 'I would like to help.',
};

describe('sending a public form', () => {
  it('given a contact message, then it is inserted anonymously with nothing read back', async () => {
    server.use(
      http.post('*/rest/v1/contact_messages', () => new HttpResponse(null, { status: 201 })),
    );
    await submitContactMessage(contact, extras, backend);
    const [request] = requestsTo('/rest/v1/contact_messages');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('apikey')).toBe('anon-key');
    expect(request?.headers.get('prefer')).toBe('return=minimal');
    expect(request?.params.get('select')).toBeNull();
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      ...contact,
      consent_text: extras.consentText,
      website: null,
    });
  });

  it('given a volunteer application, then the fields are sent as the table names them', async () => {
    server.use(
      http.post('*/rest/v1/volunteer_applications', () => new HttpResponse(null, { status: 201 })),
    );
    await submitVolunteerApplication(
      {
        ...volunteerApplicationDefaults,
        firstName: 'Amina',
        lastName: 'Yusuf',
        email: 'amina@example.org',
        phone: '0770',
        skills: ['Fundraising'],
        interests: ['Healthcare'],
        references: 'On request',
        agreeTerms: true,
        agreeBackground: true,
      },
      { ...extras, website: 'bot' },
      backend,
    );
    const body = JSON.parse(requestsTo('/rest/v1/volunteer_applications')[0]?.body ?? '{}');
    expect(body).toMatchObject({
      first_name: 'Amina',
      referees: 'On request',
      date_of_birth: null,
      availability: null,
      agree_terms: true,
      website: 'bot',
    });
  });

  it('given a refusal, a flood answer or no answer, then it rejects with the status', async () => {
    server.use(
      http.post('*/rest/v1/contact_messages', () =>
        HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '42' } }),
      ),
    );
    await expect(submitContactMessage(contact, extras, backend)).rejects.toMatchObject({
      name: 'PublicSubmitError',
      status: 429,
      retryAfter: 42,
    });
    server.use(http.post('*/rest/v1/contact_messages', () => HttpResponse.error()));
    await expect(submitContactMessage(contact, extras, backend)).rejects.toBeInstanceOf(
      PublicSubmitError,
    );
    await expect(
      submitContactMessage(contact, extras, { url: '', anonKey: '' }),
    ).rejects.toBeInstanceOf(PublicSubmitError);
  });
});
