import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './DonationForm.stories';

const { Empty } = composeStories(stories);

const message = 'Please enter a valid amount between £1 and £100,000';

function setup(props: ComponentProps<typeof Empty> = {}) {
  const onDonate = fn();
  render(<Empty quickAmounts={[25, 50, 100]} onDonate={onDonate} {...props} />);
  return {
    onDonate,
    amount: screen.getByRole('spinbutton', { name: /Donation amount/ }),
    donate: screen.getByRole('button', { name: 'Donate Now' }),
  };
}

describe('DonationForm', () => {
  it('offers a whole-pound amount box limited to £1 to £100,000', () => {
    const { amount } = setup();
    expect(amount).toHaveAttribute('min', '1');
    expect(amount).toHaveAttribute('max', '100000');
    expect(amount).toHaveAttribute('step', '1');
  });

  it.each(['0', '1.5', '100001'])(
    'given %s, when the person donates, then the message shows and nothing is handed over',
    async (typed) => {
      const user = userEvent.setup();
      const { amount, donate, onDonate } = setup();
      await user.type(amount, typed);
      await user.click(donate);
      expect(amount).toHaveAccessibleDescription(`Error: ${message}`);
      expect(amount).toHaveFocus();
      expect(onDonate).not.toHaveBeenCalled();
    },
  );

  it('refuses an empty amount with the same message', async () => {
    const user = userEvent.setup();
    const { donate } = setup();
    await user.click(donate);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('clears the message as soon as the person types again', async () => {
    const user = userEvent.setup();
    const { amount, donate } = setup();
    await user.click(donate);
    await user.type(amount, '4');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('sets the amount from a quick amount and clears the message', async () => {
    const user = userEvent.setup();
    const { amount, donate } = setup();
    await user.click(donate);
    await user.click(screen.getByRole('button', { name: '£50' }));
    expect(amount).toHaveValue(50);
    expect(screen.getByRole('button', { name: '£50' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('hands a valid amount over as whole pounds and clears the box', async () => {
    const user = userEvent.setup();
    const { amount, donate, onDonate } = setup();
    await user.type(amount, '75');
    await user.click(donate);
    expect(onDonate).toHaveBeenCalledWith({ amount: 75 });
    expect(amount).toHaveValue(null);
  });

  it('logs the amount to the console when the app gives no handler (decision 4)', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      render(<Empty quickAmounts={[30]} onDonate={undefined} />);
      await user.click(screen.getByRole('button', { name: '£30' }));
      await user.click(screen.getByRole('button', { name: 'Donate Now' }));
      expect(log).toHaveBeenCalledWith({ amount: 30 });
    } finally {
      log.mockRestore();
    }
  });

  it('shows the title, description, submit label and thank-you the page gives it', async () => {
    const user = userEvent.setup();
    render(
      <Empty
        description="Every pound helps."
        submitLabel="Give now"
        successMessage="Thank you for your gift."
      />,
    );
    expect(screen.getByRole('form', { name: 'Make a Donation' })).toBeInTheDocument();
    expect(screen.getByText('Every pound helps.')).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton'), '10');
    await user.click(screen.getByRole('button', { name: 'Give now' }));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your gift.');
  });
});
