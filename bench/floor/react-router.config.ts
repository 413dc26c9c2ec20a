import type { Config } from '@react-router/dev/config';

/** Server rendering, as the storefront; the same route discovery, so both pages carry the same manifest mode. */
export default {
  appDirectory: 'app',
  ssr: true,
  buildDirectory: 'build',
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
