/**
 * Sample rows for stories and tests: a charity's staff, pages, media and settings, shaped
 * exactly like the tables' rows.
 */
import type { AuthUser } from '../repositories/types';
import { defaultSettingValues, settingRows } from '../settings/merge';
import type { ContactMessage, VolunteerApplicationRecord } from '../submissions/types';
import type { TeamMember } from '../team/rules';
import type {
  AdminUser,
  MediaFile,
  Page,
  PageRevision,
  PreviewLink,
  SiteSettingRow,
  TrashedMediaFile,
  TrashedPage,
} from '../types';

const at = (iso: string) => `${iso}T09:30:00.000000+00:00`;

export const fixtureIds = {
  admin: '8d0fd2b3-9ca7-4d9e-a95f-9e13dded323e',
  editor: '4b1f7c8e-2a3d-4e5f-9a6b-7c8d9e0f1a2b',
  newcomer: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
} as const;

function authUser(id: string, email: string, fullName: string | null): AuthUser {
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    email_confirmed_at: at('2024-01-02'),
    phone: '',
    confirmed_at: at('2024-01-02'),
    last_sign_in_at: at('2024-06-01'),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: fullName ? { full_name: fullName } : {},
    identities: [],
    created_at: at('2024-01-02'),
    updated_at: at('2024-06-01'),
    is_anonymous: false,
  };
}

/** Signed-in people: an admin, an editor, and someone with no profile yet. */
export const fixtureUsers = {
  admin: authUser(fixtureIds.admin, 'amina.khan@hoperelief.org.uk', 'Amina Khan'),
  editor: authUser(fixtureIds.editor, 'tom.price@hoperelief.org.uk', 'Tom Price'),
  newcomer: authUser(fixtureIds.newcomer, 'sara.ali@hoperelief.org.uk', null),
} as const;

export const fixtureAdminUsers: Record<'admin' | 'editor', AdminUser> = {
  admin: {
    id: '0f9e8d7c-6b5a-4493-8271-605f4e3d2c1b',
    user_id: fixtureIds.admin,
    full_name: 'Amina Khan',
    role: 'admin',
    created_at: at('2024-01-02'),
    updated_at: at('2024-01-02'),
  },
  editor: {
    id: '1a2b3c4d-5e6f-4789-8abc-def012345678',
    user_id: fixtureIds.editor,
    full_name: 'Tom Price',
    role: 'editor',
    created_at: at('2024-02-10'),
    updated_at: at('2024-02-10'),
  },
};

export const fixturePages: Page[] = [
  {
    id: 'a3c1e8a2-0d55-4c1e-9d2b-6f1f4f1c2b11',
    title: 'Winter Appeal',
    slug: 'winter-appeal',
    meta_title: 'Winter Appeal',
    meta_description: 'Help families stay warm this winter.',
    status: 'published',
    template_name: 'landing',
    share_image_url: null,
    nav_placement: 'header',
    nav_order: 1,
    publish_at: null,
    unpublish_at: null,
    content: {
      sections: [
        {
          type: 'hero',
          title: 'Winter Appeal',
          content: {
            description: 'Warm clothes and blankets for families.',
            buttonText: 'Donate now',
          },
        },
        {
          type: 'text',
          title: 'Why it matters',
          content: { text: 'Winters below zero, every year.' },
        },
        {
          type: 'cta',
          title: 'Give warmth',
          content: {
            description: '£30 buys a winter kit.',
            buttonText: 'Give now',
            buttonLink: '/donate',
          },
        },
      ],
    },
    created_by: fixtureIds.admin,
    created_at: at('2024-05-01'),
    updated_at: at('2024-06-03'),
    version: 4,
    updated_by: fixtureIds.admin,
    updated_by_name: 'Amina Khan',
    content_saved_at: at('2024-06-03'),
    content_saved_by_name: 'Amina Khan',
  },
  {
    id: 'b4d2f9b3-1e66-4d2f-8e3c-7a2a5a2d3c22',
    title: 'Our Partners',
    slug: 'our-partners',
    meta_title: 'Our Partners',
    meta_description: 'The organisations we work with.',
    status: 'published',
    template_name: 'page',
    share_image_url: null,
    nav_placement: 'footer',
    nav_order: 0,
    publish_at: null,
    unpublish_at: null,
    content: {
      sections: [
        { type: 'text', title: 'Working together', content: { text: 'Local partners first.' } },
      ],
    },
    created_by: fixtureIds.editor,
    created_at: at('2024-04-12'),
    updated_at: at('2024-05-20'),
    version: 2,
    updated_by: fixtureIds.editor,
    updated_by_name: 'Tom Price',
    content_saved_at: at('2024-05-20'),
    content_saved_by_name: 'Tom Price',
  },
  {
    id: 'c5e3a0c4-2f77-4e30-9f4d-8b3b6b3e4d33',
    title: 'Annual Report Draft',
    slug: 'annual-report',
    meta_title: null,
    meta_description: null,
    status: 'draft',
    template_name: 'page',
    share_image_url: null,
    nav_placement: 'header',
    nav_order: 2,
    publish_at: null,
    unpublish_at: null,
    content: { sections: [] },
    created_by: fixtureIds.editor,
    created_at: at('2024-03-08'),
    updated_at: at('2024-05-02'),
    version: 1,
    updated_by: fixtureIds.editor,
    updated_by_name: 'Tom Price',
    content_saved_at: at('2024-05-02'),
    content_saved_by_name: 'Tom Price',
  },
  {
    id: 'd6f4b1d5-3088-4f41-a05e-9c4c7c4f5e44',
    title: 'Summer Fete 2023',
    slug: 'summer-fete-2023',
    meta_title: 'Summer Fete',
    meta_description: 'Last year’s community fete.',
    status: 'archived',
    template_name: 'home',
    share_image_url: null,
    nav_placement: 'none',
    nav_order: 0,
    publish_at: null,
    unpublish_at: null,
    content: {},
    created_by: fixtureIds.admin,
    created_at: at('2023-06-01'),
    updated_at: at('2023-09-15'),
    version: 3,
    updated_by: fixtureIds.admin,
    updated_by_name: 'Amina Khan',
    content_saved_at: at('2023-09-15'),
    content_saved_by_name: 'Amina Khan',
  },
];

