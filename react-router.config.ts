import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // Every route is known from the first page (decision 0023): no /__manifest requests after
  // hydration, and no re-render of the whole page each time one answers.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
