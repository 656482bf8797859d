/**
 * The Team screen's dialogs (issue 26): Invite, Change role, Remove access, and the one-time
 * link (an invitation with no e-mail set up, or a colleague's password reset).
 */
import {
  adminRoleLabels,
  type ConfirmPasswordValues,
  confirmPasswordDefaults,
  confirmPasswordSchema,
  type InviteValues,
  inviteDefaults,
  inviteSchema,
  teamCopy,
} from '@charitykit/content';
import type { AdminRole, TeamMember } from '@charitykit/data';
import {
  Button,
  Dialog,
  FormDialog,
  FormField,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextField,
  useZodForm,
} from '@charitykit/ui';
import { useState } from 'react';
import { passwordInput } from '../fields/passwordInput';
import { DialogForm } from '../scaffold/DialogForm';
import { FailureAlert } from '../scaffold/failure';

const roleOptions = (['editor', 'admin'] as const).map((value) => ({
  value,
  label: adminRoleLabels[value],
}));

export interface InviteDialogProps {
  onClose: () => void;
  /** Resolves with null on success or the service's message. */
  onInvite: (values: {
    email: string;
    fullName: string;
    role: AdminRole;
  }) => Promise<string | null>;
}

export function InviteDialog({ onClose, onInvite }: InviteDialogProps) {
  const copy = teamCopy.inviteDialog;
  const form = useZodForm(inviteSchema, { defaultValues: inviteDefaults });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: InviteValues) => {
    setFailure(null);
    const message = await onInvite({
      email: values.email.trim(),
      fullName: values.fullName.trim(),
      role: values.role,
    });
    if (message) setFailure(message);
  };
  return (
    <DialogForm
      title={copy.title}
      id="invite-member"
      form={form}
      onSubmit={submit}
      failure={failure}
      onClose={onClose}
      labels={{ cancel: copy.cancel, submit: copy.submit, busy: copy.submitting }}
    >
      <FormField control={form.control} name="email">
        {(field) => (
          <TextField {...field} label={copy.email} type="email" autoComplete="off" isRequired />
        )}
      </FormField>
      <FormField control={form.control} name="fullName">
        {(field) => <TextField {...field} label={copy.fullName} description={copy.fullNameHint} />}
      </FormField>
      <FormField control={form.control} name="role">
        {(field) => (
          <Select
            {...field}
            onChange={(value) => field.onChange(value as AdminRole)}
            label={copy.role}
            options={roleOptions}
          />
        )}
      </FormField>
    </DialogForm>
  );
}

export interface ConfirmPasswordDialogProps {
  member: TeamMember;
  onClose: () => void;
  /** Resolves with null once the link is made, or the service's message. */
  onConfirm: (password: string) => Promise<string | null>;
}

/** Your own password before a reset link for another admin is made (no e-mail set up). */
export function ConfirmPasswordDialog({ member, onClose, onConfirm }: ConfirmPasswordDialogProps) {
  const copy = teamCopy.confirmPasswordDialog;
  const form = useZodForm(confirmPasswordSchema, { defaultValues: confirmPasswordDefaults });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: ConfirmPasswordValues) => {
    setFailure(null);
    const message = await onConfirm(values.password);
    if (message) setFailure(message);
  };
  return (
    <DialogForm
      title={copy.title}
      id="confirm-password"
      form={form}
      onSubmit={submit}
      failure={failure}
      onClose={onClose}
      labels={{ cancel: copy.cancel, submit: copy.submit, busy: copy.submitting }}
    >
      <Text>{copy.description(member.full_name)}</Text>
      <FormField control={form.control} name="password">
        {passwordInput(copy.password, 'current-password')}
      </FormField>
    </DialogForm>
  );
}

export interface RoleDialogProps {
  member: TeamMember;
  onClose: () => void;
  onSave: (role: AdminRole) => Promise<string | null>;
}

export function RoleDialog({ member, onClose, onSave }: RoleDialogProps) {
  const copy = teamCopy.roleDialog;
  const [role, setRole] = useState<AdminRole>(member.role);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async () => {
    setBusy(true);
    setFailure(null);
    const message = await onSave(role);
    setBusy(false);
    if (message) setFailure(message);
  };
  return (
    <FormDialog
      title={copy.title}
      formId="change-role"
      busy={busy}
      failure={failure}
      onClose={onClose}
      labels={{ cancel: copy.cancel, submit: teamCopy.team.changeRole, busy: copy.saving }}
    >
      <form
        id="change-role"
        aria-label={copy.title}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack>
          <Text>{copy.description(member.full_name)}</Text>
          <RadioGroup
            label={copy.role}
            options={roleOptions}
            description={`${copy.roleHelp.admin} ${copy.roleHelp.editor}`}
            value={role}
            onChange={(value) => setRole(value as AdminRole)}
          />
        </Stack>
      </form>
    </FormDialog>
  );
}

export interface RemoveDialogProps {
  member: TeamMember;
  onClose: () => void;
  onRemove: () => Promise<string | null>;
}

export function RemoveDialog({ member, onClose, onRemove }: RemoveDialogProps) {
  const copy = teamCopy.removeDialog;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    setFailure(null);
    const message = await onRemove();
    setBusy(false);
    if (message) setFailure(message);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={copy.title}
      size="small"
      actions={
        <Stack direction="row" wrap justify="flex-end" gap="small">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {copy.cancel}
          </Button>
          <Button busy={busy} busyLabel={copy.removing} onClick={() => void remove()}>
            {copy.confirm}
          </Button>
        </Stack>
      }
    >
      <Stack>
        <FailureAlert failure={failure} />
        <Text>{copy.description(member.full_name)}</Text>
      </Stack>
    </Dialog>
  );
}

export interface LinkDialogProps {
  title: string;
  description: string;
  link: string;
  onClose: () => void;
}

/** A one-time link to copy: shown once, never stored by the screen. */
export function LinkDialog({ title, description, link, onClose }: LinkDialogProps) {
  const copy = teamCopy.inviteDialog;
  const [copied, setCopied] = useState(false);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions): the field stays selectable for a manual copy.
      setCopied(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      actions={
        <Stack direction="row" wrap justify="flex-end" gap="small">
          <Button variant="outline" onClick={() => void copyLink()}>
            {copy.copy}
          </Button>
          <Button onClick={onClose}>{copy.done}</Button>
        </Stack>
      }
    >
      <Stack>
        <Text>{description}</Text>
        <TextField label={title} value={link} isReadOnly />
        <p role="status">{copied ? copy.copied : ''}</p>
      </Stack>
    </Dialog>
  );
}
