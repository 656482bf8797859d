import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
];

describe('Select', () => {
  it('lets a person choose an option and reports its value', async () => {
    const onChange = vi.fn();
    render(<Select label="Status" options={options} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Published');
    expect(onChange).toHaveBeenCalledWith('published');
  });

  it('offers an empty choice when given a placeholder', () => {
    render(<Select label="Availability" options={options} placeholder="Select availability" />);
    expect(screen.getByRole('combobox')).toHaveDisplayValue('Select availability');
  });

  it('when invalid, is marked so and reads its hint and error', () => {
    render(
      <Select
        label="Status"
        description="New pages start as drafts."
        options={options}
        errorMessage="Choose a status"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('New pages start as drafts. Error: Choose a status');
  });
});