/** Share-preview links of the draft "Annual Report Draft" (issue 25), newest first. */
export const fixturePreviewLinks: PreviewLink[] = [
  {
    id: 'e7a5c2e6-4199-4a52-b16f-0d5d8d5a6f55',
    page_id: 'c5e3a0c4-2f77-4e30-9f4d-8b3b6b3e4d33',
    token: 'a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f90123',
    created_by: fixtureIds.editor,
    created_at: at('2030-05-02'),
    expires_at: at('2030-05-09'),
    revoked_at: null,
  },
  {
    id: 'f8b6d3f7-52aa-4b63-827a-1e6e9e6b7a66',
    page_id: 'c5e3a0c4-2f77-4e30-9f4d-8b3b6b3e4d33',
    token: 'b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9012345',
    created_by: fixtureIds.admin,
    created_at: at('2030-04-30'),
    expires_at: at('2030-05-07'),
    revoked_at: null,
  },
];

function media(
  id: string,
  name: string,
  originalName: string,
  mimeType: string,
  fileSize: number,
  size: [number, number] | null,
  createdAt: string,
  altText: string | null,
  caption: string | null,
): MediaFile {
  return {
    id,
    file_name: name,
    original_name: originalName,
    file_path: `uploads/${name}`,
    file_size: fileSize,
    mime_type: mimeType,
    width: size?.[0] ?? null,
    height: size?.[1] ?? null,
    folder_path: 'uploads',
    uploaded_by: fixtureIds.admin,
    alt_text: altText,
    caption,
    created_at: at(createdAt),
    updated_at: at(createdAt),
  };
}

/** Newest first, as the library lists them. */
export const fixtureMedia: MediaFile[] = [
  media(
    'e1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
    '1717400000000-k3j9x2.jpg',
    'water-point-opening.jpg',
    'image/jpeg',
    482_113,
    [1600, 1067],
    '2024-06-03',
    'Children filling containers at a new water point',
    'The new water point in Cox’s Bazar',
  ),
  media(
    'f2b3c4d5-e6f7-4081-92a3-b4c5d6e7f809',
    '1717000000000-p8q7r6.png',
    'logo-on-white.png',
    'image/png',
    24_576,
    [512, 512],
    '2024-05-29',
    'Hope Relief UK logo',
    null,
  ),
  media(
    'a3c4d5e6-f708-4192-a3b4-c5d6e7f8091a',
    '1716500000000-v5w4u3.mp4',
    'appeal-film.mp4',
    'video/mp4',
    18_874_368,
    null,
    '2024-05-23',
    null,
    'Winter appeal film',
  ),
  media(
    'b4d5e6f7-0819-42a3-b4c5-d6e7f8091a2b',
    '1716000000000-a1b2c3.pdf',
    'annual-report-2023.pdf',
    'application/pdf',
    1_258_291,
    null,
    '2024-05-18',
    null,
    null,
  ),
];

