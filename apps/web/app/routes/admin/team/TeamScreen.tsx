/**
 * Team (issue 26), for admins: each member's name, e-mail, role and last sign-in; Invite
 * (editor by default), Change role, Remove access and a password reset link. Editors never
 * see it, and the database refuses them the same actions. The last admin's role and access
 * cannot be taken away, and the screen does not offer it.
 */
import { adminRoleLabels, formatUkDayTime, teamCopy } from '@charitykit/content';
import {
  type AdminRole,
  adminCount,
  canManageTeam,
  isDataError,
  removalRefusal,
  roleChangeRefusal,
  type TeamMember,
  useAuth,
  useChangeRole,
  useInviteMember,
  useRemoveMember,
  useResetLink,
  useTeamMembers,
} from '@charitykit/data';
import {
  Badge,
  Button,
  EmptyState,
  Skeleton,
  Stack,
  TableActions,
  Text,
  toast,
} from '@charitykit/ui';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { messageOf } from '../scaffold/failure';
import { ListScreen, ListTable } from '../scaffold/ListScreen';
import * as styles from '../scaffold/scaffold.css';
import {
  ConfirmPasswordDialog,
  InviteDialog,
  LinkDialog,
  RemoveDialog,
  RoleDialog,
} from './TeamDialogs';

const copy = teamCopy.team;

type DialogState =
  | { kind: 'invite' }
  | { kind: 'role'; member: TeamMember }
  | { kind: 'remove'; member: TeamMember }
  | { kind: 'confirmPassword'; member: TeamMember }
  | { kind: 'link'; title: string; description: string; link: string }
  | null;

