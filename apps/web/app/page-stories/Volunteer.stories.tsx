import { messages, validationMessages, volunteerPage } from '@charitykit/content';
import { scenarios } from '@charitykit/data/msw';
import { toast } from '@charitykit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { PublicSite } from './PublicSite';
import { renderPage } from './story-helpers';

/** The volunteer application (`/volunteer`): hero statistics and the five-section form. */
const meta = {
  title: 'Pages/Volunteer',
  component: PublicSite,
  tags: ['page'],
  parameters: { page: true },
  args: { path: '/volunteer' },
  render: renderPage,
  // Toasts live in one store; a story starts with none left over from the last.
  beforeEach: () => toast.clear(),
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

const notifications = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Notifications' }));

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      volunteerPage.hero.title,
    );
    for (const title of volunteerPage.sectionTitles) {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    }
  },
};

/** Submit Application with nothing filled in: the first check's toast, in the spec's words. */
export const FormError: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(
        notifications(canvasElement).getByText(validationMessages.volunteer.fullName),
      ).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  },
};

type Canvas = ReturnType<typeof within>;

async function fillAndSubmit(canvas: Canvas) {
  // Pasted rather than typed key by key: the same change events, a fraction of the time.
  for (const [name, text] of [
    ['First Name', 'Amina'],
    ['Last Name', 'Yusuf'],
    ['Email Address', 'amina@example.org'],
    ['Phone Number', '07700 900123'],
  ]) {
    await userEvent.click(canvas.getByRole('textbox', { name }));
    await userEvent.paste(text);
  }
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Fundraising' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Education' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /agree to the terms/ }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /background check/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
}

/**
 * A complete application: Submitting Application... while it is stored for staff (issue 24:
 * the wait is the real request), then the success toast and a reset form.
 */
export const Submitted: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.submitVolunteer.populated());
  },
  play: async ({ canvas, canvasElement }) => {
    const log = spyOn(console, 'log');
    await fillAndSubmit(canvas);
    await waitFor(
      () =>
        expect(notifications(canvasElement).getByText(messages.volunteerSubmitted)).toBeVisible(),
      { timeout: 15_000 },
    );
    await expect(log).toHaveBeenCalledWith(
      'Volunteer application submitted:',
      expect.objectContaining({ firstName: 'Amina', skills: ['Fundraising'] }),
    );
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  },
};

/** While the application is on its way: the busy, disabled button. */
export const Submitting: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.submitVolunteer.loading());
  },
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas);
    await expect(
      await canvas.findByRole('button', { name: 'Submitting Application...' }),
    ).toBeDisabled();
  },
};

/** The backend refuses or cannot be reached: the error toast, and nothing typed is lost. */
export const SubmitFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.submitVolunteer.networkError());
  },
  play: async ({ canvas, canvasElement }) => {
    await fillAndSubmit(canvas);
    await waitFor(
      () => expect(notifications(canvasElement).getByText(messages.volunteerFailed)).toBeVisible(),
      { timeout: 15_000 },
    );
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Amina');
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('07700 900123');
    await expect(canvas.getByRole('checkbox', { name: 'Fundraising' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /agree to the terms/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  },
};

// Issue 34: the page as the site server renders it after the application was posted without
// JavaScript (or before the page's script ran): what the route's action answered
// (`actionData`), or the sent page a stored application is redirected to. The server's HTML also
// focuses the summary or the message as the page loads (tests/e2e/public/forms-without-js.spec.ts).

const posted = {
  firstName: 'Amina',
  lastName: '',
  email: 'amina@example.org',
  phone: '',
  address: '',
  city: 'Leeds',
  country: '',
  dateOfBirth: '',
  occupation: '',
  skills: ['Fundraising'],
  interests: [],
  availability: '',
  experience: '',
  motivation: '',
  references: '',
  emergencyContact: '',
  emergencyPhone: '',
  agreeTerms: false,
  agreeBackground: true,
};

/** Posted with mistakes: the toasts' messages all at once, in a summary at the top of the form. */
export const PostedWithErrors: Story = {
  args: {
    actionData: {
      'routes/volunteer': {
        status: 'invalid',
        values: posted,
        errors: {
          lastName: validationMessages.volunteer.fullName,
          phone: validationMessages.volunteer.phone,
          interests: validationMessages.volunteer.interests,
          agreeTerms: validationMessages.volunteer.agreements,
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      validationMessages.volunteer.fullName,
      validationMessages.volunteer.phone,
      validationMessages.volunteer.interests,
      validationMessages.volunteer.agreements,
    ]);
    const firstName = canvas.getByRole('textbox', { name: 'First Name' });
    // At the top of the form, where the page that shows it is read from.
    await expect(
      summary.compareDocumentPosition(firstName) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(firstName).toHaveValue('Amina');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Leeds');
    await expect(canvas.getByRole('checkbox', { name: 'Fundraising' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /background check/ })).toBeChecked();
  },
};

/** Posted while the backend was down: the spec's failure message, every value kept. */
export const PostedBackendDown: Story = {
  args: {
    actionData: {
      'routes/volunteer': {
        status: 'failed',
        values: { ...posted, lastName: 'Yusuf', phone: '07700 900123', interests: ['Education'] },
        message: messages.volunteerFailed,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.volunteerFailed)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('07700 900123');
    await expect(canvas.getByRole('checkbox', { name: 'Education' })).toBeChecked();
  },
};

/** Stored: the browser lands on /volunteer/sent, the page with the spec's success message. */
export const SentWithoutJavaScript: Story = {
  args: { path: volunteerPage.sent.path },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      volunteerPage.hero.title,
    );
    await expect(canvas.getByText(volunteerPage.sent.message)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  },
};
