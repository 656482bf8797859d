/**
 * Your profile (issue 26): your name, your password (the current one asked again), two-factor
 * sign-in (issue 38) and "Sign out everywhere", which ends every session of yours, this one
 * included.
 */
import {
  adminRoleLabels,
  type ChangePasswordValues,
  changePasswordDefaults,
  changePasswordSchema,
  type ProfileNameValues,
  profileNameSchema,
  teamCopy,
  twoFactorCopy,
} from '@charitykit/content';
import { useAuth, useSetPassword, useSignOutEverywhere, useUpdateOwnName } from '@charitykit/data';
import {
  AdminPage,
  Button,
  Card,
  FormField,
  Heading,
  Stack,
  Text,
  TextField,
  toast,
  useZodForm,
} from '@charitykit/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { passwordInput } from '../fields/passwordInput';
import { AdminForm } from '../scaffold/AdminForm';
import { FailureAlert, useFailure } from '../scaffold/failure';
import { TwoFactorSection } from './TwoFactorSection';

const copy = teamCopy.profile;

function NameForm() {
  const { user, adminUser, refreshAdminUser } = useAuth();
  const update = useUpdateOwnName();
  const form = useZodForm(profileNameSchema, {
    defaultValues: { fullName: adminUser?.full_name ?? '' },
  });
  const { failure, attempt } = useFailure();
  const submit = async (values: ProfileNameValues) => {
    if (!user) return;
    const done = await attempt(async () => {
      await update.mutateAsync({ userId: user.id, fullName: values.fullName.trim() });
      await refreshAdminUser();
    });
    if (done) toast.success(copy.nameSaved);
  };
  return (
    <AdminForm
      form={form}
      failure={failure}
      onSubmit={submit}
      label={copy.nameSection}
      id="profile-name"
    >
      <FormField control={form.control} name="fullName">
        {(field) => <TextField {...field} label={copy.fullName} autoComplete="name" isRequired />}
      </FormField>
      <div>
        <Button type="submit" busy={form.formState.isSubmitting}>
          {copy.saveName}
        </Button>
      </div>
    </AdminForm>
  );
}

function PasswordForm() {
  const setPassword = useSetPassword();
  const form = useZodForm(changePasswordSchema, { defaultValues: changePasswordDefaults });
  const { failure, attempt } = useFailure();
  const submit = async (values: ChangePasswordValues) => {
    const done = await attempt(() =>
      setPassword.mutateAsync({ password: values.password, currentPassword: values.current }),
    );
    if (!done) return;
    form.reset(changePasswordDefaults);
    toast.success(copy.passwordSaved);
  };
  return (
    <AdminForm
      form={form}
      failure={failure}
      onSubmit={submit}
      label={copy.passwordSection}
      id="profile-password"
    >
      <FormField control={form.control} name="current">
        {passwordInput(copy.currentPassword, 'current-password')}
      </FormField>
      <FormField control={form.control} name="password">
        {passwordInput(copy.newPassword, 'new-password')}
      </FormField>
      <FormField control={form.control} name="confirm">
        {passwordInput(copy.confirmPassword, 'new-password')}
      </FormField>
      <div>
        <Button type="submit" busy={form.formState.isSubmitting}>
          {copy.savePassword}
        </Button>
      </div>
    </AdminForm>
  );
}

function SignOutEverywhere() {
  const signOut = useSignOutEverywhere();
  const navigate = useNavigate();
  const { failure, attempt } = useFailure();
  const run = async () => {
    if (await attempt(() => signOut.mutateAsync())) navigate('/admin/auth', { replace: true });
  };
  return (
    <Stack>
      <FailureAlert failure={failure} />
      <Text>{copy.sessionsDescription}</Text>
      <div>
        <Button variant="outline" busy={signOut.isPending} onClick={() => void run()}>
          {copy.signOutEverywhere}
        </Button>
      </div>
    </Stack>
  );
}

/** One part of the profile: a card with its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card padding="large">
      <Stack>
        <Heading level={2} size="large">
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

export function ProfileScreen() {
  const { user, adminUser } = useAuth();
  return (
    <AdminPage title={copy.title} description={copy.description}>
      <Stack gap="large">
        <Section title={copy.nameSection}>
          <Text tone="muted">
            {copy.email}: {user?.email ?? ''} · {copy.role}:{' '}
            {adminUser ? adminRoleLabels[adminUser.role] : ''}
          </Text>
          <NameForm />
        </Section>
        <Section title={copy.passwordSection}>
          <PasswordForm />
        </Section>
        <Section title={twoFactorCopy.profile.section}>
          <TwoFactorSection />
        </Section>
        <Section title={copy.sessionsSection}>
          <SignOutEverywhere />
        </Section>
      </Stack>
    </AdminPage>
  );
}
