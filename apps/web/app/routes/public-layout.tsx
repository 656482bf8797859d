import { Outlet } from 'react-router';

export default function PublicLayout() {
  return (
    <>
      <header>
        <nav aria-label="Main">
          <a href="/">Home</a> <a href="/programs">All Programs</a> <a href="/about">About</a>{' '}
          <a href="/contact">Contact</a>
        </nav>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <footer>
        <p>© 2024</p>
      </footer>
    </>
  );
}
