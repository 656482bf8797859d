export function meta() {
  return [{ title: 'Staff sign-in' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminAuth() {
  return <h1>Staff sign-in</h1>;
}
