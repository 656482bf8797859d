import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';
import * as stories from './TextArea.stories';

const { Default, Disabled, Invalid, ReadOnly, Required, SixRows } = composeStories(stories);

describe('TextArea', () => {
  it('given a number of rows, then that many lines show', () => {
    render(<SixRows />);
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute('rows', '6');
  });

  it('when someone types a line break, then it is kept', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'Hello{Enter}there');
    expect(onChange).toHaveBeenLastCalledWith('Hello\nthere');
  });

  it('given an error, then it is read with the text box', () => {
    render(<Invalid />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Error: Message must be at least 10 characters',
    );
  });

  it('then the text area has no type attribute (HTML gives <textarea> none)', () => {
    render(<Default />);
    expect(screen.getByRole('textbox', { name: 'Message' })).not.toHaveAttribute('type');
  });

  it('given it is required, then it says so with aria-required, not the browser’s own check', () => {
    render(<Required />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).not.toHaveAttribute('required');
  });

  it('given no value from the form, then it keeps what is typed, starting from the default', async () => {
    render(<TextArea label="Notes" defaultValue="First" />);
    await userEvent.type(screen.getByRole('textbox'), ' line');
    expect(screen.getByRole('textbox')).toHaveValue('First line');
  });

  it('given a value the form does not change, then the text stays', async () => {
    const onChange = fn();
    render(<TextArea label="Notes" value="Fixed" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'x');
    expect(onChange).toHaveBeenLastCalledWith('Fixedx');
    expect(screen.getByRole('textbox')).toHaveValue('Fixed');
  });

  it('given it is disabled or read-only, then typing changes nothing', async () => {
    const onChange = fn();
    const { unmount } = render(<Disabled onChange={onChange} />);
    expect(screen.getByRole('textbox')).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox'), 'x');
    unmount();
    render(<ReadOnly onChange={onChange} />);
    expect(screen.getByRole('textbox')).toHaveAttribute('readonly');
    await userEvent.type(screen.getByRole('textbox'), 'x');
    expect(screen.getByRole('textbox')).toHaveValue('Sent on 3 March.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('given an id, a name, a limit and a ref, then they are on the text area', () => {
    const ref = createRef<HTMLTextAreaElement>();
    const onBlur = fn();
    render(
      <TextArea
        label="Notes"
        id="notes"
        name="notes"
        maxLength={500}
        placeholder="Anything else"
        description="Optional."
        inputRef={ref}
        onBlur={onBlur}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box).toHaveAttribute('id', 'notes');
    expect(box).toHaveAttribute('name', 'notes');
    expect(box).toHaveAttribute('maxlength', '500');
    expect(box).toHaveAttribute('placeholder', 'Anything else');
    expect(box).toHaveAccessibleDescription('Optional.');
    expect(ref.current).toBe(box);
    fireEvent.blur(box);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
