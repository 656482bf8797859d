import {
  VOLUNTEER_INTERESTS,
  VOLUNTEER_SKILLS,
  volunteerAvailabilityOptions,
} from '@charitykit/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToastRegion } from '../../components/Toast';
import { toast } from '../../components/Toast/toastStore';
import { VolunteerForm } from './VolunteerForm';

type Canvas = ReturnType<typeof within>;

const success =
  'Thank you! Your volunteer application has been submitted successfully. We will contact you soon.';
const failure = 'Something went wrong. Please try again.';

const meta = {
  title: 'Composites/Forms/VolunteerForm',
  component: VolunteerForm,
  tags: ['autodocs'],
  args: {
    // This charity's lists from @charitykit/content; another charity passes its own.
    skillOptions: VOLUNTEER_SKILLS,
    interestOptions: VOLUNTEER_INTERESTS,
    availabilityOptions: volunteerAvailabilityOptions,
    onSubmit: fn(),
    // The spec's wait is 2 s; stories wait less so they stay quick.
    submitDelayMs: 400,
  },
  beforeEach: () => toast.clear(),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        {Story()}
        <ToastRegion />
      </div>
    ),
  ],
} satisfies Meta<typeof VolunteerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Notifications' }));
// Toasts fade in after the simulated wait; allow for a busy test machine.
const seeToast = (canvas: Canvas, message: string) =>
  waitFor(() => expect(toasts(canvas).getByText(message)).toBeVisible(), { timeout: 5000 });
const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: /Submit/ });

/** The six checks' inputs, in the spec's order; `fill(canvas, n)` satisfies the first n. */
const steps: ((canvas: Canvas) => Promise<void>)[] = [
  async (canvas) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Amina');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Yusuf');
  },
  (canvas) =>
    userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'amina@example.org'),
  (canvas) => userEvent.type(canvas.getByRole('textbox', { name: 'Phone Number' }), '07700 900123'),
  (canvas) => userEvent.click(canvas.getByRole('checkbox', { name: 'Fundraising' })),
  (canvas) => userEvent.click(canvas.getByRole('checkbox', { name: 'Education' })),
  async (canvas) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /agree to the terms/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /background check/ }));
  },
];

async function fill(canvas: Canvas, count = steps.length) {
  for (const step of steps.slice(0, count)) await step(canvas);
}

/** Submits with the first `passing` checks satisfied and proves the next one's message shows. */
function failsCheck(passing: number, message: string): Story {
  return {
    play: async ({ args, canvas }) => {
      await fill(canvas, passing);
      await userEvent.click(submitButton(canvas));
      await seeToast(canvas, message);
      const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
      await expect(submitButton(canvas)).toHaveTextContent('Submit Application');
      await expect(submitButton(canvas)).toBeEnabled();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    },
  };
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    for (const name of [
      'Personal Information',
      'Skills & Interests',
      'Experience & Motivation',
      'Emergency Contact',
      'Terms & Conditions',
    ]) {
      await expect(canvas.getByRole('heading', { name })).toBeVisible();
    }
    const skills = canvas.getByRole('group', { name: 'Skills' });
    await expect(within(skills).getAllByRole('checkbox')).toHaveLength(15);
    const interests = canvas.getByRole('group', { name: 'Areas of Interest' });
    await expect(within(interests).getAllByRole('checkbox')).toHaveLength(12);
    await expect(
      canvas.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Weekends only',
      'Weekdays only',
      'Flexible schedule',
      'Full-time availability',
      'Occasional/Event-based',
    ]);
    await expect(submitButton(canvas)).toHaveTextContent('Submit Application');
  },
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'London');
    await userEvent.click(canvas.getByRole('radio', { name: 'Weekends only' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Why do you want to volunteer with us?' }),
      'To help families near me.',
    );
    await expect(canvas.getByRole('radio', { name: 'Weekends only' })).toBeChecked();
  },
};

export const FullNameMissing = failsCheck(0, 'Please enter your full name');
export const EmailInvalid = failsCheck(1, 'Please enter a valid email address');
export const PhoneMissing = failsCheck(2, 'Please enter your phone number');
export const NoSkillChosen = failsCheck(3, 'Please select at least one skill');
export const NoInterestChosen = failsCheck(4, 'Please select at least one area of interest');
export const AgreementsUnticked = failsCheck(5, 'Please agree to all terms and conditions');

