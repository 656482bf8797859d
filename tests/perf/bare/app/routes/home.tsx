import { Link } from 'react-router';

export function meta() {
  return [{ title: 'Bare page' }];
}

export default function Home() {
  return (
    <main>
      <h1>A bare page</h1>
      <Link to="/">Home</Link>
    </main>
  );
}
