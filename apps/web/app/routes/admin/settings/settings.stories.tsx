import { fixtureSettingRows, scenarios, supabaseHandlers } from '@charitykit/data/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type AdminStory, adminScreen, given, page } from '../stories/AdminStory';

/**
 * How long a play function waits for an answer from the mocked backend: sized for a loaded
 * 2-core machine, where a request through the MSW worker can take seconds (the default is 1 s).
 */
const NETWORK_WAIT = { timeout: 10_000 };

const meta = {
  title: 'Admin/Settings',
  ...adminScreen('/admin/settings'),
  beforeEach({ msw }) {
    msw.use(...supabaseHandlers());
  },
} satisfies Meta<typeof AdminStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = async (id: string) => {
  await page().findByRole('heading', { name: 'Site Information' });
  const element = document.getElementById(id);
  if (!element) throw new Error(`no form ${id}`);
  return within(element);
};

export const Populated: Story = {
  play: async () => {
    const info = await form('site-information');
    await expect(info.getByRole('textbox', { name: /Site Name/ })).not.toHaveValue('');
  },
};

export const Empty: Story = {
  ...given(scenarios.settings.empty),
  play: async () => {
    // No rows: the forms start from the charity's defaults.
    const theme = await form('theme-colors');
    await expect(theme.getByRole('textbox', { name: /Primary Color/ })).toHaveValue('#2A9F8E');
  },
};

export const Loading: Story = {
  ...given(scenarios.settings.loading),
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page().queryByRole('heading', { name: 'Site Information' })).toBeNull();
  },
};

export const LoadError: Story = {
  ...given(() => scenarios.settings.error('permission denied for table site_settings')),
  play: async () => {
    await expect(await page().findByText('The settings could not be loaded.')).toBeVisible();
  },
};

export const SaveSuccess: Story = {
  play: async () => {
    const info = await form('site-information');
    await userEvent.click(info.getByRole('button', { name: 'Save Changes' }));
    await expect(await page().findByText('Settings updated successfully')).toBeInTheDocument();
  },
};

export const SaveRefused: Story = {
  ...given(() => [
    ...scenarios.saveSettings.error(
      'new row violates row-level security policy for table "site_settings"',
      {
        status: 403,
        code: '42501',
      },
    ),
  ]),
  play: async () => {
    const social = await form('social-media');
    await userEvent.click(social.getByRole('button', { name: 'Save Changes' }));
    await expect(
      await page().findByText(
        'Failed to update settings: new row violates row-level security policy for table "site_settings"',
      ),
    ).toBeInTheDocument();
  },
};

export const UnsafeLinkRefused: Story = {
  play: async () => {
    const social = await form('social-media');
    await userEvent.type(
      social.getByRole('textbox', { name: /Facebook URL/ }),
      'javascript:alert(1)',
    );
    await userEvent.click(social.getByRole('button', { name: 'Save Changes' }));
    await expect(
      (
        await social.findAllByText(
          'Please enter a full web address starting with http:// or https://',
        )
      )[0],
    ).toBeVisible();
  },
};

export const ContrastWarning: Story = {
  play: async () => {
    const theme = await form('theme-colors');
    const secondary = theme.getByRole('textbox', { name: /Secondary Color/ });
    await userEvent.clear(secondary);
    await userEvent.type(secondary, '#777777');
    await expect(
      await page().findByText(/^Secondary Color: no text colour reaches the WCAG AA contrast/),
    ).toBeVisible();
  },
};

const sharedImage = 'https://cdn.example.org/media/share.jpg';

/** Saved: an organisation name, a registration number and a default share image. */
export const LinkPreviewSettings: Story = {
  ...given(() =>
    scenarios.settings.populated(
      fixtureSettingRows.map((row) => {
        const saved: Record<string, string> = {
          organisation_name: 'Hope Relief UK Ltd',
          registration_number: '1234567',
          share_image: sharedImage,
        };
        const value = saved[row.setting_key];
        return value === undefined ? row : { ...row, setting_value: value };
      }),
    ),
  ),
  play: async () => {
    const info = await form('site-information');
    await expect(info.getByRole('textbox', { name: /Organisation Name/ })).toHaveValue(
      'Hope Relief UK Ltd',
    );
    await expect(info.getByRole('textbox', { name: /Charity Registration Number/ })).toHaveValue(
      '1234567',
    );
    await expect(info.getByRole('textbox', { name: /Default Share Image/ })).toHaveValue(
      sharedImage,
    );
  },
};

/** Choosing the default share image from the media library, then saving. */
export const ShareImageFromLibrary: Story = {
  ...given(() => scenarios.media.populated()),
  play: async () => {
    const info = await form('site-information');
    await userEvent.click(info.getByRole('button', { name: 'Choose from Media Library' }));
    const dialog = await page().findByRole(
      'dialog',
      { name: 'Choose an image' },
      { timeout: 8000 },
    );
    const choice = await within(dialog).findByRole(
      'button',
      { name: /water-point-opening\.jpg/ },
      NETWORK_WAIT,
    );
    await waitFor(() => expect(choice).toBeVisible(), NETWORK_WAIT);
    await userEvent.click(choice);
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    const field = info.getByRole('textbox', { name: /Default Share Image/ });
    await expect((field as HTMLInputElement).value).toContain(
      '/storage/v1/object/public/media/uploads/',
    );
    // Back on the button that opened the picker, for keyboard users.
    await waitFor(() =>
      expect(info.getByRole('button', { name: 'Choose from Media Library' })).toHaveFocus(),
    );
    await userEvent.click(info.getByRole('button', { name: 'Save Changes' }));
    await expect(await page().findByText('Settings updated successfully')).toBeInTheDocument();
  },
};

