import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ColorField } from './ColorField';

function Controlled({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <ColorField label="Primary colour" value={value} onChange={setValue} />;
}

describe('ColorField', () => {
  it('typing a hex moves the picker to that colour', async () => {
    render(<Controlled initial="" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Primary colour' }), '#ff6b6b');
    expect(screen.getByLabelText('Primary colour picker')).toHaveValue('#ff6b6b');
  });

  it('choosing in the picker writes the hex into the text input', () => {
    render(<Controlled initial="#2a9f8e" />);
    fireEvent.input(screen.getByLabelText('Primary colour picker'), {
      target: { value: '#b7de2d' },
    });
    expect(screen.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#b7de2d');
  });

  it('keeps incomplete text as typed, so the form can say what is wrong', async () => {
    render(<Controlled initial="" />);
    await userEvent.type(screen.getByRole('textbox'), '#12');
    expect(screen.getByRole('textbox')).toHaveValue('#12');
  });

  it('when invalid, reads the error with the text input', () => {
    render(
      <ColorField label="Accent colour" value="red" errorMessage="Enter a colour like #2A9F8E" />,
    );
    expect(screen.getByRole('textbox', { name: 'Accent colour' })).toHaveAccessibleDescription(
      'Error: Enter a colour like #2A9F8E',
    );
  });
});
