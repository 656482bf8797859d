import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './ColorField.stories';

const { Default, Empty, Invalid } = composeStories(stories);

describe('ColorField', () => {
  it('when a hex is typed, then the picker moves to that colour', async () => {
    render(<Default />);
    const text = screen.getByRole('textbox', { name: 'Primary colour' });
    await userEvent.clear(text);
    await userEvent.type(text, '#ff6b6b');
    expect(screen.getByLabelText('Primary colour picker')).toHaveValue('#ff6b6b');
  });

  it('when a colour is chosen in the picker, then its hex is written in the text input', () => {
    render(<Default />);
    fireEvent.input(screen.getByLabelText('Primary colour picker'), {
      target: { value: '#b7de2d' },
    });
    expect(screen.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#b7de2d');
  });

  it('when incomplete text is typed, then it stays as typed for the form to judge', async () => {
    render(<Empty />);
    await userEvent.type(screen.getByRole('textbox'), '#12');
    expect(screen.getByRole('textbox')).toHaveValue('#12');
  });

  it('given an error, then it is read with the text input after the hint', () => {
    render(<Invalid />);
    expect(screen.getByRole('textbox', { name: 'Primary colour' })).toHaveAccessibleDescription(
      'Used for buttons and headings. Error: Enter a colour like #2A9F8E',
    );
  });
});
