import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';
import * as stories from './Checkbox.stories';

const {
  Checked,
  Default,
  Disabled,
  DisabledChecked,
  Indeterminate,
  Invalid,
  Required,
  WithDescription,
} = composeStories(stories);

describe('Checkbox', () => {
  it('when clicked, then it is ticked and says so', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('when reached by Tab and Space is pressed, then it is ticked', async () => {
    render(<Default />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('given an error, then the box is invalid and the message is read with it', () => {
    render(<Invalid />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'Error: You must agree to the terms and background check',
    );
  });

  it('given a value from the form, then the box follows it', () => {
    const { rerender } = render(<Default isSelected={false} />);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    rerender(<Default isSelected />);
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('given no value from the form, then it starts from the default and toggles itself', async () => {
    const onChange = fn();
    render(<Checked onChange={onChange} />);
    const box = screen.getByRole('checkbox');
    expect(box).toBeChecked();
    expect(box.closest('label')).toHaveAttribute('data-selected', 'true');
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(box.closest('label')).not.toHaveAttribute('data-selected');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('given a value the form does not change, then a click is reported but the box stays', async () => {
    const onChange = fn();
    render(<Default isSelected={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('given it is indeterminate, then the box is "mixed", and stays so after a click', async () => {
    render(<Indeterminate />);
    const box = screen.getByRole('checkbox', { name: 'Select all files' }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    expect(box).toBePartiallyChecked();
    expect(box.closest('label')).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(box);
    expect(box.indeterminate).toBe(true);
  });

  it('given it stops being indeterminate, then the box is plainly ticked or not', () => {
    const { rerender } = render(<Checkbox isIndeterminate>All</Checkbox>);
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    rerender(<Checkbox isSelected>All</Checkbox>);
    expect(box.indeterminate).toBe(false);
    expect(box).toBeChecked();
  });

  it('given it is disabled, then a click changes nothing', async () => {
    const onChange = fn();
    render(<Disabled onChange={onChange} />);
    const box = screen.getByRole('checkbox');
    expect(box).toBeDisabled();
    expect(box.closest('label')).toHaveAttribute('data-disabled', 'true');
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('given it is disabled and ticked, then it shows ticked', () => {
    render(<DisabledChecked />);
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('given it is required, then it says so with aria-required, not the browser’s own check', () => {
    render(<Required />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).not.toHaveAttribute('required');
  });

  it('given a hint and an error, then both are read with the box, and the wrapper is invalid', () => {
    render(<WithDescription errorMessage="You must consent to a background check" />);
    const box = screen.getByRole('checkbox', { name: 'I consent to a background check' });
    expect(box).toHaveAccessibleDescription(
      'Required for work with children. Error: You must consent to a background check',
    );
    expect(box.closest('label')).toHaveAttribute('data-invalid', 'true');
    expect(box.closest('[data-invalid]')).not.toBeNull();
  });

  it('given an id, a name and a ref, then the id is on the wrapper and the rest on the box', () => {
    const ref = createRef<HTMLInputElement>();
    const onBlur = fn();
    const { container } = render(
      <Checkbox id="volunteer-terms" name="terms" inputRef={ref} onBlur={onBlur}>
        I agree
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(container.querySelector('#volunteer-terms')).toContainElement(box);
    expect(box).toHaveAttribute('name', 'terms');
    expect(ref.current).toBe(box);
    fireEvent.blur(box);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
