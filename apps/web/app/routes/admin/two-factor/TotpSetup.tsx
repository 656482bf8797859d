/**
 * Setting up two-factor sign-in (issue 38, item 6), on Your profile and on the screen an admin
 * sees when the site requires it: start a TOTP factor, show its QR code with a text alternative
 * and the setup key as text for those who cannot scan, then confirm with a code from the app.
 * The factor counts for sign-in only once confirmed; cancelling removes it.
 */
import { twoFactorCopy } from '@charitykit/content';
import {
  type TotpEnrolment,
  useEnrollTotp,
  useUnenrollTotp,
  useVerifyTotp,
} from '@charitykit/data';
import { Button, Stack, Text, toast } from '@charitykit/ui';
import { useRef, useState } from 'react';
import { FailureAlert, useFailure } from '../scaffold/failure';
import { CodeForm, codeRefusal } from './CodeForm';
import * as styles from './two-factor.css';

const copy = twoFactorCopy.enrol;

/** The setup key in groups of four, as apps print it: easier to read out and to type. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export interface TotpSetupProps {
  /** The factor is confirmed: the session is now aal2. */
  onDone?: () => void;
}

export function TotpSetup({ onDone }: TotpSetupProps) {
  const enroll = useEnrollTotp();
  const verify = useVerifyTotp();
  const unenroll = useUnenrollTotp();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const { failure, attempt } = useFailure();
  const [status, setStatus] = useState('');
  const start = useRef<HTMLButtonElement>(null);

  const begin = async () => {
    setStatus('');
    await attempt(async () => setEnrolment(await enroll.mutateAsync()));
  };

  const confirm = async (code: string) => {
    if (!enrolment) return null;
    try {
      await verify.mutateAsync({ factorId: enrolment.factorId, code });
    } catch (error) {
      return codeRefusal(error);
    }
    toast.success(twoFactorCopy.profile.turnedOn);
    onDone?.();
    return null;
  };

  const cancel = () => {
    if (enrolment) unenroll.mutate(enrolment.factorId);
    setEnrolment(null);
    setStatus(copy.cancelled);
    // The setup button comes back in the cancelled panel's place: keep focus with it.
    requestAnimationFrame(() => start.current?.focus());
  };

  if (!enrolment) {
    return (
      <Stack>
        <FailureAlert failure={failure} />
        <p role="status" className={styles.status}>
          {status}
        </p>
        <div>
          <Button
            ref={start}
            busy={enroll.isPending}
            busyLabel={twoFactorCopy.profile.starting}
            onClick={() => void begin()}
          >
            {twoFactorCopy.profile.setUp}
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <Stack>
      <Text>{copy.step1}</Text>
      <img
        className={styles.qr}
        src={enrolment.qrCode}
        alt={copy.qrAlt(groupedSecret(enrolment.secret))}
        width={200}
        height={200}
      />
      <Text>{copy.cannotScan}</Text>
      <p className={styles.secret}>
        <span className={styles.secretLabel}>{copy.secretLabel}: </span>
        <code data-setup-key={enrolment.secret}>{groupedSecret(enrolment.secret)}</code>
      </p>
      <Text>{copy.step2}</Text>
      <CodeForm
        id="totp-setup"
        label={twoFactorCopy.profile.setUp}
        submitLabel={copy.confirm}
        busyLabel={copy.confirming}
        onCode={confirm}
        secondaryAction={
          <Button variant="outline" fullWidth onClick={cancel}>
            {copy.cancel}
          </Button>
        }
      />
    </Stack>
  );
}
