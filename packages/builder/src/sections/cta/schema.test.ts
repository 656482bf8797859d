import { validationMessages } from '@charitykit/content';
import { describe, expect, it } from 'vitest';
import { ctaTexts } from './definition';
import { ctaSchema } from './schema';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('call to action checks', () => {
  it.each([
    { buttonText: '', buttonLink: '', error: undefined },
    { buttonText: 'Give', buttonLink: '/donate', error: undefined },
    { buttonText: 'Give', buttonLink: 'https://example.org', error: undefined },
    { buttonText: 'Give', buttonLink: '', error: ctaTexts.messages.buttonLinkRequired },
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
          ctaSchema.safeParse({
            title: 'Help',
            content: { description: '', buttonText, buttonLink },
          }),
        ),
      ).toBe(error);
    },
  );
});
