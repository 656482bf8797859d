/**
 * Settings' Sign-in Security card (issue 38, item 6), for admins only: "Require two-factor
 * sign-in for admins". Only an admin who uses two-factor sign-in may turn it on (the database
 * refuses it from a session without its second factor), so nobody requires what they do not use.
 */
import { adminCopy, teamCopy, twoFactorCopy } from '@charitykit/content';
import {
  sessionAssurance,
  useAuth,
  useSaveStaffSecurity,
  useStaffSecurity,
} from '@charitykit/data';
import { Button, Card, Checkbox, Skeleton, Stack, Text, TextLink, toast } from '@charitykit/ui';
import { type FormEvent, useState } from 'react';
import { FailureAlert, useFailure } from '../scaffold/failure';
import { QueryState } from '../scaffold/QueryState';
import * as styles from '../scaffold/scaffold.css';

const copy = twoFactorCopy.setting;

function SecurityForm({ initial }: { initial: boolean }) {
  const { session } = useAuth();
  const save = useSaveStaffSecurity();
  const [required, setRequired] = useState(initial);
  const { failure, attempt } = useFailure();
  const usesIt = sessionAssurance(session).level === 'aal2';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await attempt(() => save.mutateAsync({ requireAdminMfa: required }))) {
      toast.success(copy.saved);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={copy.section} noValidate>
      <Stack>
        <FailureAlert failure={failure} />
        <Checkbox
          isSelected={required}
          onChange={setRequired}
          // Turning it off stays possible for whoever may change it; turning it on needs your own.
          isDisabled={!usesIt && !required}
          description={copy.hint}
        >
          {copy.label}
        </Checkbox>
        {usesIt ? null : (
          <Text tone="muted">
            {copy.needsYours} <TextLink href="/admin/profile">{teamCopy.profile.title}</TextLink>
          </Text>
        )}
        <Stack direction="row" wrap justify="flex-end" gap="small">
          <Button type="submit" busy={save.isPending} busyLabel={adminCopy.settings.saving}>
            {adminCopy.settings.save}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

export function SecurityCard() {
  const { isAdmin } = useAuth();
  const security = useStaffSecurity({ enabled: isAdmin });
  if (!isAdmin) return null;
  return (
    <Card as="section" variant="outlined" padding="large" aria-labelledby="sign-in-security-title">
      <h2 id="sign-in-security-title" className={styles.sectionTitle}>
        {copy.section}
      </h2>
      <QueryState
        query={security}
        label={copy.section}
        placeholder={<Skeleton lines={2} />}
        errorTitle={copy.loadFailed}
      >
        {(data) => <SecurityForm initial={data.requireAdminMfa} />}
      </QueryState>
    </Card>
  );
}