/** The seeded settings as site_settings rows. */
export const fixtureSettingRows: SiteSettingRow[] = settingRows(defaultSettingValues()).map(
  (row, index) => ({
    id: `9e8d7c6b-5a49-4382-a716-05f4e3d2c1b${index}`,
    setting_key: row.setting_key,
    setting_value: row.setting_value,
    updated_by: fixtureIds.admin,
    created_at: at('2024-01-02'),
    updated_at: at('2024-01-02'),
  }),
);

/** The Team screen's members: two admins, an editor, a pending invitation. */
export const fixtureTeam: TeamMember[] = [
  {
    user_id: fixtureIds.admin,
    full_name: 'Amina Khan',
    email: 'amina.khan@hoperelief.org.uk',
    role: 'admin',
    last_sign_in_at: at('2024-06-03'),
    invited_at: null,
    pending: false,
    created_at: at('2024-01-02'),
  },
  {
    user_id: fixtureIds.editor,
    full_name: 'Tom Price',
    email: 'tom.price@hoperelief.org.uk',
    role: 'editor',
    last_sign_in_at: at('2024-05-28'),
    invited_at: at('2024-02-10'),
    pending: false,
    created_at: at('2024-02-10'),
  },
  {
    user_id: 'c0ffee00-1234-4abc-8def-0123456789ab',
    full_name: 'Priya Shah',
    email: 'priya.shah@hoperelief.org.uk',
    role: 'admin',
    last_sign_in_at: at('2024-06-01'),
    invited_at: at('2024-03-01'),
    pending: false,
    created_at: at('2024-03-01'),
  },
  {
    user_id: fixtureIds.newcomer,
    full_name: 'Sara Ali',
    email: 'sara.ali@hoperelief.org.uk',
    role: 'editor',
    last_sign_in_at: null,
    invited_at: at('2024-06-02'),
    pending: true,
    created_at: at('2024-06-02'),
  },
];

/** Minutes before a fixed moment, as stored timestamps (stories stay the same every day). */
const minutesBefore = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) - minutes * 60_000).toISOString();

/** Two deleted pages in the trash, the newest first. */
export const fixturePageTrash: TrashedPage[] = [
  {
    id: 'e7a5c2e6-4199-4a52-b16f-ad5d8d5a6f55',
    title: 'Spring Appeal 2024',
    slug: 'spring-appeal-2024',
    status: 'published',
    deleted_at: at('2024-06-02'),
    deleted_by_name: 'Tom Price',
  },
  {
    id: 'f8b6d3f7-52aa-4b63-827a-be6e9e6b7a66',
    title: 'Old Volunteering Page',
    slug: 'old-volunteering',
    status: 'draft',
    deleted_at: at('2024-05-18'),
    deleted_by_name: 'Amina Khan',
  },
];

/** A deleted image in the media trash (its file is kept until it is purged). */
export const fixtureMediaTrash: TrashedMediaFile[] = [
  {
    id: 'b9c7e4a8-63bb-4c74-9a8b-cf7faf7c8b77',
    file_name: '1716000000000-z1y2x3.jpg',
    original_name: 'blurred-distribution.jpg',
    file_path: 'uploads/1716000000000-z1y2x3.jpg',
    mime_type: 'image/jpeg',
    file_size: 301_220,
    alt_text: 'Food parcels being handed out',
    deleted_at: at('2024-06-01'),
    deleted_by_name: 'Amina Khan',
  },
];

/**
 * The Winter Appeal's earlier contents, newest first: `count` of them, saved every 40 minutes
 * before its last save by Amina Khan and Tom Price in turn, with their contents by id.
 */
export function fixtureRevisions(count = 3): {
  revisions: PageRevision[];
  contents: Record<number, Page['content']>;
} {
  const page = fixturePages[0];
  if (!page) throw new Error('fixturePages is empty');
  const all = page.content.sections ?? [];
  const revisions: PageRevision[] = [];
  const contents: Record<number, Page['content']> = {};
  for (let i = 0; i < count; i++) {
    const id = 1000 - i;
    // Older versions had fewer sections: 2, 1, 2, 1...
    const sections = all.slice(0, i % 2 === 0 ? 2 : 1);
    revisions.push({
      id,
      page_id: page.id,
      saved_at: minutesBefore(page.updated_at, 40 * (i + 1)),
      saved_by_name: i % 2 === 0 ? 'Tom Price' : 'Amina Khan',
      section_count: sections.length,
    });
    contents[id] = { sections };
  }
  return { revisions, contents };
}
// Submissions (issue 24) ------------------------------------------------------------------------

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
