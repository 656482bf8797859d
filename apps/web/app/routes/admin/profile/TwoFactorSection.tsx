/**
 * Your profile's two-factor sign-in (issue 38, item 6): whether it is on, setting it up, and
 * turning it off again after a confirmation. An admin cannot turn it off while the site requires
 * it of admins.
 */
import { twoFactorCopy } from '@charitykit/content';
import {
  type TotpFactor,
  useAuth,
  useStaffSecurity,
  useTotpFactors,
  useUnenrollTotp,
} from '@charitykit/data';
import { Badge, Button, Dialog, Skeleton, Stack, Text, toast } from '@charitykit/ui';
import { useState } from 'react';
import { FailureAlert, useFailure } from '../scaffold/failure';
import { QueryState } from '../scaffold/QueryState';
import { TotpSetup } from '../two-factor/TotpSetup';
import * as styles from '../two-factor/two-factor.css';

const copy = twoFactorCopy.profile;

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

function TurnOff({ factor }: { factor: TotpFactor }) {
  const unenroll = useUnenrollTotp();
  const [open, setOpen] = useState(false);
  const { failure, attempt } = useFailure();
  const dialog = twoFactorCopy.turnOffDialog;
  const confirm = async () => {
    if (await attempt(() => unenroll.mutateAsync(factor.id))) {
      setOpen(false);
      toast.success(copy.turnedOff);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!unenroll.isPending) setOpen(next);
      }}
      trigger={<Button variant="outline">{copy.turnOff}</Button>}
      title={dialog.title}
      description={dialog.description}
      size="small"
      actions={
        <Stack direction="row" wrap justify="flex-end" gap="small">
          <Button variant="outline" onClick={() => setOpen(false)} disabled={unenroll.isPending}>
            {dialog.cancel}
          </Button>
          <Button
            busy={unenroll.isPending}
            busyLabel={dialog.turningOff}
            onClick={() => void confirm()}
          >
            {dialog.confirm}
          </Button>
        </Stack>
      }
    >
      <FailureAlert failure={failure} />
    </Dialog>
  );
}

export function TwoFactorSection() {
  const { isAdmin } = useAuth();
  const factors = useTotpFactors();
  const security = useStaffSecurity({ enabled: isAdmin });
  return (
    <QueryState
      query={factors}
      label={copy.section}
      placeholder={<Skeleton lines={2} />}
      errorTitle={copy.loadFailed}
    >
      {(list) => {
        const factor = list.find((f) => f.status === 'verified');
        const locked = isAdmin && security.data?.requireAdminMfa === true;
        return (
          <Stack>
            <Text>{copy.description}</Text>
            <p className={styles.state}>
              <span>{copy.stateLabel}:</span>
              <Badge variant={factor ? 'success' : 'outline'}>{factor ? copy.on : copy.off}</Badge>
            </p>
            {factor ? (
              <>
                <Text tone="muted">
                  {copy.onSince(dateFormat.format(new Date(factor.createdAt)))}
                </Text>
                {locked ? (
                  <Text>{copy.requiredForAdmins}</Text>
                ) : (
                  <div>
                    <TurnOff factor={factor} />
                  </div>
                )}
              </>
            ) : (
              <TotpSetup />
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