export function TeamScreen() {
  const { adminUser, user } = useAuth();
  const isAdmin = canManageTeam(adminUser?.role);
  const members = useTeamMembers({ enabled: isAdmin });
  const invite = useInviteMember();
  const changeRole = useChangeRole();
  const removeMember = useRemoveMember();
  const resetLink = useResetLink();
  const [dialog, setDialog] = useState<DialogState>(null);

  if (!isAdmin) return <Navigate to="/admin" replace />;
  const list = members.data ?? [];

  const onInvite = async (values: { email: string; fullName: string; role: AdminRole }) => {
    try {
      const result = await invite.mutateAsync({
        email: values.email,
        role: values.role,
        ...(values.fullName ? { fullName: values.fullName } : {}),
        redirectTo: `${window.location.origin}/admin/set-password`,
      });
      if (result.link) {
        setDialog({
          kind: 'link',
          title: teamCopy.inviteDialog.linkTitle,
          description: teamCopy.inviteDialog.linkDescription,
          link: result.link,
        });
      } else {
        setDialog(null);
        toast.success(teamCopy.inviteDialog.sent(result.email));
      }
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };

  const onRole = (member: TeamMember) => async (role: AdminRole) => {
    if (role === member.role) {
      setDialog(null);
      return null;
    }
    try {
      await changeRole.mutateAsync({ userId: member.user_id, role });
      setDialog(null);
      toast.success(teamCopy.roleDialog.saved(member.full_name, adminRoleLabels[role]));
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };

  const onRemove = (member: TeamMember) => async () => {
    try {
      await removeMember.mutateAsync(member.user_id);
      setDialog(null);
      toast.success(teamCopy.removeDialog.removed(member.full_name));
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };

  /**
   * A reset goes to its owner by e-mail when the server sends e-mail; otherwise the link is
   * shown, and for another admin the server first asks for your own password.
   */
  const requestReset = async (member: TeamMember, password?: string) => {
    const result = await resetLink.mutateAsync({
      userId: member.user_id,
      ...(password ? { password } : {}),
    });
    if (result.sentTo !== undefined) {
      setDialog(null);
      toast.success(teamCopy.inviteDialog.resetSent(result.sentTo));
    } else {
      setDialog({
        kind: 'link',
        title: teamCopy.inviteDialog.resetLinkTitle,
        description: teamCopy.inviteDialog.resetLinkDescription(member.full_name),
        link: result.link,
      });
    }
  };

  const onResetLink = async (member: TeamMember) => {
    try {
      await requestReset(member);
    } catch (error) {
      if (isDataError(error) && error.code === 'password_required') {
        setDialog({ kind: 'confirmPassword', member });
      } else {
        toast.error(messageOf(error));
      }
    }
  };

  const onConfirmPassword = (member: TeamMember) => async (password: string) => {
    try {
      await requestReset(member, password);
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };

  const dialogs = (
    <>
      {dialog?.kind === 'invite' ? (
        <InviteDialog onClose={() => setDialog(null)} onInvite={onInvite} />
      ) : null}
      {dialog?.kind === 'role' ? (
        <RoleDialog
          member={dialog.member}
          onClose={() => setDialog(null)}
          onSave={onRole(dialog.member)}
        />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <RemoveDialog
          member={dialog.member}
          onClose={() => setDialog(null)}
          onRemove={onRemove(dialog.member)}
        />
      ) : null}
      {dialog?.kind === 'confirmPassword' ? (
        <ConfirmPasswordDialog
          member={dialog.member}
          onClose={() => setDialog(null)}
          onConfirm={onConfirmPassword(dialog.member)}
        />
      ) : null}
      {dialog?.kind === 'link' ? (
        <LinkDialog
          title={dialog.title}
          description={dialog.description}
          link={dialog.link}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );

  return (
    <ListScreen
      title={copy.title}
      description={copy.description}
      actions={<Button onClick={() => setDialog({ kind: 'invite' })}>{copy.invite}</Button>}
      query={members}
      label={copy.title}
      placeholder={<Skeleton lines={4} />}
      errorTitle={copy.loadFailed}
      dialogs={dialogs}
    >
      {(rows) => (
        <Stack>
          <ListTable
            caption={copy.tableCaption}
            rows={rows}
            rowKey={(member) => member.user_id}
            columns={[
              {
                key: 'name',
                header: copy.columns.name,
                isRowHeader: true,
                cell: (member) => (
                  <>
                    {member.full_name}
                    {member.user_id === user?.id ? ` ${copy.you}` : ''}
                  </>
                ),
              },
              { key: 'email', header: copy.columns.email, cell: (member) => member.email },
              {
                key: 'role',
                header: copy.columns.role,
                cell: (member) => (
                  <Stack direction="row" gap="xsmall" wrap>
                    <Badge variant={member.role === 'admin' ? 'default' : 'secondary'}>
                      {adminRoleLabels[member.role]}
                    </Badge>
                    {member.pending ? <Badge variant="outline">{copy.pending}</Badge> : null}
                  </Stack>
                ),
              },
              {
                key: 'lastSignIn',
                header: copy.columns.lastSignIn,
                cell: (member) => (
                  <span className={styles.nowrap}>
                    {formatUkDayTime(member.last_sign_in_at, copy.never)}
                  </span>
                ),
              },
              {
                key: 'actions',
                header: copy.columns.actions,
                align: 'end',
                cell: (member) => {
                  const lastAdmin =
                    removalRefusal(adminUser?.role, list, member.user_id) === 'lastAdmin' ||
                    roleChangeRefusal(adminUser?.role, list, member.user_id, 'editor') ===
                      'lastAdmin';
                  return (
                    <TableActions>
                      <Button
                        variant="outline"
                        size="small"
                        onClick={() => setDialog({ kind: 'role', member })}
                        disabled={lastAdmin}
                        title={lastAdmin ? copy.lastAdmin : undefined}
                      >
                        {copy.changeRole}
                      </Button>
                      <Button
                        variant="outline"
                        size="small"
                        busy={resetLink.isPending && resetLink.variables?.userId === member.user_id}
                        onClick={() => void onResetLink(member)}
                      >
                        {copy.resetLink}
                      </Button>
                      <Button
                        variant="outline"
                        size="small"
                        onClick={() => setDialog({ kind: 'remove', member })}
                        disabled={lastAdmin}
                        title={lastAdmin ? copy.lastAdmin : undefined}
                      >
                        {copy.removeAccess}
                      </Button>
                    </TableActions>
                  );
                },
              },
            ]}
          />
          {rows.length <= 1 ? (
            <EmptyState title={copy.empty} description={copy.emptyDescription} />
          ) : null}
          {adminCount(rows) === 1 ? <Text tone="muted">{copy.lastAdmin}</Text> : null}
        </Stack>
      )}
    </ListScreen>
  );
}
