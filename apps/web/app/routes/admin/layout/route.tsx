/** The /admin layout's route module: the signed-in frame around every back-office screen. */
import { adminMeta } from '../scaffold/meta';
import { AdminLayoutView } from './AdminLayout';

export const meta = () => adminMeta('Admin', { standalone: true });

export default function AdminLayout() {
  return <AdminLayoutView />;
}
