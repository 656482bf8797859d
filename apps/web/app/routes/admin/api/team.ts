/**
 * POST /admin/api/team: the team's server action (invite, remove access, reset link). A
 * resource route: it answers JSON to a plain fetch from the Team screen, with the caller's
 * access token, and runs only on the site server.
 */
import { handleTeamAction } from '../../../team-actions.server';
import type { Route } from './+types/team';

export async function action({ request }: Route.ActionArgs) {
  return handleTeamAction(request);
}

export function loader() {
  return Response.json({ error: { message: 'Method not allowed' } }, { status: 405 });
}
