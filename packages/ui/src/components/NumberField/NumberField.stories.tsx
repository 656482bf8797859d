import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { NumberField, type NumberFieldProps } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Donation amount (£)', min: 1, max: 100000, step: 1, prefix: '£', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Donation amount (£)' }), '75');
    await expect(args.onChange).toHaveBeenLastCalledWith('75');
  },
};
export const WithoutPrefix: Story = { args: { prefix: undefined, label: 'Quantity' } };
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    // The asterisk is visual only; the input itself says it is required.
    await expect(canvas.getByRole('spinbutton', { name: 'Donation amount (£)' })).toBeRequired();
  },
};
export const Invalid: Story = {
  args: { value: '0', errorMessage: 'Please enter a valid amount between £1 and £100,000' },
};
export const Disabled: Story = { args: { isDisabled: true, value: 25 } };

function WithQuickAmounts(args: NumberFieldProps) {
  const [amount, setAmount] = useState<string | number>('');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <NumberField {...args} value={amount} onChange={setAmount} />
      <div style={{ display: 'flex', gap: 8 }}>
        {[25, 50, 100, 250].map((quick) => (
          <Button key={quick} variant="outline" size="small" onClick={() => setAmount(quick)}>
            £{quick}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** Quick-amount buttons set the amount from outside the field. */
export const QuickAmounts: Story = {
  render: (args) => <WithQuickAmounts {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '£100' }));
    await expect(canvas.getByRole('spinbutton')).toHaveValue(100);
  },
};
