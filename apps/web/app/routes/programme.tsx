import { useParams } from 'react-router';
import { programmeSlugs } from '../public-paths';
import type { Route } from './+types/programme';
import NotFound from './not-found';

function isProgramme(slug: string | undefined): boolean {
  return (programmeSlugs as readonly (string | undefined)[]).includes(slug);
}

export function meta({ params }: Route.MetaArgs) {
  return isProgramme(params.slug) ? [{ title: `${params.slug} programme` }] : [];
}

export default function Programme() {
  const { slug } = useParams();
  if (!isProgramme(slug)) return <NotFound />;
  return <h1>{slug}</h1>;
}
