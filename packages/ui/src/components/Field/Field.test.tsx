import { render, screen } from '@testing-library/react';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { FieldDescription, FieldErrorText, FieldLabel } from './Field';

describe('the field anatomy', () => {
  it('wires label, hint and error to a custom react-aria control', () => {
    render(
      <RACTextField isInvalid isRequired validationBehavior="aria">
        <FieldLabel isRequired>Slug</FieldLabel>
        <FieldDescription>Used in the page address.</FieldDescription>
        <FieldErrorText>Slug is required</FieldErrorText>
        <Input />
      </RACTextField>,
    );
    const input = screen.getByRole('textbox', { name: 'Slug' });
    expect(input).toHaveAccessibleDescription('Used in the page address. Error: Slug is required');
  });

  it('keeps the required asterisk out of the accessible name', () => {
    render(
      <RACTextField isRequired>
        <FieldLabel isRequired>Title</FieldLabel>
        <Input />
      </RACTextField>,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeRequired();
  });
});
