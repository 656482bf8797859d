/** MSW scenario of the trash's purge, which deleting and opening a trash run first. */
import { call } from '../lib/mswCall';
import { restRows } from '../lib/mswWire';

export const trashScenarios = {
  /** purge_expired_trash: the media items due to be removed (none by default). */
  purgeTrash: call<{ id: string; file_path: string }[]>({
    steps: [
      {
        name: 'rpc',
        method: 'post',
        path: '/rest/v1/rpc/purge_expired_trash',
        service: 'rest',
        respond: (request, rows) => restRows(request, rows),
      },
    ],
    fixture: () => [],
    empty: () => [],
  }),
};
