import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'weekends', label: 'Weekends only' },
  { value: 'weekdays', label: 'Weekdays only' },
  { value: 'flexible', label: 'Flexible schedule' },
];

describe('RadioGroup', () => {
  it('chooses one option by click', async () => {
    const onChange = vi.fn();
    render(<RadioGroup label="Availability" options={options} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Weekdays only' }));
    expect(onChange).toHaveBeenLastCalledWith('weekdays');
  });

  it('moves the choice with the arrow keys', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        label="Availability"
        options={options}
        defaultValue="weekends"
        onChange={onChange}
      />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('weekdays');
    expect(screen.getByRole('radio', { name: 'Weekdays only' })).toHaveFocus();
  });

  it('treats an empty value as nothing chosen', () => {
    render(<RadioGroup label="Availability" options={options} value="" />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('when invalid, says why on the group', () => {
    render(
      <RadioGroup label="Availability" options={options} errorMessage="Select your availability" />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Availability' })).toHaveAccessibleDescription(
      'Error: Select your availability',
    );
  });
});