export const RegistrationNumberRefused: Story = {
  play: async () => {
    const info = await form('site-information');
    const number = info.getByRole('textbox', { name: /Charity Registration Number/ });
    await userEvent.clear(number);
    await userEvent.type(number, 'SC-012 345');
    await userEvent.click(info.getByRole('button', { name: 'Save Changes' }));
    await expect(
      (
        await info.findAllByText(
          'Please enter the registration number as letters and digits only, for example 1234567 or SC012345',
        )
      )[0],
    ).toBeVisible();
  },
};

/**
 * Issue 24: the retention period (24 months by default) and the donation page; a bad address or
 * period is refused, good ones are saved as two settings.
 */
export const SubmissionsAndDonations: Story = {
  play: async () => {
    await page().findByRole('heading', { name: 'Submissions & Donations' }, { timeout: 10_000 });
    const section = await form('submissions-donations');
    const months = section.getByRole('spinbutton', { name: /Keep Submissions For/ });
    await expect(months).toHaveValue(24);
    const donation = section.getByRole('textbox', { name: /Donation Page/ });
    await userEvent.type(donation, 'justgiving.com/hope');
    await userEvent.clear(months);
    await userEvent.type(months, '0');
    await userEvent.click(section.getByRole('button', { name: 'Save Changes' }));
    await expect(
      await section.findAllByText(
        'Please enter a full web address starting with http:// or https://',
      ),
    ).not.toHaveLength(0);
    await expect(
      section.getAllByText('Please enter a whole number of months from 1 to 120'),
    ).not.toHaveLength(0);
    await userEvent.clear(donation);
    await userEvent.type(donation, 'https://www.justgiving.com/hope-relief');
    await userEvent.clear(months);
    await userEvent.type(months, '12');
    await userEvent.click(section.getByRole('button', { name: 'Save Changes' }));
    await expect(await page().findByText('Settings updated successfully')).toBeInTheDocument();
  },
};

const footerLinkMessage =
  'Please enter a web address starting with https://, or a page on this site starting with /';

/** Issue 37: the footer links as saved: a published page, an address, and one left as text. */
export const FooterLinksSet: Story = {
  ...given(() =>
    scenarios.settings.populated(
      fixtureSettingRows.map((row) =>
        row.setting_key === 'footer_links'
          ? {
              ...row,
              setting_value: {
                impact_reports: '/annual-report',
                careers: 'https://jobs.example.org/hope-relief',
                fundraise: null,
              },
            }
          : row,
      ),
    ),
  ),
  play: async () => {
    await page().findByRole('heading', { name: 'Footer Links' }, { timeout: 10_000 });
    const section = await form('footer-links');
    await expect(section.getByRole('textbox', { name: 'Impact Reports' })).toHaveValue(
      '/annual-report',
    );
    await expect(section.getByRole('textbox', { name: 'Careers' })).toHaveValue(
      'https://jobs.example.org/hope-relief',
    );
    await expect(section.getByRole('textbox', { name: 'Fundraise' })).toHaveValue('');
  },
};

/**
 * Issue 37: nothing set (the spec's plain text); a `javascript:` address, an http one and a
 * protocol-relative one are refused with the message, then a page's address and an https one
 * are saved.
 */
export const FooterLinksRefusedThenSaved: Story = {
  play: async () => {
    await page().findByRole('heading', { name: 'Footer Links' }, { timeout: 10_000 });
    const section = await form('footer-links');
    const impact = section.getByRole('textbox', { name: 'Impact Reports' });
    const careers = section.getByRole('textbox', { name: 'Careers' });
    const fundraise = section.getByRole('textbox', { name: 'Fundraise' });
    for (const field of [impact, careers, fundraise]) await expect(field).toHaveValue('');
    await userEvent.type(impact, 'javascript:alert(1)');
    await userEvent.type(careers, 'http://jobs.example.org');
    await userEvent.type(fundraise, '//evil.example');
    await userEvent.click(section.getByRole('button', { name: 'Save Changes' }));
    // Each field says why, and so does the summary.
    await waitFor(() => expect(section.getAllByText(footerLinkMessage).length).toBeGreaterThan(2));
    await expect(impact).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(impact);
    await userEvent.type(impact, '/annual-report');
    await userEvent.clear(careers);
    await userEvent.type(careers, 'https://jobs.example.org');
    await userEvent.clear(fundraise);
    await userEvent.click(section.getByRole('button', { name: 'Save Changes' }));
    await expect(await page().findByText('Settings updated successfully')).toBeInTheDocument();
  },
};
