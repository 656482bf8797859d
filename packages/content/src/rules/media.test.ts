import { describe, expect, it } from 'vitest';
import { mediaDetailsSchema, mediaMatchesSearch } from './media';

describe('mediaDetailsSchema', () => {
  it('trims and saves empty text as null', () => {
    expect(mediaDetailsSchema.parse({ alt_text: '  A child at a well ', caption: '   ' })).toEqual({
      alt_text: 'A child at a well',
      caption: null,
    });
  });
  it('cuts text to 1000 characters', () => {
    const long = 'a'.repeat(1200);
    expect(mediaDetailsSchema.parse({ alt_text: long, caption: null }).alt_text).toHaveLength(1000);
  });
});

describe('mediaMatchesSearch', () => {
  const file = {
    file_name: 'uploads/1-abc.jpg',
    original_name: 'Well.JPG',
    alt_text: 'Clean water',
  };
  it('matches file names and alt text, ignoring case', () => {
    expect(mediaMatchesSearch(file, 'well')).toBe(true);
    expect(mediaMatchesSearch(file, 'WATER')).toBe(true);
    expect(mediaMatchesSearch(file, 'abc')).toBe(true);
    expect(mediaMatchesSearch(file, '  ')).toBe(true);
    expect(mediaMatchesSearch(file, 'school')).toBe(false);
  });
});
