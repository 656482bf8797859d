import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './CheckboxGroup';

const options = [
  { value: 'Teaching/Education', label: 'Teaching/Education' },
  { value: 'Fundraising', label: 'Fundraising' },
];

describe('CheckboxGroup', () => {
  it('is a group named by its label', () => {
    render(<CheckboxGroup label="Skills" options={options} />);
    expect(screen.getByRole('group', { name: 'Skills' })).toBeInTheDocument();
  });

  it('reports the list of ticked values', async () => {
    const onChange = vi.fn();
    render(<CheckboxGroup label="Skills" options={options} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fundraising' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Teaching/Education' }));
    expect(onChange).toHaveBeenLastCalledWith(['Fundraising', 'Teaching/Education']);
  });

  it('toggles a box with Space', async () => {
    const onChange = vi.fn();
    render(<CheckboxGroup label="Skills" options={options} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['Teaching/Education']);
  });

  it('when invalid, shows the message once for the whole group', () => {
    render(
      <CheckboxGroup
        label="Skills"
        options={options}
        errorMessage="Please select at least one skill"
      />,
    );
    expect(screen.getAllByText('Please select at least one skill')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Skills' })).toHaveAccessibleDescription(
      'Error: Please select at least one skill',
    );
  });
});
