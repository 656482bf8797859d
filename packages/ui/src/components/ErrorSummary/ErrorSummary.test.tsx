import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../Checkbox';
import { TextField } from '../TextField';
import { ErrorSummary } from './ErrorSummary';

describe('ErrorSummary', () => {
  it('says there is a problem and lists each error as a link to its field', () => {
    render(
      <ErrorSummary
        errors={[{ fieldId: 'email', message: 'Please enter a valid email address' }]}
      />,
    );
    expect(screen.getByRole('alert')).toHaveAccessibleName('There is a problem');
    expect(
      screen.getByRole('link', { name: 'Please enter a valid email address' }),
    ).toHaveAttribute('href', '#email');
  });

  it('renders nothing when there are no errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes focus when told a submit failed', () => {
    render(<ErrorSummary errors={[{ fieldId: 'email', message: 'Required' }]} focusKey={1} />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('moves focus to the field when its link is clicked, including a box inside a wrapper', async () => {
    render(
      <>
        <ErrorSummary
          errors={[
            { fieldId: 'email', message: 'Enter your email' },
            { fieldId: 'terms', message: 'You must agree to the terms' },
          ]}
        />
        <TextField label="Email" id="email" />
        <Checkbox id="terms">I agree</Checkbox>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Enter your email' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'You must agree to the terms' }));
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveFocus();
  });
});
