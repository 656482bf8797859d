'use client';

import {
  VOLUNTEER_SUBMIT_DELAY_MS,
  type VolunteerApplication,
  type VolunteerApplicationValues,
  type VolunteerAvailability,
  type VolunteerField,
  volunteerApplicationDefaults,
  volunteerFormLabels,
} from '@charitykit/content';
import {
  type FormEvent,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../../../components/Button/Button';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { CheckboxGroup } from '../../../components/CheckboxGroup/CheckboxGroup';
import { ErrorSummary } from '../../../components/ErrorSummary/ErrorSummary';
import { Heading, type HeadingLevel } from '../../../components/Heading/Heading';
import { RadioGroup } from '../../../components/RadioGroup/RadioGroup';
import { Text } from '../../../components/Text/Text';
import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import { toast } from '../../../components/Toast/toastStore';
import { errorList, finishText, typeText, withoutError } from '../shared/formState';
import * as styles from '../shared/forms.css';
import { NativeDateField } from '../shared/NativeDateField';
import type { FormNotifier } from '../shared/notifier';
import {
  submitVolunteerApplication,
  type VolunteerErrors,
  type VolunteerFormSchema,
  volunteerFields,
} from './volunteerFormState';

/** Every word the form shows besides the checks' messages; a charity may reword any of them. */
export interface VolunteerFormLabels {
  personalSection: string;
  skillsSection: string;
  experienceSection: string;
  emergencySection: string;
  termsSection: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
  dateOfBirth: string;
  occupation: string;
  skills: string;
  interests: string;
  /** Hint under the skills and interests lists. */
  chooseAny: string;
  availability: string;
  experience: string;
  motivation: string;
  references: string;
  emergencyContact: string;
  emergencyPhone: string;
  /** May hold a link to the terms page. */
  agreeTerms: ReactNode;
  agreeBackground: ReactNode;
  submit: string;
  submitting: string;
  errorSummaryTitle: string;
  /** The success toast. */
  success: string;
  /** The toast (and inline message) when the handler fails unexpectedly. */
  failure: string;
}

export const defaultVolunteerFormLabels: VolunteerFormLabels = volunteerFormLabels;

export interface VolunteerAvailabilityOption {
  value: VolunteerAvailability;
  label: string;
}

export interface VolunteerFormProps {
  /** The skills a person can tick (this charity: the content package's `VOLUNTEER_SKILLS`). */
  skillOptions: readonly string[];
  /** The areas of interest (this charity: `VOLUNTEER_INTERESTS`). */
  interestOptions: readonly string[];
  /** Availability choices with their labels (this charity: `VOLUNTEER_AVAILABILITY`). */
  availabilityOptions: readonly VolunteerAvailabilityOption[];
  /**
   * Receives the checked application after the simulated wait. Decision 4: the app decides
   * where it goes; by default it is only logged to the console and nothing is sent. A throw or
   * rejection shows the unexpected-failure message and keeps what was typed.
   */
  onSubmit?: (application: VolunteerApplication) => void | Promise<void>;
  /** The simulated wait before handing over, in ms (spec: 2000; shorter in tests and stories). */
  submitDelayMs?: number;
  /** The checks; the content package's six (spec section 5) unless a charity has its own. */
  schema?: VolunteerFormSchema;
  /** Where the toasts go; the ui `toast` (shown by the app's `ToastRegion`) by default. */
  notify?: FormNotifier;
  labels?: Partial<VolunteerFormLabels>;
  /** The level of the five section headings. */
  headingLevel?: HeadingLevel;
  /** Names the form for assistive technology. */
  'aria-label'?: string;
}

const textKeys = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'country',
  'occupation',
  'experience',
  'motivation',
  'references',
  'emergencyContact',
  'emergencyPhone',
] as const satisfies readonly VolunteerField[];
type TextKey = (typeof textKeys)[number];

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

