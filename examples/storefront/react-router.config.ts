import type { Config } from '@react-router/dev/config';

/** Server rendering, with the app's modules under `src/` (`root.tsx`, `routes.ts`, the route modules). */
export default {
  appDirectory: 'src',
  ssr: true,
  buildDirectory: 'build',
} satisfies Config;
