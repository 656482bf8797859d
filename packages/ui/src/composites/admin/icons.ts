import {
  CheckCheck,
  CircleUser,
  ExternalLink,
  FileText,
  History,
  Images,
  Inbox,
  LayoutDashboard,
  LayoutTemplate,
  Mail,
  Pencil,
  Settings,
  Trash2,
  Upload,
  Users,
} from 'lucide';
import type { IconNode } from '../../components/Icon';

/** Icons for a back-office's usual sections, so an app needs no icon package of its own. */
export const adminNavIcons = {
  dashboard: LayoutDashboard,
  pages: FileText,
  builder: LayoutTemplate,
  media: Images,
  upload: Upload,
  submissions: Inbox,
  subscribers: Mail,
  settings: Settings,
  team: Users,
  activity: History,
  profile: CircleUser,
} satisfies Record<string, IconNode>;

/** Row actions: edit, open in a new tab, delete. */
export const adminActionIcons = {
  edit: Pencil,
  open: ExternalLink,
  remove: Trash2,
  /** Mark a message or task done. */
  handled: CheckCheck,
} satisfies Record<string, IconNode>;
