import { validationMessages } from '@charitykit/content';
import { describe, expect, it } from 'vitest';
import { imageTexts } from './definition';
import { imageSchema } from './schema';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('image section checks', () => {
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
      error: imageTexts.messages.altTextRequired,
    },
    { imageUrl: 'https://example.org/a.png', altText: 'A well', error: undefined },
    { imageUrl: '/uploads/a.png', altText: 'A well', error: undefined },
  ])(
    'given an image at "$imageUrl" described "$altText", then $error',
    ({ imageUrl, altText, error }) => {
      expect(
        firstMessage(imageSchema.safeParse({ title: '', content: { imageUrl, altText } })),
      ).toBe(error);
    },
  );

  it('given an image chosen from the library, then its size is kept; a size that is not a positive whole number of pixels is dropped', () => {
    const parse = (content: Record<string, unknown>) =>
      imageSchema.parse({
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
});
