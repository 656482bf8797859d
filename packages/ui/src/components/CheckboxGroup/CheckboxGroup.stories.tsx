import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const skills = [
  'Teaching/Education',
  'Healthcare/Medical',
  'Engineering/Technical',
  'Marketing/Communications',
  'Finance/Accounting',
  'Project Management',
].map((skill) => ({ value: skill, label: skill }));

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  args: { label: 'Skills', description: 'Select all that apply.', options: skills, onChange: fn() },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Project Management' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Project Management']);
  },
};

/** Keyboard: Tab reaches each box in turn and Space toggles it on and off. */
export const ToggledBySpace: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const first = canvas.getByRole('checkbox', { name: 'Teaching/Education' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Healthcare/Medical' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'Teaching/Education',
      'Healthcare/Medical',
    ]);
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Healthcare/Medical' })).not.toBeChecked();
  },
};

export const Columns: Story = { args: { columns: true } };
export const Preselected: Story = { args: { defaultValue: ['Finance/Accounting'] } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = { args: { errorMessage: 'Please select at least one skill' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['Healthcare/Medical'] } };
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

/** Boxes written as `<Checkbox value>` children instead of `options`; they share the group's list. */
export const CheckboxChildren: Story = {
  args: {
    label: 'How may we contact you?',
    description: undefined,
    options: undefined,
    name: 'contact-by',
    children: [
      <Checkbox key="email" value="email">
        By email
      </Checkbox>,
      <Checkbox key="post" value="post">
        By post
      </Checkbox>,
      <Checkbox key="phone" value="phone">
        By phone
      </Checkbox>,
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'How may we contact you?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'By post' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'By phone' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['post', 'phone']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'By post' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['phone']);
  },
};
