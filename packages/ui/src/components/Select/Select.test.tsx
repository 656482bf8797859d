import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './Select.stories';

const { Default, Invalid } = composeStories(stories);

describe('Select', () => {
  it('when an option is chosen, then its value is reported', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Availability' }),
      'Weekdays only',
    );
    expect(onChange).toHaveBeenCalledWith('weekdays');
  });

  it('given a placeholder, then an empty first choice shows it', () => {
    render(<Default />);
    expect(screen.getByRole('combobox')).toHaveDisplayValue('Select availability');
  });

  it('given a hint and an error, then the select is invalid and reads both', () => {
    render(<Invalid description="You can change this later." />);
    const select = screen.getByRole('combobox', { name: 'Availability' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(
      'You can change this later. Error: Select your availability',
    );
  });
});
