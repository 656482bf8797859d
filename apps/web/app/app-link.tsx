import type { LinkComponentProps } from '@charitykit/ui';
import { Link as RouterLink } from 'react-router';

/**
 * The ui package's links, routed: site-relative hrefs navigate on the client, anything else
 * (other sites, mailto:, tel:, new tabs) stays a plain anchor.
 */
export function AppLink({ href, ...props }: LinkComponentProps) {
  if (href.startsWith('/') && !href.startsWith('//') && props.target !== '_blank') {
    return <RouterLink to={href} {...props} />;
  }
  return <a href={href} {...props} />;
}