/**
 * The volunteer application (spec sections 2 to 5): five sections, idle -> submitting on
 * submit. The six checks run in order; the first failure is an error toast, repeated inline
 * by its field and in an error summary by the button, and the form is idle again. When the
 * checks pass it waits, hands the application to `onSubmit`, shows the success toast and
 * resets every field.
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
  'aria-label': ariaLabel = 'Volunteer application',
}: VolunteerFormProps) {
  const labels = { ...defaultVolunteerFormLabels, ...labelOverrides };
  const id = useId();
  const fieldId = (field: VolunteerField) => `${id}-${field}`;
  const [values, setValues] = useState<VolunteerApplicationValues>(volunteerApplicationDefaults);
  const [errors, setErrors] = useState<VolunteerErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle');
  const [failedSubmits, setFailedSubmits] = useState(0);
  const submitting = useRef(false);
  const pending = useRef<AbortController | null>(null);
  const submitButton = useRef<HTMLButtonElement | HTMLAnchorElement>(null);

  // Leaving the page mid-wait cancels the hand-over rather than updating a form that is gone.
  useEffect(() => () => pending.current?.abort(), []);

  const update = useCallback(
    <Key extends VolunteerField>(field: Key, value: VolunteerApplicationValues[Key]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => withoutError(current, field));
      setFailure(null);
    },
    [],
  );
  const changeSkills = useCallback((skills: string[]) => update('skills', skills), [update]);
  const changeInterests = useCallback(
    (interests: string[]) => update('interests', interests),
    [update],
  );
  const changeAvailability = useCallback(
    (chosen: string) =>
      update(
        'availability',
        availabilityOptions.find((option) => option.value === chosen)?.value ?? '',
      ),
    [update, availabilityOptions],
  );
  const changeAgreeTerms = useCallback((agreed: boolean) => update('agreeTerms', agreed), [update]);
  const changeAgreeBackground = useCallback(
    (agreed: boolean) => update('agreeBackground', agreed),
    [update],
  );
  const changeDateOfBirth = useCallback((date: string) => update('dateOfBirth', date), [update]);
  const skillChoices = useMemo(() => asOptions(skillOptions), [skillOptions]);
  const interestChoices = useMemo(() => asOptions(interestOptions), [interestOptions]);

  // One pair of handlers per text field for the form's lifetime, so a keystroke re-renders
  // only the field typed in.
  const textHandlers = useMemo(() => {
    const handlers = {} as Record<TextKey, { onChange: (raw: string) => void; onBlur: () => void }>;
    for (const field of textKeys) {
      handlers[field] = {
        onChange: (raw) => {
          setValues((current) => typeText(current, field, raw));
          setErrors((current) => withoutError(current, field));
          setFailure(null);
        },
        onBlur: () => setValues((current) => finishText(current, field)),
      };
    }
    return handlers;
  }, []);

  function textProps(field: TextKey) {
    return {
      id: fieldId(field),
      name: field,
      label: labels[field],
      value: values[field],
      errorMessage: errors[field],
      ...textHandlers[field],
    };
  }

  function restoreLostFocus() {
    const active = document.activeElement;
    if (active === null || active === document.body) submitButton.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button is disabled while busy, but Enter in a field could still submit.
    if (submitting.current) return;
    submitting.current = true;
    setStatus('submitting');
    setFailure(null);
    const controller = new AbortController();
    pending.current = controller;
    const outcome = await submitVolunteerApplication(values, {
      schema,
      delayMs: submitDelayMs,
      onSubmit,
      signal: controller.signal,
      failureMessage: labels.failure,
    });
    submitting.current = false;
    pending.current = null;
    if (outcome.status === 'cancelled') return;

    if (outcome.status === 'invalid') {
      setValues(outcome.values);
      if (outcome.field) setErrors({ [outcome.field]: outcome.message });
      else setFailure(outcome.message);
      setFailedSubmits((count) => count + 1);
      notify.error(outcome.message);
    } else if (outcome.status === 'failed') {
      setFailure(outcome.message);
      notify.error(outcome.message);
    } else {
      setValues(volunteerApplicationDefaults);
      setErrors({});
      notify.success(labels.success);
    }
    setStatus('idle');
    // A disabled button drops focus; unless the error summary takes it, give it back so
    // keyboard users stay where they were.
    const summaryTakesFocus = outcome.status === 'invalid' && outcome.field !== undefined;
    if (!summaryTakesFocus) requestAnimationFrame(restoreLostFocus);
  }

  const summary = errorList(errors, volunteerFields).map(({ field, message }) => ({
    fieldId: fieldId(field),
    message,
  }));
  const section = (title: string, children: ReactNode) => (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <Heading level={headingLevel} size="large">
          {title}
        </Heading>
      </legend>
      {children}
    </fieldset>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={ariaLabel}>
      {section(
        labels.personalSection,
        <>
          <div className={styles.pair}>
            <OneLineField {...textProps('firstName')} isRequired autoComplete="given-name" />
            <OneLineField {...textProps('lastName')} isRequired autoComplete="family-name" />
          </div>
          <div className={styles.pair}>
            <OneLineField {...textProps('email')} isRequired type="email" autoComplete="email" />
            <OneLineField {...textProps('phone')} isRequired type="tel" autoComplete="tel" />
          </div>
          <OneLineField {...textProps('address')} autoComplete="street-address" />
          <div className={styles.pair}>
            <OneLineField {...textProps('city')} autoComplete="address-level2" />
            <OneLineField {...textProps('country')} autoComplete="country-name" />
          </div>
          <div className={styles.pair}>
            <DateOfBirth
              id={fieldId('dateOfBirth')}
              name="dateOfBirth"
              label={labels.dateOfBirth}
              value={values.dateOfBirth}
              errorMessage={errors.dateOfBirth}
              onChange={changeDateOfBirth}
              autoComplete="bday"
            />
            <OneLineField {...textProps('occupation')} autoComplete="organization-title" />
          </div>
        </>,
      )}
      {section(
        labels.skillsSection,
        <>
          <ChoiceGroup
            id={fieldId('skills')}
            name="skills"
            label={labels.skills}
            description={labels.chooseAny}
            isRequired
            columns
            options={skillChoices}
            value={values.skills}
            errorMessage={errors.skills}
            onChange={changeSkills}
          />
          <ChoiceGroup
            id={fieldId('interests')}
            name="interests"
            label={labels.interests}
            description={labels.chooseAny}
            isRequired
            columns
            options={interestChoices}
            value={values.interests}
            errorMessage={errors.interests}
            onChange={changeInterests}
          />
          <ChoiceRadios
            id={fieldId('availability')}
            name="availability"
            label={labels.availability}
            options={availabilityOptions}
            value={values.availability}
            errorMessage={errors.availability}
            onChange={changeAvailability}
          />
        </>,
      )}
      {section(
        labels.experienceSection,
        <>
          <ManyLineField {...textProps('experience')} rows={4} />
          <ManyLineField {...textProps('motivation')} rows={4} />
          <ManyLineField {...textProps('references')} rows={3} />
        </>,
      )}
      {section(
        labels.emergencySection,
        <div className={styles.pair}>
          <OneLineField {...textProps('emergencyContact')} />
          <OneLineField {...textProps('emergencyPhone')} type="tel" />
        </div>,
      )}
      {section(
        labels.termsSection,
        <>
          <Agreement
            id={fieldId('agreeTerms')}
            name="agreeTerms"
            isRequired
            isSelected={values.agreeTerms}
            errorMessage={errors.agreeTerms}
            onChange={changeAgreeTerms}
          >
            {labels.agreeTerms}
          </Agreement>
          <Agreement
            id={fieldId('agreeBackground')}
            name="agreeBackground"
            isRequired
            isSelected={values.agreeBackground}
            errorMessage={errors.agreeBackground}
            onChange={changeAgreeBackground}
          >
            {labels.agreeBackground}
          </Agreement>
        </>,
      )}
      <div className={styles.actions}>
        {/* The toast goes away; the problem stays here, beside the button, until it is fixed. */}
        <ErrorSummary title={labels.errorSummaryTitle} errors={summary} focusKey={failedSubmits} />
        <div role="alert">{failure ? <Text tone="danger">{failure}</Text> : null}</div>
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
    </form>
  );
}
