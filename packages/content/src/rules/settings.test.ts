import { describe, expect, it } from 'vitest';
import { SETTING_KEYS } from './constants';
import {
  siteInformationDefaults,
  siteInformationSchema,
  socialLinkSchema,
  socialLinksDefaults,
  socialLinksSchema,
  themeColorsDefaults,
  themeColorsSchema,
} from './settings';
import { validateForm } from './validate';

const colourMessage =
  'Please enter a colour as # followed by six hexadecimal digits, for example #2A9F8E';
const linkMessage = 'Please enter a full web address starting with http:// or https://';

describe('settings: theme colours', () => {
  it('starts from the default colours, which pass', () => {
    expect(themeColorsDefaults).toEqual({
      primary: '#2A9F8E',
      secondary: '#B7DE2D',
      accent: '#FF6B6B',
    });
    expect(themeColorsSchema.safeParse(themeColorsDefaults).success).toBe(true);
  });

  it.each([
    { value: '#2a9f8e', error: undefined },
    { value: '#000000', error: undefined },
    { value: '#FFFFFF', error: undefined },
    { value: '2A9F8E', error: colourMessage },
    { value: '#2A9F8', error: colourMessage },
    { value: '#2A9F8E0', error: colourMessage },
    { value: '#GGGGGG', error: colourMessage },
    { value: '#fff', error: colourMessage },
    { value: 'red', error: colourMessage },
    { value: '', error: colourMessage },
  ])('given primary "$value", then the error is $error', ({ value, error }) => {
    const errors = validateForm(themeColorsSchema, {
      ...themeColorsDefaults,
      primary: value,
    }).errors;
    expect(errors.primary).toBe(error);
  });
});

describe('settings: social links', () => {
  it('given the empty form, then every link is saved as null', () => {
    expect(socialLinksSchema.parse(socialLinksDefaults)).toEqual({
      facebook: null,
      twitter: null,
      instagram: null,
      linkedin: null,
    });
  });

  it.each([
    { value: '', saved: null },
    { value: '   ', saved: null },
    { value: null, saved: null },
    { value: undefined, saved: null },
    { value: 'https://facebook.com/charity', saved: 'https://facebook.com/charity' },
    { value: ' http://x.com/charity ', saved: 'http://x.com/charity' },
  ])('given $value, then $saved is saved', ({ value, saved }) => {
    expect(socialLinkSchema.parse(value)).toBe(saved);
  });

  it.each([
    'facebook.com/charity',
    'www.instagram.com/charity',
    'javascript:alert(1)',
    'ftp://example.org',
    'https://',
    'not a url',
  ])('given "%s", then it is refused', (value) => {
    const errors = validateForm(socialLinksSchema, {
      ...socialLinksDefaults,
      linkedin: value,
    }).errors;
    expect(errors).toEqual({ linkedin: linkMessage });
  });
});

describe('settings: site information', () => {
  const valid = {
    site_name: 'Hope Relief',
    site_tagline: 'Bringing hope',
    contact_email: 'info@example.org',
    contact_phone: '020 7946 0000',
    organisation_name: '',
    registration_number: '',
    share_image: null,
  };

  it('given a complete form, then it passes trimmed', () => {
    expect(siteInformationSchema.parse({ ...valid, site_name: ' Hope Relief ' }).site_name).toBe(
      'Hope Relief',
    );
  });

  it('given the empty defaults, then only the site name is required', () => {
    expect(validateForm(siteInformationSchema, siteInformationDefaults).errors).toEqual({
      site_name: 'Site name is required',
    });
  });

  it('given a malformed contact e-mail, then it is refused', () => {
    expect(
      validateForm(siteInformationSchema, { ...valid, contact_email: 'info@' }).errors,
    ).toEqual({
      contact_email: 'Please enter a valid email address',
    });
  });

  it('names the six setting keys of the spec, then those issues 23, 24 and 37 added', () => {
    expect(SETTING_KEYS).toEqual([
      'site_name',
      'site_tagline',
      'contact_email',
      'contact_phone',
      'social_links',
      'theme_colors',
      'organisation_name',
      'registration_number',
      'share_image',
      'donation_page',
      'submission_retention_months',
      'footer_links',
    ]);
  });

  it.each(['1234567', 'sc012345', ' NIC100000 '])(
    'given the registration number "%s", then it is kept in capitals without spaces around',
    (number) => {
      expect(siteInformationSchema.parse({ ...valid, registration_number: number })).toMatchObject({
        registration_number: number.trim().toUpperCase(),
      });
    },
  );

  it.each(['12 34', 'SC-012345', '<script>'])(
    'given the registration number "%s", then it is refused with a clear message',
    (number) => {
      expect(
        validateForm(siteInformationSchema, { ...valid, registration_number: number }).errors,
      ).toEqual({
        registration_number:
          'Please enter the registration number as letters and digits only, for example 1234567 or SC012345',
      });
    },
  );

  it('given a share image, then only a web address is kept, and empty means none', () => {
    const image = 'https://cdn.example.org/media/share.jpg';
    expect(siteInformationSchema.parse({ ...valid, share_image: ` ${image} ` }).share_image).toBe(
      image,
    );
    expect(siteInformationSchema.parse({ ...valid, share_image: '' }).share_image).toBeNull();
    expect(
      validateForm(siteInformationSchema, { ...valid, share_image: 'javascript:alert(1)' }).errors,
    ).toEqual({ share_image: 'Please choose an image from the media library' });
  });
});
