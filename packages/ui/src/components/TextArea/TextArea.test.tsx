import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('shows the number of lines asked for', () => {
    render(<TextArea label="Content" rows={6} />);
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute('rows', '6');
  });

  it('keeps line breaks as the person types', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Message" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'Hello{Enter}there');
    expect(onChange).toHaveBeenLastCalledWith('Hello\nthere');
  });

  it('when invalid, says why', () => {
    render(<TextArea label="Message" errorMessage="Message is required" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Error: Message is required');
  });
});