/** Fixing each problem in turn brings up the next check's toast, in the spec's order. */
export const ChecksRunInOrder: Story = {
  play: async ({ args, canvas }) => {
    const messages = [
      'Please enter your full name',
      'Please enter a valid email address',
      'Please enter your phone number',
      'Please select at least one skill',
      'Please select at least one area of interest',
      'Please agree to all terms and conditions',
    ];
    for (const [index, message] of messages.entries()) {
      await userEvent.click(submitButton(canvas));
      await seeToast(canvas, message);
      await steps[index]?.(canvas);
      // Fixing the field clears its message beside the button.
      await expect(canvas.queryByRole('link', { name: message })).toBeNull();
    }
    await userEvent.click(submitButton(canvas));
    await seeToast(canvas, success);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** While the (simulated) submit runs: disabled, and the label says so. */
export const Submitting: Story = {
  args: { submitDelayMs: 600_000 },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(submitButton(canvas));
    const button = canvas.getByRole('button', { name: 'Submitting Application...' });
    await expect(button).toBeDisabled();
  },
};

export const SuccessAndReset: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Flexible schedule' }));
    await userEvent.type(canvas.getByLabelText('Date of Birth'), '1990-05-17');
    await userEvent.click(submitButton(canvas));
    await expect(submitButton(canvas)).toHaveTextContent('Submitting Application...');
    await seeToast(canvas, success);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Amina',
        lastName: 'Yusuf',
        email: 'amina@example.org',
        phone: '07700 900123',
        skills: ['Fundraising'],
        interests: ['Education'],
        availability: 'flexible',
        dateOfBirth: '1990-05-17',
        agreeTerms: true,
        agreeBackground: true,
      }),
    );
    for (const name of ['First Name', 'Last Name', 'Email Address', 'Phone Number']) {
      await expect(canvas.getByRole('textbox', { name })).toHaveValue('');
    }
    await expect(canvas.getByLabelText('Date of Birth')).toHaveValue('');
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(submitButton(canvas)).toHaveTextContent('Submit Application');
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

/** The app's handler throws: the spec's failure toast, repeated beside the button. */
export const UnexpectedFailure: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('storage unavailable'))) },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(submitButton(canvas));
    await seeToast(canvas, failure);
    const form = canvas.getByRole('form', { name: 'Volunteer application' });
    await expect(within(form).getByText(failure)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Amina');
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

export const NarrowViewport: Story = {
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(submitButton(canvas));
    await seeToast(canvas, 'Please enter your full name');
    const form = canvasElement.querySelector('form');
    await expect(form?.scrollWidth).toBeLessThanOrEqual(form?.clientWidth ?? 0);
  },
};

// Issue 34: what the server answered a post of the form with (JavaScript off, or the submit
// pressed before the page's script ran). The server's HTML focuses the summary or message as
// the page loads; these stories show the same state rendered, and that the form works on.

const postedValues = {
  firstName: 'Amina',
  lastName: '',
  email: 'amina@example.org',
  phone: '',
  address: '',
  city: 'Leeds',
  country: '',
  dateOfBirth: '1990-04-01',
  occupation: '',
  skills: ['Fundraising'],
  interests: [],
  availability: 'weekends' as const,
  experience: '',
  motivation: '',
  references: '',
  emergencyContact: '',
  emergencyPhone: '',
  agreeTerms: false,
  agreeBackground: true,
};

/** Every failed check at once, at the top of the form, linked to its field; nothing lost. */
export const PostedInvalid: Story = {
  args: {
    action: '/volunteer',
    postResult: {
      status: 'invalid',
      values: postedValues,
      errors: {
        lastName: 'Please enter your full name',
        phone: 'Please enter your phone number',
        interests: 'Please select at least one area of interest',
        agreeTerms: 'Please agree to all terms and conditions',
      },
    },
  },
  play: async ({ args, canvas, canvasElement }) => {
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please enter your full name',
      'Please enter your phone number',
      'Please select at least one area of interest',
      'Please agree to all terms and conditions',
    ]);
    // At the top: before the first field.
    const firstName = canvas.getByRole('textbox', { name: 'First Name' });
    await expect(
      summary.compareDocumentPosition(firstName) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(firstName).toHaveValue('Amina');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Leeds');
    await expect(canvas.getByRole('checkbox', { name: 'Fundraising' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Weekends only' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /background check/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /agree to the terms/ })).not.toBeChecked();
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/volunteer');
    // With the page running, the rest is the browser's form: fixed and sent, it is handed over.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Yusuf');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone Number' }), '07700 900123');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Education' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /agree to the terms/ }));
    await userEvent.click(submitButton(canvas));
    await seeToast(canvas, success);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server could not store it: the spec's failure message, every value and box kept. */
export const PostedNotStored: Story = {
  args: {
    postResult: {
      status: 'failed',
      values: {
        ...postedValues,
        lastName: 'Yusuf',
        phone: '07700 900123',
        interests: ['Education'],
      },
      message: failure,
    },
  },
  play: async ({ canvas }) => {
    // The form's own alert line, not the toasts' region beside it.
    const form = within(canvas.getByRole('form'));
    await expect(form.getByRole('alert')).toHaveTextContent(failure);
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('07700 900123');
    await expect(canvas.getByRole('checkbox', { name: 'Education' })).toBeChecked();
    await expect(canvas.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
  },
};

/** The server stored it and sent the browser to the thanks: the spec's message, an empty form. */
export const PostedSent: Story = {
  args: { postResult: { status: 'sent' } },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form'));
    await expect(form.getByRole('status')).toHaveTextContent(success);
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'A');
    await expect(form.getByRole('status')).toHaveTextContent('');
  },
};
