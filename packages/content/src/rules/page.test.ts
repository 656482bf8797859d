import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validationMessages } from './messages';
import {
  isReservedSlug,
  PAGE_STATUSES,
  PAGE_TEMPLATES,
  pageFormDefaults,
  pageFormSchema,
  pageStatusBadgeVariant,
  pageTemplateLabels,
  RESERVED_SLUGS,
  SLUG_PATTERN,
  slugify,
} from './page';
import { validateForm } from './validate';

describe('create/edit page form', () => {
  it('given only a title and a slug, then the rest takes its defaults', () => {
    expect(pageFormSchema.parse({ title: 'About us', slug: 'about-us' })).toEqual({
      title: 'About us',
      slug: 'about-us',
      meta_title: '',
      meta_description: '',
      status: 'draft',
      template_name: 'page',
      share_image_url: '',
      nav_placement: 'none',
      nav_order: 0,
      publish_at: '',
      unpublish_at: '',
    });
  });

  it('given a share image that is not a web address, then it is refused with a clear message', () => {
    expect(
      validateForm(pageFormSchema, {
        title: 'About us',
        slug: 'about-us',
        share_image_url: 'data:image/png;base64,AAAA',
      }).errors,
    ).toEqual({ share_image_url: 'Please choose an image from the media library' });
  });

  it('given the empty defaults, then title and slug are required', () => {
    expect(validateForm(pageFormSchema, pageFormDefaults).errors).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
    });
  });

  it.each([
    // Reserved: /about is a page of the site (decision 5).
    {
      slug: 'about',
      error: 'This slug is the address of a page of the site, please choose another',
    },
    { slug: 'our-partners', error: undefined },
    { slug: 'about-us', error: undefined },
    { slug: 'appeal-2024', error: undefined },
    { slug: ' about-us ', error: undefined },
    { slug: '', error: 'Slug is required' },
    {
      slug: 'About-Us',
      error: 'Slug must be lowercase words joined by hyphens, for example about-us',
    },
    {
      slug: 'about us',
      error: 'Slug must be lowercase words joined by hyphens, for example about-us',
    },
    {
      slug: 'about--us',
      error: 'Slug must be lowercase words joined by hyphens, for example about-us',
    },
    {
      slug: '-about',
      error: 'Slug must be lowercase words joined by hyphens, for example about-us',
    },
    {
      slug: 'about-',
      error: 'Slug must be lowercase words joined by hyphens, for example about-us',
    },
    {
      slug: 'about/us',
      error: 'Slug must be lowercase words joined by hyphens, for example about-us',
    },
    {
      slug: 'about_us',
      error: 'Slug must be lowercase words joined by hyphens, for example about-us',
    },
  ])('given slug "$slug", then the error is $error', ({ slug, error }) => {
    expect(validateForm(pageFormSchema, { title: 'T', slug }).errors.slug).toBe(error);
  });

  it('given a title of spaces, then it is required', () => {
    expect(validateForm(pageFormSchema, { title: '   ', slug: 'a' }).errors.title).toBe(
      'Title is required',
    );
  });

  it.each(PAGE_STATUSES)('accepts status %s', (status) => {
    expect(pageFormSchema.parse({ title: 'T', slug: 't', status }).status).toBe(status);
  });

  it('refuses a status outside draft, published and archived', () => {
    expect(pageFormSchema.safeParse({ title: 'T', slug: 't', status: 'deleted' }).success).toBe(
      false,
    );
  });

  it('maps each status to its badge style', () => {
    expect(pageStatusBadgeVariant).toEqual({
      published: 'default',
      draft: 'secondary',
      archived: 'outline',
    });
  });

  it('labels the three templates, the default page first', () => {
    expect(PAGE_TEMPLATES.map((template) => pageTemplateLabels[template])).toEqual([
      'Default Page',
      'Homepage',
      'Landing Page',
    ]);
    expect(pageFormDefaults.template_name).toBe('page');
    expect(pageFormDefaults.status).toBe('draft');
  });

  it.each([
    { title: 'About Us', slug: 'about-us' },
    { title: '  Water & Sanitation! ', slug: 'water-sanitation' },
    { title: 'Café Appeal 2024', slug: 'cafe-appeal-2024' },
    { title: '!!!', slug: '' },
  ])('suggests the slug "$slug" for "$title"', ({ title, slug }) => {
    expect(slugify(title)).toBe(slug);
    if (slug) expect(slug).toMatch(SLUG_PATTERN);
  });
});

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('reserved slugs', () => {
  it.each(['about', 'admin', 'contact', 'programs', 'volunteer', ' About '])(
    'given the slug "%s", then it is reserved',
    (slug) => expect(isReservedSlug(slug)).toBe(true),
  );

  it('given a reserved slug in the page form, then the form refuses it', () => {
    expect(firstMessage(pageFormSchema.safeParse({ title: 'About', slug: 'about' }))).toBe(
      validationMessages.page.slugReserved,
    );
    expect(pageFormSchema.safeParse({ title: 'About us', slug: 'about-us' }).success).toBe(true);
  });

  it('lists exactly the slugs the database refuses', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    // The latest migration that sets the constraint is the one in force.
    const migrations = path.resolve(here, '../../../../supabase/migrations');
    const sql =
      readdirSync(migrations)
        .filter((file) => file.endsWith('.sql'))
        .sort()
        .map((file) => readFileSync(path.join(migrations, file), 'utf8'))
        .filter((text) => /pages_slug_not_reserved check/.test(text))
        .at(-1) ?? '';
    const inList = /slug not in \(([^)]*)\)/.exec(sql)?.[1] ?? '';
    const fromSql = [...inList.matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1]);
    expect(fromSql).toEqual([...RESERVED_SLUGS]);
  });
});
