/**
 * Your profile (issue 26): your name, your password (the current one asked again) and "Sign
 * out everywhere", which ends every session of yours, this one included.
 */
import {
  adminCopy,
  adminRoleLabels,
  type ChangePasswordValues,
  changePasswordDefaults,
  changePasswordSchema,
  type ProfileNameValues,
  profileNameSchema,
  teamCopy,
} from '@charitykit/content';
import { useAuth, useSetPassword, useSignOutEverywhere, useUpdateOwnName } from '@charitykit/data';
import {
  AdminPage,
  Alert,
  Button,
  Card,
  Form,
  FormField,
  Heading,
  Stack,
  Text,
  TextField,
  toast,
  useZodForm,
} from '@charitykit/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { passwordInput } from './shared/passwordInput';

const copy = teamCopy.profile;

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: 'robots', content: 'noindex' }];
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function NameForm() {
  const { user, adminUser, refreshAdminUser } = useAuth();
  const update = useUpdateOwnName();
  const form = useZodForm(profileNameSchema, {
    defaultValues: { fullName: adminUser?.full_name ?? '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: ProfileNameValues) => {
    if (!user) return;
    setFailure(null);
    try {
      await update.mutateAsync({ userId: user.id, fullName: values.fullName.trim() });
      await refreshAdminUser();
      toast.success(copy.nameSaved);
    } catch (error) {
      setFailure(messageOf(error));
    }
  };
  return (
    <Stack>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <Form
        form={form}
        summaryTitle={adminCopy.errorSummaryTitle}
        onSubmit={submit}
        aria-label={copy.nameSection}
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
      </Form>
    </Stack>
  );
}

function PasswordForm() {
  const setPassword = useSetPassword();
  const form = useZodForm(changePasswordSchema, { defaultValues: changePasswordDefaults });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: ChangePasswordValues) => {
    setFailure(null);
    try {
      await setPassword.mutateAsync({ password: values.password, currentPassword: values.current });
      form.reset(changePasswordDefaults);
      toast.success(copy.passwordSaved);
    } catch (error) {
      setFailure(messageOf(error));
    }
  };
  return (
    <Stack>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <Form
        form={form}
        summaryTitle={adminCopy.errorSummaryTitle}
        onSubmit={submit}
        aria-label={copy.passwordSection}
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
      </Form>
    </Stack>
  );
}

function SignOutEverywhere() {
  const signOut = useSignOutEverywhere();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setFailure(null);
    try {
      await signOut.mutateAsync();
      navigate('/admin/auth', { replace: true });
    } catch (error) {
      setFailure(messageOf(error));
    }
  };
  return (
    <Stack>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <Text>{copy.sessionsDescription}</Text>
      <div>
        <Button variant="outline" busy={signOut.isPending} onClick={() => void run()}>
          {copy.signOutEverywhere}
        </Button>
      </div>
    </Stack>
  );
}

export default function ProfileScreen() {
  const { user, adminUser } = useAuth();
  return (
    <AdminPage title={copy.title} description={copy.description}>
      <Stack gap="large">
        <Card padding="large">
          <Stack>
            <Heading level={2} size="large">
              {copy.nameSection}
            </Heading>
            <Text tone="muted">
              {copy.email}: {user?.email ?? ''} · {copy.role}:{' '}
              {adminUser ? adminRoleLabels[adminUser.role] : ''}
            </Text>
            <NameForm />
          </Stack>
        </Card>
        <Card padding="large">
          <Stack>
            <Heading level={2} size="large">
              {copy.passwordSection}
            </Heading>
            <PasswordForm />
          </Stack>
        </Card>
        <Card padding="large">
          <Stack>
            <Heading level={2} size="large">
              {copy.sessionsSection}
            </Heading>
            <SignOutEverywhere />
          </Stack>
        </Card>
      </Stack>
    </AdminPage>
  );
}
