'use client';

import {
  VOLUNTEER_SUBMIT_DELAY_MS,
  type VolunteerApplication,
  type VolunteerApplicationValues,
  type VolunteerAvailability,
  volunteerApplicationDefaults,
  volunteerFormLabels,
} from '@charitykit/content';
import {
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { CheckboxGroup } from '../../components/CheckboxGroup';
import { NativeDateField } from '../../components/DateField/NativeDateField';
import { FormErrorSummary } from '../../components/Form/FormErrorSummary';
import { FormShell } from '../../components/Form/FormShell';
import { Heading } from '../../components/Heading';
import { RadioGroup } from '../../components/RadioGroup';
import { Text } from '../../components/Text';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import { preloadToasts } from '../../components/Toast/Toast';
import { toast } from '../../components/Toast/toastStore';
import { onDemand } from '../../internal/onDemand';
import type { PublicFormProps } from '../forms/formProps';
import { type TextKey, useFormValues } from '../forms/formState';
import * as styles from '../forms/forms.css';
import type { FormNotifier } from '../forms/notifier';
import type { VolunteerFormSchema, VolunteerSubmitOutcome } from './volunteerFormState';

// The checks and the hand-over load when a person starts filling the form in (its first focus),
// with the toasts that report them, not with the page: a visitor who only reads the volunteer
// page does not carry them. Submit waits for the checks if they are not there yet.
const checks = onDemand(() => import('./volunteerFormState'));
const prepareToSend = () => {
  void checks.preload();
  void preloadToasts();
};

/**
 * Every word the form shows besides the checks' messages, one per key of the content package's
 * `volunteerFormLabels` (which says what each is for); a charity may reword any of them. The two
 * agreements may hold a link to the terms page.
 */
export type VolunteerFormLabels = {
  readonly [Key in Exclude<keyof typeof volunteerFormLabels, 'formName'>]: Key extends
    | 'agreeTerms'
    | 'agreeBackground'
    ? ReactNode
    : string;
};

export const defaultVolunteerFormLabels: VolunteerFormLabels = volunteerFormLabels;

export interface VolunteerAvailabilityOption {
  value: VolunteerAvailability;
  label: string;
}

export interface VolunteerFormProps
  extends PublicFormProps<VolunteerApplication, VolunteerFormSchema, VolunteerFormLabels> {
  /** The skills a person can tick (this charity: the content package's `VOLUNTEER_SKILLS`). */
  skillOptions: readonly string[];
  /** The areas of interest (this charity: `VOLUNTEER_INTERESTS`). */
  interestOptions: readonly string[];
  /** Availability choices with their labels (this charity: `VOLUNTEER_AVAILABILITY`). */
  availabilityOptions: readonly VolunteerAvailabilityOption[];
  /** The simulated wait before handing over, in ms (spec: 2000; shorter in tests and stories). */
  submitDelayMs?: number;
  /** Where the toasts go; the ui `toast` (shown by the app's `ToastRegion`) by default. */
  notify?: FormNotifier;
  /** Names the form for assistive technology. */
  'aria-label'?: string;
  /** Rendered inside the form before its button (e.g. an app's hidden honeypot field). */
  extra?: ReactNode;
}

const logApplication = (application: VolunteerApplication) => console.log(application);

// Typing in one text field re-renders the form; the 27 boxes and 5 radios only need to when
// their own value changes, which keeps each keystroke cheap on low-end phones.
const ChoiceGroup = memo(CheckboxGroup);
const ChoiceRadios = memo(RadioGroup);
const Agreement = memo(Checkbox);
const OneLineField = memo(TextField);
const ManyLineField = memo(TextArea);
const DateOfBirth = memo(NativeDateField);
const asOptions = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

/** The volunteer fields a person types into. */
type VolunteerTextField = TextKey<VolunteerApplicationValues> & keyof VolunteerFormLabels;

/**
 * The volunteer application (spec sections 2 to 5): five sections, idle -> submitting on
 * submit. The six checks run in order; the first failure is an error toast, repeated inline
 * by its field and in an error summary by the button, and the form is idle again. When the
 * checks pass it waits, hands the application to `onSubmit`, shows the success toast and
 * resets every field. Without JavaScript (or before it runs) the browser posts it to `action`;
 * `postResult` shows the server's answer: every failed check inline and in an error summary at
 * the top, a failure with every value kept, or the success message.
 */
export function VolunteerForm({
  skillOptions,
  interestOptions,
  availabilityOptions,
  onSubmit = logApplication,
  submitDelayMs = VOLUNTEER_SUBMIT_DELAY_MS,
  schema,
  notify = toast,
  labels: labelOverrides,
  headingLevel = 2,
  'aria-label': ariaLabel = volunteerFormLabels.formName,
  extra,
  action,
  postResult,
}: VolunteerFormProps) {
  const labels = { ...defaultVolunteerFormLabels, ...labelOverrides };
  const posted = postResult?.status;
  const [failure, setFailure] = useState(postResult?.status === 'failed' ? postResult.message : '');
  // Only the server's answer says "sent" on the page: with JavaScript the success toast does.
  const [sent, setSent] = useState(posted === 'sent');
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle');
  const form = useFormValues<VolunteerApplicationValues>(
    volunteerApplicationDefaults,
    () => {
      setFailure('');
      setSent(false);
    },
    postResult,
  );
  const submitting = useRef(false);
  const pending = useRef<AbortController | null>(null);
  const submitButton = useRef<HTMLButtonElement | HTMLAnchorElement>(null);

  // Leaving the page mid-wait cancels the hand-over rather than updating a form that is gone.
  useEffect(() => () => pending.current?.abort(), []);

  const skillChoices = useMemo(() => asOptions(skillOptions), [skillOptions]);
  const interestChoices = useMemo(() => asOptions(interestOptions), [interestOptions]);
  const availability = form.field('availability');
  const changeAvailability = useCallback(
    (chosen: string) =>
      availability.onChange(
        availabilityOptions.find((option) => option.value === chosen)?.value ?? '',
      ),
    [availability.onChange, availabilityOptions],
  );
  const { value: agreedTerms, ...agreeTerms } = form.field('agreeTerms');
  const { value: agreedBackground, ...agreeBackground } = form.field('agreeBackground');
  const text = (field: VolunteerTextField) => ({ ...form.text(field), label: labels[field] });
  /** A required "choose any" group of boxes, in columns. */
  const choices = (field: 'skills' | 'interests', options: typeof skillChoices) => ({
    ...form.field(field),
    label: labels[field],
    description: labels.chooseAny,
    isRequired: true,
    columns: true,
    options,
  });

  function restoreLostFocus() {
    const active = document.activeElement;
    if (active === null || active === document.body) submitButton.current?.focus();
  }

  async function submit() {
    // The button is disabled while busy, but Enter in a field could still submit.
    if (submitting.current) return;
    submitting.current = true;
    setStatus('submitting');
    setFailure('');
    setSent(false);
    const controller = new AbortController();
    pending.current = controller;
    const outcome = await checks.load().then(
      ({ submitVolunteerApplication }) =>
        submitVolunteerApplication(form.values, {
          schema,
          delayMs: submitDelayMs,
          onSubmit,
          signal: controller.signal,
          failureMessage: labels.failure,
        }),
      // The checks could not load (the connection dropped): nothing was sent; try again.
      (): VolunteerSubmitOutcome => ({ status: 'failed', message: labels.failure }),
    );
    submitting.current = false;
    pending.current = null;
    if (outcome.status === 'cancelled') return;

    if (outcome.status === 'invalid') {
      form.setValues(outcome.values);
      if (outcome.field) form.fail({ [outcome.field]: outcome.message });
      else setFailure(outcome.message);
      notify.error(outcome.message);
    } else if (outcome.status === 'failed') {
      setFailure(outcome.message);
      notify.error(outcome.message);
    } else {
      form.reset();
      notify.success(labels.success);
    }
    setStatus('idle');
    // A disabled button drops focus; unless the error summary takes it, give it back so
    // keyboard users stay where they were.
    const summaryTakesFocus = outcome.status === 'invalid' && outcome.field !== undefined;
    if (!summaryTakesFocus) requestAnimationFrame(restoreLostFocus);
  }

  // Each section is a boundary of its own: on a page rendered on the server, React hydrates and
  // commits the five one after another, each in a short task, rather than 46 fields in one long
  // task after the first paint (issue 36). Nothing in them suspends, so the HTML is the same but
  // for React's boundary markers; a field pressed before its section has hydrated has it
  // hydrated first, and the press replayed.
  const section = (title: string, children: ReactNode) => (
    <Suspense>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>
          <Heading level={headingLevel} size="large">
            {title}
          </Heading>
        </legend>
        {children}
      </fieldset>
    </Suspense>
  );

  // The server's error summary (a post without JavaScript) goes at the top, where the page that
  // shows it is read from; the browser's goes beside the button the person has just pressed.
  const summaryOnTop = posted === 'invalid';
  return (
    <FormShell
      {...form.shell}
      method="post"
      action={action}
      onSubmit={submit}
      onFocus={prepareToSend}
      summaryTitle={labels.errorSummaryTitle}
      errorSummary={summaryOnTop ? <FormErrorSummary /> : null}
      aria-label={ariaLabel}
    >
      {section(
        labels.personalSection,
        <>
          <div className={styles.pair}>
            <OneLineField {...text('firstName')} isRequired autoComplete="given-name" />
            <OneLineField {...text('lastName')} isRequired autoComplete="family-name" />
          </div>
          <div className={styles.pair}>
            <OneLineField {...text('email')} isRequired type="email" autoComplete="email" />
            <OneLineField {...text('phone')} isRequired type="tel" autoComplete="tel" />
          </div>
          {/* One line, so the first address line (street-address is for a multi-line field). */}
          <OneLineField {...text('address')} autoComplete="address-line1" />
          <div className={styles.pair}>
            <OneLineField {...text('city')} autoComplete="address-level2" />
            <OneLineField {...text('country')} autoComplete="country-name" />
          </div>
          <div className={styles.pair}>
            <DateOfBirth
              {...form.field('dateOfBirth')}
              label={labels.dateOfBirth}
              autoComplete="bday"
            />
            <OneLineField {...text('occupation')} autoComplete="organization-title" />
          </div>
        </>,
      )}
      {section(
        labels.skillsSection,
        <>
          <ChoiceGroup {...choices('skills', skillChoices)} />
          <ChoiceGroup {...choices('interests', interestChoices)} />
          <ChoiceRadios
            {...availability}
            onChange={changeAvailability}
            label={labels.availability}
            options={availabilityOptions}
          />
        </>,
      )}
      {section(
        labels.experienceSection,
        <>
          <ManyLineField {...text('experience')} rows={4} />
          <ManyLineField {...text('motivation')} rows={4} />
          <ManyLineField {...text('references')} rows={3} />
        </>,
      )}
      {section(
        labels.emergencySection,
        <div className={styles.pair}>
          <OneLineField {...text('emergencyContact')} />
          <OneLineField {...text('emergencyPhone')} type="tel" />
        </div>,
      )}
      {section(
        labels.termsSection,
        <>
          <Agreement {...agreeTerms} isRequired isSelected={agreedTerms}>
            {labels.agreeTerms}
          </Agreement>
          <Agreement {...agreeBackground} isRequired isSelected={agreedBackground}>
            {labels.agreeBackground}
          </Agreement>
        </>,
      )}
      {extra}
      <div className={styles.actions}>
        {/* The toast goes away; the problem stays here, beside the button, until it is fixed. */}
        {summaryOnTop ? null : <FormErrorSummary />}
        {/* What the server answered a post with is focused as the page loads (the browser does
            it from the HTML), so it is read out and scrolled to without any script. React sets
            no autofocus on the client, so a message that appears while the page runs does not
            move focus. */}
        <div role="status">
          {sent ? (
            <Text tone="success" tabIndex={-1} autoFocus>
              {labels.success}
            </Text>
          ) : null}
        </div>
        <div role="alert">
          {failure ? (
            <Text tone="danger" tabIndex={-1} autoFocus>
              {failure}
            </Text>
          ) : null}
        </div>
        <div>
          <Button
            ref={submitButton}
            type="submit"
            size="large"
            busy={status === 'submitting'}
            busyLabel={labels.submitting}
          >
            {labels.submit}
          </Button>
        </div>
      </div>
    </FormShell>
  );
}
