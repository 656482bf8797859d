import { Outlet } from 'react-router';

export function meta() {
  return [{ title: 'Admin' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminLayout() {
  return (
    <div>
      <Outlet />
    </div>
  );
}
