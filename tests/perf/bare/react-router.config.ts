import type { Config } from '@react-router/dev/config';

// The yardstick for the public size budget: the same framework settings as apps/web.
export default { appDirectory: 'app', ssr: false, prerender: ['/'] } satisfies Config;
