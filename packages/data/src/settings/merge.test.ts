import { describe, expect, it } from 'vitest';
import { defaultSettingValues, settingRows, settingsFromRows, toSiteSettings } from './merge';

const NONE = { impact_reports: null, careers: null, fundraise: null };

describe('footer links (issue 37)', () => {
  it('point nowhere by default, and when no row holds them', () => {
    expect(defaultSettingValues().footer_links).toEqual(NONE);
    expect(settingsFromRows([]).footer_links).toEqual(NONE);
    expect(toSiteSettings(settingsFromRows([])).footerLinks).toEqual(NONE);
  });

  it('keep a site path or an https address, and reach the public settings', () => {
    const links = {
      impact_reports: '/annual-report',
      careers: 'https://jobs.example.org/hope',
      fundraise: null,
    };
    const values = settingsFromRows([{ setting_key: 'footer_links', setting_value: links }]);
    expect(values.footer_links).toEqual(links);
    expect(toSiteSettings(values).footerLinks).toEqual(links);
  });

  it('drop anything else (a row written by hand), entry by entry', () => {
    const values = settingsFromRows([
      {
        setting_key: 'footer_links',
        setting_value: {
          impact_reports: 'javascript:alert(1)',
          careers: ' /careers ',
          fundraise: 42,
          donate: '/give',
        },
      },
    ]);
    expect(values.footer_links).toEqual({ ...NONE, careers: '/careers' });
    for (const shape of ['/careers', ['/careers'], null]) {
      expect(
        settingsFromRows([{ setting_key: 'footer_links', setting_value: shape }]).footer_links,
      ).toEqual(NONE);
    }
  });

  it('are saved as one footer_links row holding the three entries', () => {
    expect(settingRows({ footer_links: { ...NONE, careers: '/careers' } })).toEqual([
      { setting_key: 'footer_links', setting_value: { ...NONE, careers: '/careers' } },
    ]);
  });
});
