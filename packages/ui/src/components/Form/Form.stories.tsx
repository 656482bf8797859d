import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from '../CheckboxGroup';
import { DateField } from '../DateField';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { Form, FormField, useZodForm } from '.';
import { answerEverything } from './exampleAnswers';

// A local schema standing in for @charitykit/content's: the pattern is what is on show here.
const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
  subject: z.string(),
  dateOfBirth: z.string().min(1, 'Enter your date of birth'),
  availability: z.string().min(1, 'Select your availability'),
  country: z.string().min(1, 'Select your country'),
  skills: z.array(z.string()).min(1, 'Please select at least one skill'),
  message: z.string().trim().min(10, 'Message must be at least 10 characters'),
  agreeTerms: z.boolean().refine(Boolean, 'You must agree to the terms'),
});
type Values = z.input<typeof schema>;

const empty: Values = {
  name: '',
  email: '',
  subject: '',
  dateOfBirth: '',
  availability: '',
  country: '',
  skills: [],
  message: '',
  agreeTerms: false,
};

const sanitise = (text: string) => text.replace(/[<>]/g, '').slice(0, 1000);

function ExampleForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: empty });
  return (
    <Form
      form={form}
      aria-label="Volunteer application"
      onSubmit={(values) => {
        onSubmit(values);
        form.reset(empty);
      }}
    >
      <FormField control={form.control} name="name">
        {(field) => (
          <TextField
            label="Full name"
            isRequired
            autoComplete="name"
            {...field}
            onChange={(v) => field.onChange(sanitise(v))}
          />
        )}
      </FormField>
      <FormField control={form.control} name="email">
        {(field) => (
          <TextField label="Email" type="email" isRequired autoComplete="email" {...field} />
        )}
      </FormField>
      <FormField control={form.control} name="subject">
        {(field) => <TextField label="Subject (optional)" {...field} />}
      </FormField>
      <FormField control={form.control} name="dateOfBirth">
        {(field) => <DateField label="Date of birth" isRequired {...field} />}
      </FormField>
      <FormField control={form.control} name="availability">
        {(field) => (
          <RadioGroup
            label="Availability"
            isRequired
            options={[
              { value: 'weekends', label: 'Weekends only' },
              { value: 'weekdays', label: 'Weekdays only' },
            ]}
            {...field}
          />
        )}
      </FormField>
      <FormField control={form.control} name="country">
        {(field) => (
          <Select
            label="Country"
            isRequired
            placeholder="Select a country"
            options={[
              { value: 'GB', label: 'United Kingdom' },
              { value: 'IE', label: 'Ireland' },
            ]}
            {...field}
          />
        )}
      </FormField>
      <FormField control={form.control} name="skills">
        {(field) => (
          <CheckboxGroup
            label="Skills"
            isRequired
            options={['Fundraising', 'Social Media', 'Event Planning'].map((s) => ({
              value: s,
              label: s,
            }))}
            {...field}
          />
        )}
      </FormField>
      <FormField control={form.control} name="message">
        {(field) => (
          <TextArea label="Why do you want to volunteer?" isRequired rows={4} {...field} />
        )}
      </FormField>
      <FormField control={form.control} name="agreeTerms">
        {({ value, ...field }) => (
          <Checkbox {...field} isSelected={value} isRequired>
            I agree to the terms and conditions
          </Checkbox>
        )}
      </FormField>
      <div>
        <Button type="submit">Submit Application</Button>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form (useZodForm + FormField)',
  component: ExampleForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A failed submit: the summary takes focus, lists errors in page order, links move focus. */
export const FailedSubmit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = canvas.getAllByRole('link').map((link) => link.textContent);
    await expect(links).toEqual([
      'Name is required',
      'Please enter a valid email address',
      'Enter your date of birth',
      'Select your availability',
      'Select your country',
      'Please select at least one skill',
      'Message must be at least 10 characters',
      'You must agree to the terms',
    ]);
    await userEvent.click(canvas.getByRole('link', { name: 'Select your availability' }));
    await expect(canvas.getByRole('radio', { name: 'Weekends only' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your date of birth' }));
    await expect(canvas.getByRole('spinbutton', { name: /^day/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Please enter a valid email address' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Typing in a field clears that field's error (and its summary entry) straight away. */
export const TypingClearsError: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, 'Amina');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('link', { name: 'Name is required' })).not.toBeInTheDocument();
  },
};

export const SuccessfulSubmit: Story = {
  play: async ({ args, canvas }) => {
    await answerEverything(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Amina Yusuf',
        email: 'amina@example.org',
        subject: '',
        dateOfBirth: '1990-03-07',
        availability: 'weekdays',
        country: 'IE',
        skills: ['Social Media'],
        message: 'I want to help out.',
        agreeTerms: true,
      }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  },
};

const contactSchema = z.object({ name: z.string().trim().min(1, 'Name is required') });

/** While the submit handler runs the button is busy (disabled, "Submitting Application..."). */
const slowSubmitted = fn();

function SlowForm() {
  const form = useZodForm(contactSchema, { defaultValues: { name: 'Amina' } });
  return (
    <Form
      form={form}
      aria-label="Slow form"
      onSubmit={async (values) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        slowSubmitted(values);
      }}
    >
      <FormField control={form.control} name="name">
        {(field) => <TextField label="Full name" {...field} />}
      </FormField>
      <div>
        <Button
          type="submit"
          busy={form.formState.isSubmitting}
          busyLabel="Submitting Application..."
        >
          Submit Application
        </Button>
      </div>
    </Form>
  );
}

export const Submitting: Story = {
  render: () => <SlowForm />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
    const busy = await canvas.findByRole('button', { name: 'Submitting Application...' });
    await expect(busy).toBeDisabled();
    await waitFor(() => expect(slowSubmitted).toHaveBeenCalledWith({ name: 'Amina' }));
    await expect(canvas.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  },
};
