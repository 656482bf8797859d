import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ContactForm } from './ContactForm';

const meta = {
  title: 'Composites/Forms/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  Name: 'Amina Yusuf',
  Email: 'amina@example.org',
  Subject: 'Volunteering at weekends',
  Message: 'I would like to help at your London food bank on Saturdays.',
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('maxLength', '50');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'maxLength',
      '100',
    );
    await expect(canvas.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
  },
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    for (const [label, text] of Object.entries(filled)) {
      await userEvent.type(canvas.getByRole('textbox', { name: label }), text);
    }
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(filled.Message);
  },
};

/** Sent empty: every field says it is required and the summary takes focus. */
export const RequiredErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Error: Name is required',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Subject is required' }));
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Too short or malformed: the length and shape messages. */
export const LengthAndShapeErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'A');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'amina@example');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Hi');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Thanks');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Name must be between 2 and 50 characters',
      'Please enter a valid email address',
      'Subject must be between 5 and 100 characters',
      'Message must be between 10 and 1000 characters',
    ]);
  },
};

export const TypingClearsFieldError: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, 'Amina');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('link', { name: 'Name is required' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Decision 3: < and > vanish as typed; spaces stay until the person leaves the field. */
export const SanitisedAsTyped: Story = {
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' <b>Amina</b> Yusuf ');
    await expect(name).toHaveValue(' bAmina/b Yusuf ');
    await userEvent.tab();
    await expect(name).toHaveValue('bAmina/b Yusuf');
  },
};

export const ValidSubmit: Story = {
  args: { successMessage: 'Thank you for your message. We reply within 24 hours.' },
  play: async ({ args, canvas }) => {
    for (const [label, text] of Object.entries(filled)) {
      await userEvent.type(canvas.getByRole('textbox', { name: label }), text);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: filled.Name,
      email: filled.Email,
      subject: filled.Subject,
      message: filled.Message,
    });
    for (const label of Object.keys(filled)) {
      await expect(canvas.getByRole('textbox', { name: label })).toHaveValue('');
    }
    await expect(canvas.getByRole('status')).toHaveTextContent('We reply within 24 hours.');
  },
};

/** A slow handler (an app that later sends the message somewhere): the button says so. */
export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))) },
  play: async ({ args, canvas }) => {
    for (const [label, text] of Object.entries(filled)) {
      await userEvent.type(canvas.getByRole('textbox', { name: label }), text);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const NarrowViewport: Story = {
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await canvas.findByRole('alert', { name: 'There is a problem' });
    const form = canvasElement.querySelector('form');
    await expect(form?.scrollWidth).toBeLessThanOrEqual(form?.clientWidth ?? 0);
  },
};

// Issue 34: what the server answered a post of the form with (JavaScript off, or the submit
// pressed before the page's script ran). The server's HTML focuses the summary or message as
// the page loads; these stories show the same state rendered, and that the form works on.

/** The server's checks failed: every value kept, each message inline and in the summary. */
export const PostedInvalid: Story = {
  args: {
    action: '/contact',
    postResult: {
      status: 'invalid',
      values: { name: 'A', email: 'amina at example.org', subject: '', message: filled.Message },
      errors: {
        name: 'Name must be between 2 and 50 characters',
        email: 'Please enter a valid email address',
        subject: 'Subject is required',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Name must be between 2 and 50 characters',
      'Please enter a valid email address',
      'Subject is required',
    ]);
    // Rendered with `autofocus` for the page load, not focused by script.
    await expect(summary).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'amina at example.org',
    );
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(filled.Message);
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(
      'Error: Subject is required',
    );
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/contact');
    // Typing clears that field's message, as after a failed submit in the browser.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Volunteering');
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription('');
  },
};

/** The server could not store it (the backend was down): every value, and why. */
export const PostedNotStored: Story = {
  args: {
    postResult: {
      status: 'failed',
      values: {
        name: filled.Name,
        email: filled.Email,
        subject: filled.Subject,
        message: filled.Message,
      },
      message:
        'Your message could not be sent. Please try again in a few minutes; what you typed is still here.',
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('what you typed is still here');
    for (const [label, text] of Object.entries(filled)) {
      await expect(canvas.getByRole('textbox', { name: label })).toHaveValue(text);
    }
    // Sending again from here works as any submit does.
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
  },
};

/** The server stored it and sent the browser to the thanks: an empty form and the message. */
export const PostedSent: Story = {
  args: {
    postResult: { status: 'sent' },
    successMessage: 'Thank you! Your message has been sent. We will reply within 24 hours.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('We will reply within 24 hours.');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    // It goes once the person starts another message.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'A');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};
