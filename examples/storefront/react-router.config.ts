import type { Config } from '@react-router/dev/config';

/** Server rendering, with the app's modules under `src/` (`root.tsx`, `routes.ts`, the route modules). */
export default {
  appDirectory: 'src',
  ssr: true,
  buildDirectory: 'build',
  // Every route's entry is in the page's manifest from the start: no manifest requests as links render, and no
  // router update after hydration (which would wake every island of the page at once).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
