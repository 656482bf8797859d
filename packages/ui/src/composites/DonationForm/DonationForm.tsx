'use client';

import {
  DONATION_MAX,
  DONATION_MIN,
  DONATION_STEP,
  type DonationFormData,
  donationFormLabels,
  formatGBP,
  sanitizeAsTyped,
} from '@charitykit/content';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { FormShell, fieldId, useFormId } from '../../components/Form/FormShell';
import type { HeadingLevel } from '../../components/Heading';
import { NumberField } from '../../components/NumberField';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import * as styles from '../forms/forms.css';
import { checkDonation, type DonationFormSchema } from './donationFormState';

export interface DonationFormProps {
  /** Quick-amount buttons, in whole pounds (e.g. 25, 50, 100); none when empty. */
  quickAmounts?: readonly number[];
  /**
   * Receives a valid amount. Decision 4: the app decides where it goes; by default it is only
   * logged to the console and nothing is sent.
   */
  onDonate?: (donation: DonationFormData) => void | Promise<void>;
  /** The submit button's text. */
  submitLabel?: ReactNode;
  /** A heading above the form; none when not given. */
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Text under the heading. */
  description?: ReactNode;
  /** The amount input's label; say the currency here, the "£" before the input is decorative. */
  amountLabel?: ReactNode;
  /** Names the row of quick-amount buttons for assistive technology. */
  quickAmountsLabel?: string;
  /** How a quick amount reads on its button. */
  formatAmount?: (pounds: number) => string;
  /** Shown before the input; decorative, so the label names the currency too. */
  currencyPrefix?: string;
  /** The rule; the content package's (decision 2) unless a charity has its own. */
  schema?: DonationFormSchema;
  /** Shown after a valid amount is handed over (e.g. a thank-you); nothing when not given. */
  successMessage?: ReactNode;
}

const logDonation = (donation: DonationFormData) => console.log(donation);

/**
 * A donation amount box (spec sections 4 and 5): a number input for whole pounds, optional
 * quick amounts and a submit button. An invalid amount shows the rule's message inline; a valid
 * one is handed to `onDonate` and the box is cleared. No payment is started.
 */
export function DonationForm({
  quickAmounts = [],
  onDonate = logDonation,
  submitLabel = donationFormLabels.submit,
  title,
  headingLevel = 2,
  description,
  amountLabel = donationFormLabels.amount,
  quickAmountsLabel = donationFormLabels.quickAmounts,
  formatAmount = formatGBP,
  currencyPrefix = donationFormLabels.currencyPrefix,
  schema,
  successMessage,
}: DonationFormProps) {
  const formId = useFormId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [donated, setDonated] = useState(false);
  // Counts refused submits: each one moves focus to the input once its message is on the page.
  const [refused, setRefused] = useState(0);

  // Focus lands after the message is rendered: the input it describes is read out with it, and
  // nothing above the input moves after the browser has scrolled it clear of the fixed header.
  useLayoutEffect(() => {
    if (refused > 0) inputRef.current?.focus();
  }, [refused]);

  function changeAmount(next: string) {
    setAmount(sanitizeAsTyped(next));
    setError(undefined);
    setDonated(false);
  }

  async function submit() {
    const check = checkDonation(amount, schema);
    if (!check.valid) {
      setError(check.message);
      setDonated(false);
      // The message is tied to the input, so focusing it reads the message out.
      setRefused((count) => count + 1);
      return;
    }
    await onDonate(check.data);
    setAmount('');
    setError(undefined);
    setDonated(true);
  }

  return (
    <FormShell
      id={formId}
      onSubmit={submit}
      title={title}
      headingLevel={headingLevel}
      description={description}
    >
      {quickAmounts.length > 0 ? (
        <fieldset className={styles.quickAmounts}>
          {/* Named by its legend, the first child HTML expects (hidden: the buttons say it). */}
          <VisuallyHidden as="legend">{quickAmountsLabel}</VisuallyHidden>
          {quickAmounts.map((pounds) => (
            <Button
              key={pounds}
              variant={amount === String(pounds) ? 'primary' : 'outline'}
              aria-pressed={amount === String(pounds)}
              onClick={() => {
                changeAmount(String(pounds));
              }}
            >
              {formatAmount(pounds)}
            </Button>
          ))}
        </fieldset>
      ) : null}
      <NumberField
        id={fieldId(formId, 'amount')}
        name="amount"
        label={amountLabel}
        prefix={currencyPrefix}
        min={DONATION_MIN}
        max={DONATION_MAX}
        step={DONATION_STEP}
        isRequired
        value={amount}
        onChange={changeAmount}
        errorMessage={error}
        inputRef={inputRef}
      />
      <Button type="submit" fullWidth>
        {submitLabel}
      </Button>
      <div role="status">{donated && successMessage ? successMessage : null}</div>
    </FormShell>
  );
}
