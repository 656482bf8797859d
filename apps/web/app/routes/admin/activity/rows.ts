import {
  activityActionLabels,
  activityKindLabels,
  adminRoleLabels,
  activityCopy as copy,
  formatUkDayTime,
} from '@charitykit/content';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_KINDS,
  type ActivityAction,
  type ActivityEntry,
  type ActivityFilter,
  type ActivityKind,
  type CsvColumn,
} from '@charitykit/data';

const roleLabel = (role: string | undefined) =>
  role === 'admin' || role === 'editor' ? adminRoleLabels[role] : (role ?? '');

/** The lines that finish an entry's story: the role, the page's address, the settings saved. */
export function detailLines(entry: ActivityEntry): string[] {
  const { detail } = entry;
  const lines: string[] = [];
  if (entry.action === 'role_changed' && detail.previous_role) {
    lines.push(copy.roleChange(roleLabel(detail.previous_role), roleLabel(detail.role)));
  } else if (detail.role) {
    lines.push(copy.role(roleLabel(detail.role)));
  }
  if (detail.slug) lines.push(copy.address(detail.slug));
  if (detail.keys?.length) lines.push(copy.settingKeys(detail.keys.join(', ')));
  if (entry.action === 'reset_link') lines.push(detail.emailed ? copy.emailed : copy.shownToAdmin);
  if (detail.again) lines.push(copy.again);
  return lines;
}

export const whoLabel = (entry: ActivityEntry) => entry.actor_email ?? copy.platform;

/** The filter's "What" choices: everything, a kind, or one action. */
export const whatOptions = ACTIVITY_KINDS.flatMap((kind) => [
  { value: `kind:${kind}`, label: activityKindLabels[kind] },
  ...ACTIVITY_ACTIONS[kind].map((action) => ({
    value: `action:${action}`,
    label: `${activityKindLabels[kind]}: ${activityActionLabels[action]}`,
  })),
]);

/** The "What" choice a filter stands for, and back. */
export const whatValue = (filter: ActivityFilter) =>
  filter.action ? `action:${filter.action}` : filter.kind ? `kind:${filter.kind}` : '';

export function withWhat(filter: ActivityFilter, value: string): ActivityFilter {
  const [type, name] = value.split(':');
  const known = whatOptions.some((option) => option.value === value);
  return {
    ...filter,
    kind: known && type === 'kind' ? (name as ActivityKind) : undefined,
    action: known && type === 'action' ? (name as ActivityAction) : undefined,
  };
}

export const isFiltered = (filter: ActivityFilter) =>
  Boolean(filter.kind || filter.action || filter.actorId || filter.from || filter.to);

/** The export: every matching entry, one row each; `toCsv` makes every cell inert for spreadsheets. */
export const exportColumns: readonly CsvColumn<ActivityEntry>[] = [
  { header: copy.exportColumns.when, value: (entry) => entry.at },
  { header: copy.exportColumns.who, value: whoLabel },
  { header: copy.exportColumns.whoId, value: (entry) => entry.actor_id },
  { header: copy.exportColumns.kind, value: (entry) => activityKindLabels[entry.kind] },
  { header: copy.exportColumns.what, value: (entry) => activityActionLabels[entry.action] },
  { header: copy.exportColumns.target, value: (entry) => entry.target_label },
  { header: copy.exportColumns.details, value: (entry) => detailLines(entry).join('; ') },
];

export const whenLabel = (entry: ActivityEntry) => formatUkDayTime(entry.at);
