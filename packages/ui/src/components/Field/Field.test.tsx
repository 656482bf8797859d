import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Field.stories';

const { CustomControlInvalid, NativeControlInvalid } = composeStories(stories);

describe('the field anatomy', () => {
  it('given a custom react-aria control with an error, then its label, hint and error are wired to it', () => {
    render(<CustomControlInvalid />);
    const input = screen.getByRole('textbox', { name: 'Slug' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Used in the page address. Error: Slug is required');
  });

  it('given a native control with an error, then the written-out ids wire it the same way', () => {
    render(<NativeControlInvalid />);
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect(slider).toHaveAttribute('aria-invalid', 'true');
    expect(slider).toHaveAccessibleDescription('Error: Choose a volume');
  });
});
