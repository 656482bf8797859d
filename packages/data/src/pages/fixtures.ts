/** Sample pages for stories and tests: published, draft and archived, the trash and a history. */
import { fixtureIds } from '../auth/fixtures';
import { at, minutesBefore } from '../lib/fixtureDates';
import type { Page, PageRevision, TrashedPage } from './types';

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
