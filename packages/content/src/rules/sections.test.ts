import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validationMessages } from './messages';
import { isReservedSlug, pageFormSchema, RESERVED_SLUGS } from './page';
import {
  ctaSectionSchema,
  heroSectionSchema,
  imageSectionSchema,
  sectionDefaults,
  sectionSchemas,
  textSectionSchema,
} from './sections';
import { SECTION_TYPES, sectionLabels } from './sectionTexts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('builder sections', () => {
  it('uses the spec labels in the spec order', () => {
    expect(SECTION_TYPES.map((type) => sectionLabels[type])).toEqual([
      'Hero Section',
      'Text Block',
      'Image',
      'Call to Action',
    ]);
  });

  it('given a hero, then its text is trimmed and cleared of angle brackets', () => {
    expect(
      heroSectionSchema.parse({
        title: '  <b>Winter</b> Appeal ',
        content: { description: ' Warm kits ', buttonText: 'Donate' },
      }),
    ).toEqual({
      title: 'bWinter/b Appeal',
      content: { description: 'Warm kits', buttonText: 'Donate' },
    });
  });

  it('given a text block, then its text keeps its characters (it is only shown as text)', () => {
    expect(
      textSectionSchema.parse({ title: 'Maths', content: { text: ' 5 < 10 & "fine" ' } }).content
        .text,
    ).toBe('5 < 10 & "fine"');
  });

  it.each([
    { imageUrl: '', altText: 'x', error: validationMessages.safeUrl.required },
    { imageUrl: 'javascript:alert(1)', altText: 'x', error: validationMessages.safeUrl.unsafe },
    {
      imageUrl: 'data:image/png;base64,AAAA',
      altText: 'x',
      error: validationMessages.safeUrl.unsafe,
    },
    { imageUrl: '//evil.example/a.png', altText: 'x', error: validationMessages.safeUrl.unsafe },
    {
      imageUrl: 'https://example.org/a.png',
      altText: ' ',
      error: validationMessages.section.altTextRequired,
    },
    { imageUrl: 'https://example.org/a.png', altText: 'A well', error: undefined },
    { imageUrl: '/uploads/a.png', altText: 'A well', error: undefined },
  ])(
    'given an image at "$imageUrl" described "$altText", then $error',
    ({ imageUrl, altText, error }) => {
      expect(
        firstMessage(imageSectionSchema.safeParse({ title: '', content: { imageUrl, altText } })),
      ).toBe(error);
    },
  );

  it('given an image chosen from the library, then its size is kept; a size that is not a positive whole number of pixels is dropped', () => {
    const parse = (content: Record<string, unknown>) =>
      imageSectionSchema.parse({
        title: '',
        content: { imageUrl: 'https://example.org/a.png', altText: 'A well', ...content },
      }).content;
    expect(parse({ imageWidth: '1600', imageHeight: '900' })).toMatchObject({
      imageWidth: '1600',
      imageHeight: '900',
    });
    for (const bad of ['', '0', '-4', '12.5', '1600px', '999999', 1600, null]) {
      const content = parse({ imageWidth: bad, imageHeight: bad });
      expect(content.imageWidth).toBeUndefined();
      expect(content.imageHeight).toBeUndefined();
    }
    expect(JSON.stringify(parse({}))).toBe(
      '{"imageUrl":"https://example.org/a.png","altText":"A well"}',
    );
  });

  it.each([
    { buttonText: '', buttonLink: '', error: undefined },
    { buttonText: 'Give', buttonLink: '/donate', error: undefined },
    { buttonText: 'Give', buttonLink: 'https://example.org', error: undefined },
    { buttonText: 'Give', buttonLink: '', error: validationMessages.section.buttonLinkRequired },
    {
      buttonText: 'Give',
      buttonLink: 'javascript:alert(1)',
      error: validationMessages.safeUrl.unsafe,
    },
    { buttonText: '', buttonLink: 'mailto:a@b.org', error: validationMessages.safeUrl.unsafe },
  ])(
    'given a call to action "$buttonText" to "$buttonLink", then $error',
    ({ buttonText, buttonLink, error }) => {
      expect(
        firstMessage(
          ctaSectionSchema.safeParse({
            title: 'Help',
            content: { description: '', buttonText, buttonLink },
          }),
        ),
      ).toBe(error);
    },
  );

  it('given a title over 200 characters, then it is refused', () => {
    expect(
      firstMessage(textSectionSchema.safeParse({ title: 'a'.repeat(201), content: { text: '' } })),
    ).toBe(validationMessages.section.titleTooLong);
  });

  it.each(SECTION_TYPES)('given a new %s section, then its defaults have every field', (type) => {
    const parsed = sectionSchemas[type].safeParse(sectionDefaults[type]);
    // An empty image is the only new section that cannot be saved as it is: it needs a picture.
    expect(parsed.success).toBe(type !== 'image');
  });
});

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
    const sql = readFileSync(
      path.resolve(here, '../../../../supabase/migrations/20261123000100_reserved_slugs.sql'),
      'utf8',
    );
    const inList = /slug not in \(([^)]*)\)/.exec(sql)?.[1] ?? '';
    const fromSql = [...inList.matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1]);
    expect(fromSql).toEqual([...RESERVED_SLUGS]);
  });
});
