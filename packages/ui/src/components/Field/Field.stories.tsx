import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldWrapper } from './Field';
import * as fieldStyles from './Field.css';
import type { FieldBaseProps } from './FieldBase';
import { NativeField } from './NativeField';

/**
 * A field of your own on a react-aria control, with the same label, hint, error and invalid
 * state as every charitykit field: `fieldWrapper` gives the root its props and the parts.
 */
function SlugField({
  onChange,
  ...props
}: FieldBaseProps & { onChange?: (value: string) => void }) {
  const field = fieldWrapper(props);
  return (
    <RACTextField {...field.rootProps} onChange={onChange}>
      {field.parts}
      <Input className={fieldStyles.input} spellCheck={false} />
    </RACTextField>
  );
}

/** The same anatomy on a native element: `NativeField` writes out the ids react-aria wires. */
function VolumeField(props: FieldBaseProps) {
  return (
    <NativeField {...props}>
      {(control) => <input {...control} type="range" min={0} max={10} defaultValue={5} />}
    </NativeField>
  );
}

const meta = {
  title: 'Forms/Field anatomy',
  component: SlugField,
  tags: ['autodocs'],
  args: { label: 'Slug', description: 'Used in the page address.', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof SlugField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CustomControl: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Slug' });
    await expect(input).toHaveAccessibleDescription('Used in the page address.');
    await userEvent.type(input, 'about-us');
    await expect(args.onChange).toHaveBeenLastCalledWith('about-us');
  },
};

export const CustomControlInvalid: Story = {
  args: { isRequired: true, errorMessage: 'Slug is required' },
  play: async ({ canvas }) => {
    // The asterisk is visual only: the name stays "Slug" and the input says it is required.
    const input = canvas.getByRole('textbox', { name: 'Slug' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Used in the page address. Error: Slug is required',
    );
  },
};

export const NativeControl: Story = {
  render: (args) => <VolumeField {...args} label="Volume" description="0 is silent." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Volume' })).toHaveAccessibleDescription(
      '0 is silent.',
    );
  },
};

export const NativeControlInvalid: Story = {
  render: (args) => (
    <VolumeField
      {...args}
      label="Volume"
      description={undefined}
      isRequired
      errorMessage="Choose a volume"
    />
  ),
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Volume' });
    await expect(slider).toHaveAttribute('aria-invalid', 'true');
    await expect(slider).toHaveAttribute('aria-required', 'true');
    await expect(slider).toHaveAccessibleDescription('Error: Choose a volume');
  },
};
