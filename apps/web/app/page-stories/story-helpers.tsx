/**
 * What every page story shares: the component, the toolbar theme passed in, full-bleed layout,
 * and the live settings a second charity has saved (served by data's MSW scenarios).
 */
import type { SiteSettingRow } from '@charitykit/data';
import { fixtureSettingRows, scenarios } from '@charitykit/data/msw';
import type { SetupWorker } from 'msw/browser';
import { isThemeName, themes } from '../../../../.storybook/themes';
import { PublicSite, type PublicSiteProps } from './PublicSite';

/** Renders a page story with the toolbar theme's brand colours. */
export function renderPage(
  args: PublicSiteProps,
  { globals }: { globals: Record<string, unknown> },
) {
  const theme = themes[isThemeName(globals.theme) ? globals.theme : 'default'];
  return <PublicSite {...args} brand={theme.brand} />;
}

/** What staff at a second charity have saved in Settings: the values live-settings stories show. */
export const savedSettings = {
  site_name: 'Harbour Aid',
  site_tagline: 'Shelter and safety on every shore',
  contact_email: 'hello@harbouraid.org.uk',
  contact_phone: '+44 161 496 0000',
  social_links: {
    facebook: 'https://facebook.com/harbouraid',
    twitter: null,
    instagram: 'https://instagram.com/harbouraid',
    linkedin: null,
  },
  theme_colors: { primary: '#1F4E9C', secondary: '#F2A900', accent: '#7B2D8E' },
} as const;

/** The site_settings rows with the saved values in place of the seeded ones. */
export function savedSettingRows(): SiteSettingRow[] {
  return fixtureSettingRows.map((row) => {
    const key = row.setting_key as keyof typeof savedSettings;
    return key in savedSettings ? { ...row, setting_value: savedSettings[key] } : row;
  });
}

/** MSW: the backend answers the public settings read with the saved settings. */
export function withSavedSettings(msw: SetupWorker) {
  msw.use(...scenarios.settings.populated(savedSettingRows()));
}

/** MSW: the backend cannot be reached; the site keeps content's defaults. */
export function backendUnreachable(msw: SetupWorker) {
  msw.use(...scenarios.settings.networkError());
}
