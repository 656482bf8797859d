import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function meta() {
  return [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <section>
      <h1>404</h1>
      <p>Oops! Page not found</p>
      <a href="/">Return to Home</a>
    </section>
  );
}
