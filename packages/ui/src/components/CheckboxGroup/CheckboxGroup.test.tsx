import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from './CheckboxGroup';
import * as stories from './CheckboxGroup.stories';

const { CheckboxChildren, Default, Disabled, Invalid, Preselected, Required } =
  composeStories(stories);

describe('CheckboxGroup', () => {
  it('given options, then they form one group named by the label', () => {
    render(<Default />);
    expect(screen.getByRole('group', { name: 'Skills' })).toBeInTheDocument();
  });

  it('when boxes are ticked, then the group reports the list of ticked values', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Finance/Accounting' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Teaching/Education' }));
    expect(onChange).toHaveBeenLastCalledWith(['Finance/Accounting', 'Teaching/Education']);
  });

  it('when the first box is reached by Tab and Space is pressed, then it is ticked', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['Teaching/Education']);
  });

  it('given an error, then it is said once, for the whole group', () => {
    render(<Invalid />);
    expect(screen.getAllByText('Please select at least one skill')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Skills' })).toHaveAccessibleDescription(
      'Select all that apply. Error: Please select at least one skill',
    );
  });

  it('given no value from the form, then it starts from the default and keeps its own list', async () => {
    const onChange = fn();
    render(<Preselected onChange={onChange} />);
    const finance = screen.getByRole('checkbox', { name: 'Finance/Accounting' });
    expect(finance).toBeChecked();
    expect(finance.closest('label')).toHaveAttribute('data-selected', 'true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Project Management' }));
    expect(onChange).toHaveBeenLastCalledWith(['Finance/Accounting', 'Project Management']);
    await userEvent.click(finance);
    expect(finance).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(['Project Management']);
  });

  it('given a list from the form, then the boxes follow it and a click only asks for a change', async () => {
    const onChange = fn();
    const { rerender } = render(<Default value={['Healthcare/Medical']} onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: 'Healthcare/Medical' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Teaching/Education' }));
    expect(onChange).toHaveBeenLastCalledWith(['Healthcare/Medical', 'Teaching/Education']);
    expect(screen.getByRole('checkbox', { name: 'Teaching/Education' })).not.toBeChecked();
    rerender(<Default value={[]} onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: 'Healthcare/Medical' })).not.toBeChecked();
  });

  it('given it is disabled, then every box is disabled and clicks change nothing', async () => {
    const onChange = fn();
    render(<Disabled onChange={onChange} />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.getByRole('group')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Finance/Accounting' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Healthcare/Medical' })).toBeChecked();
  });

  it('given one option is disabled, then only that box is', () => {
    render(
      <CheckboxGroup
        label="Days"
        options={[
          { value: 'sat', label: 'Saturday' },
          { value: 'sun', label: 'Sunday', isDisabled: true },
        ]}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).toBeDisabled();
  });

  it('given it is required, then the label is marked and no single box is (one is enough)', () => {
    render(<Required />);
    expect(screen.getByRole('group', { name: 'Skills' })).toHaveTextContent('Skills*');
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box).not.toHaveAttribute('aria-required');
      expect(box).not.toHaveAttribute('required');
    }
  });

  it('given an error, then every box is invalid and reads the group’s hint and error', () => {
    render(<Invalid />);
    const box = screen.getByRole('checkbox', { name: 'Finance/Accounting' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box.closest('label')).toHaveAttribute('data-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'Error: Please select at least one skill Select all that apply.',
    );
    expect(screen.getByRole('group')).toHaveAttribute('data-invalid', 'true');
  });

  it('given <Checkbox value> children, then they join the group’s list and name', async () => {
    const onChange = fn();
    render(<CheckboxChildren onChange={onChange} />);
    const email = screen.getByRole('checkbox', { name: 'By email' });
    expect(email).toHaveAttribute('name', 'contact-by');
    expect(email).toHaveAttribute('value', 'email');
    await userEvent.click(email);
    await userEvent.click(screen.getByRole('checkbox', { name: 'By post' }));
    expect(onChange).toHaveBeenLastCalledWith(['email', 'post']);
  });

  it('given an id, then it is on a wrapper round the group', () => {
    const { container } = render(<Default id="volunteer-skills" />);
    expect(container.querySelector('#volunteer-skills')).toContainElement(
      screen.getByRole('group', { name: 'Skills' }),
    );
  });

  it('when focus leaves the group, and only then, then the form is told', async () => {
    const onBlur = fn();
    render(
      <>
        <CheckboxGroup label="Days" onBlur={onBlur}>
          <Checkbox value="sat">Saturday</Checkbox>
          <Checkbox value="sun">Sunday</Checkbox>
        </CheckboxGroup>
        <button type="button">Next</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
