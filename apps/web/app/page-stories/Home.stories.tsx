import { mailingList } from '@charitykit/content';
import { scenarios } from '@charitykit/data/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PublicSite } from './PublicSite';
import {
  backendUnreachable,
  renderPage,
  savedSettingRows,
  savedSettings,
  withSavedSettings,
} from './story-helpers';

/** The home page (`/`), from the route module the site renders. */
const meta = {
  title: 'Pages/Home',
  component: PublicSite,
  tags: ['page'],
  parameters: { page: true },
  args: { path: '/' },
  render: renderPage,
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Where the server cannot send e-mail (the static export, a site without SMTP), Stay Connected's
 * Subscribe leads to /subscribe, which says how to ask instead (issue 37).
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Hope Relief UK: Bringing Hope to Those in Need',
      }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Our Impact Programs' })).toBeVisible();
    const card = within(canvas.getByRole('article', { name: 'Stay Connected' }));
    await expect(card.getByRole('link', { name: mailingList.submit })).toHaveAttribute(
      'href',
      mailingList.path,
    );
    await expect(card.queryByRole('textbox')).toBeNull();
  },
};

/**
 * The Stay Connected card, scrolled to: its form's code loads as the card nears the screen (the
 * server's HTML has the form from the start).
 */
async function signUpCard(canvas: ReturnType<typeof within>) {
  const article = await canvas.findByRole('article', { name: 'Stay Connected' });
  article.scrollIntoView();
  const card = within(article);
  await card.findByRole('button', { name: mailingList.submit }, { timeout: 10_000 });
  return card;
}

/** Issue 37: the site server can send the confirmation e-mail, so the card holds the sign-up. */
const signUpOffered = { loaderData: { 'routes/home': { signUpAvailable: true } } };

/** The sign-up in the Stay Connected card: e-mail, first name, the consent wording, privacy. */
export const SignUpInCard: Story = {
  args: signUpOffered,
  play: async ({ canvas }) => {
    const card = await signUpCard(canvas);
    await expect(
      card.getByRole('textbox', { name: new RegExp(mailingList.emailLabel) }),
    ).toBeVisible();
    await expect(card.getByRole('textbox', { name: mailingList.firstNameLabel })).toBeVisible();
    await expect(card.getByText(mailingList.consentText, { exact: false })).toBeVisible();
    await expect(card.getByRole('link', { name: mailingList.privacyLink })).toHaveAttribute(
      'href',
      mailingList.privacyHref,
    );
    await expect(card.getByRole('button', { name: mailingList.submit })).toBeVisible();
    await expect(card.queryByRole('link', { name: mailingList.submit })).toBeNull();
  },
};

/** A bad address: the post's answer is /subscribe's form with the message and its summary. */
export const SignUpInCardInvalid: Story = {
  args: signUpOffered,
  play: async ({ canvas }) => {
    const card = await signUpCard(canvas);
    await userEvent.type(
      card.getByRole('textbox', { name: new RegExp(mailingList.emailLabel) }),
      'not-an-address',
    );
    await userEvent.click(card.getByRole('button', { name: mailingList.submit }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: mailingList.title }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByText(mailingList.invalidEmail).length).toBeGreaterThan(0),
    );
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(mailingList.emailLabel) }),
    ).toHaveValue('not-an-address');
  },
};

/** Signed up from the card: /subscribe/sent says "check your email", announced as a status. */
export const SignUpInCardSent: Story = {
  args: signUpOffered,
  play: async ({ canvas }) => {
    const card = await signUpCard(canvas);
    await userEvent.type(
      card.getByRole('textbox', { name: new RegExp(mailingList.emailLabel) }),
      'amina@example.org',
    );
    await userEvent.type(card.getByRole('textbox', { name: mailingList.firstNameLabel }), 'Amina');
    await userEvent.click(card.getByRole('button', { name: mailingList.submit }));
    const status = await canvas.findByRole('status', {}, { timeout: 10_000 });
    await expect(status).toHaveTextContent(mailingList.sent.message);
    await waitFor(() => expect(status).toHaveFocus());
  },
};

/** The name, contact details, social links and colours staff saved, read from the backend. */
export const LiveSettings: Story = {
  args: { settings: 'live' },
  beforeEach: ({ msw }) => withSavedSettings(msw),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-settings]')).toHaveAttribute(
        'data-settings',
        'backend',
      ),
    );
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: `${savedSettings.site_name}: Bringing Hope to Those in Need`,
      }),
    ).toBeInTheDocument();
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByText(savedSettings.contact_email)).toBeVisible();
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      savedSettings.social_links.instagram,
    );
    await expect(footer.queryByRole('link', { name: /LinkedIn/ })).toBeNull();
  },
};

/** The backend cannot be reached: the page keeps content's defaults and shows no error. */
export const BackendUnreachable: Story = {
  args: { settings: 'live' },
  beforeEach: ({ msw }) => backendUnreachable(msw),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-settings]')).toHaveAttribute(
        'data-settings',
        'defaults',
      ),
    );
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Hope Relief UK: Bringing Hope to Those in Need',
      }),
    ).toBeInTheDocument();
  },
};

/**
 * Issue 37: staff pointed Impact Reports at a published page and Careers at an address; Fundraise
 * is left as the spec's plain text.
 */
export const FooterLinksPointed: Story = {
  args: { settings: 'live' },
  beforeEach: ({ msw }) => {
    msw.use(
      ...scenarios.settings.populated(
        savedSettingRows().map((row) =>
          row.setting_key === 'footer_links'
            ? {
                ...row,
                setting_value: {
                  impact_reports: '/annual-report',
                  careers: 'https://jobs.example.org/harbour-aid',
                  fundraise: null,
                },
              }
            : row,
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const footer = within(canvas.getByRole('contentinfo'));
    await waitFor(() =>
      expect(footer.getByRole('link', { name: 'Impact Reports' })).toHaveAttribute(
        'href',
        '/annual-report',
      ),
    );
    await expect(footer.getByRole('link', { name: 'Careers' })).toHaveAttribute(
      'href',
      'https://jobs.example.org/harbour-aid',
    );
    await expect(footer.queryByRole('link', { name: 'Fundraise' })).toBeNull();
    await expect(footer.getByText('Fundraise')).toBeVisible();
  },
};
