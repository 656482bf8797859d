import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from '../CheckboxGroup';
import { NumberField } from '../NumberField';
import { TextField } from '../TextField';
import { Form, FormField, useZodForm } from '.';

// A small local schema: the real ones live in @charitykit/content.
const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  amount: z.coerce
    .number()
    .int()
    .min(1, 'Please enter a valid amount between £1 and £100,000')
    .max(100000),
  skills: z.array(z.string()).min(1, 'Please select at least one skill'),
  agree: z.boolean().refine(Boolean, 'You must agree to the terms'),
});

function Example({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, {
    defaultValues: { name: '', amount: '', skills: [], agree: false },
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => {
        onSubmit(values);
        form.reset();
      }}
      aria-label="Example"
    >
      <FormField control={form.control} name="name">
        {(field) => (
          <TextField
            label="Name"
            {...field}
            onChange={(v) => field.onChange(v.replace(/[<>]/g, ''))}
          />
        )}
      </FormField>
      <FormField control={form.control} name="amount">
        {(field) => (
          <NumberField
            label="Amount"
            min={1}
            max={100000}
            step={1}
            {...field}
            value={String(field.value ?? '')}
          />
        )}
      </FormField>
      <FormField control={form.control} name="skills">
        {(field) => (
          <CheckboxGroup
            label="Skills"
            options={[{ value: 'Fundraising', label: 'Fundraising' }]}
            {...field}
          />
        )}
      </FormField>
      <FormField control={form.control} name="agree">
        {({ value, ...field }) => (
          <Checkbox {...field} isSelected={value}>
            I agree
          </Checkbox>
        )}
      </FormField>
      <Button type="submit">Send</Button>
    </Form>
  );
}

describe('a form built with useZodForm, Form and FormField', () => {
  it('given an empty submit, shows every error beside its field and in a focused summary', async () => {
    const onSubmit = vi.fn();
    render(<Example onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveAccessibleName('There is a problem');
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual([
      'Name is required',
      'Please enter a valid amount between £1 and £100,000',
      'Please select at least one skill',
      'You must agree to the terms',
    ]);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Error: Name is required',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when an error link is clicked, focus moves to that field', async () => {
    render(<Example onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.click(
      await screen.findByRole('link', { name: 'Please select at least one skill' }),
    );
    expect(screen.getByRole('checkbox', { name: 'Fundraising' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Name is required' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('typing in a field clears that field’s error only', async () => {
    render(<Example onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('link', { name: 'Name is required' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Please select at least one skill' }),
    ).toBeInTheDocument();
  });

  it('given valid values, submits the parsed values and can reset the fields', async () => {
    const onSubmit = vi.fn();
    render(<Example onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '<Amina>');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Amount' }), '25');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fundraising' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Amina',
      amount: 25,
      skills: ['Fundraising'],
      agree: true,
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
