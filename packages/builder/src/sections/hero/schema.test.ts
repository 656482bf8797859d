import { describe, expect, it } from 'vitest';
import { heroSchema } from './schema';

describe('hero section checks', () => {
  it('given a hero, then its text is trimmed and cleared of angle brackets', () => {
    expect(
      heroSchema.parse({
        title: '  <b>Winter</b> Appeal ',
        content: { description: ' Warm kits ', buttonText: 'Donate' },
      }),
    ).toEqual({
      title: 'bWinter/b Appeal',
      content: { description: 'Warm kits', buttonText: 'Donate' },
    });
  });
});
