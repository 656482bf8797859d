import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './CheckboxGroup.stories';

const { Default, Invalid } = composeStories(stories);

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
});
