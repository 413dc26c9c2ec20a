import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';
import { mswWorkerPlugin } from './mswWorkerPlugin';

// Storybook reads this variable too: nothing about this gallery is ever reported anywhere.
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  // No addon: everything used here (viewports, controls) is built into Storybook and fetches nothing.
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true, enableCrashReports: false },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [mswWorkerPlugin()],
      // Workspace packages resolve to their TypeScript sources (the `@vitrine/source` export condition), as in
      // the tests and the example storefront: the gallery needs no prior build of the libraries.
      resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
      optimizeDeps: {
        include: [
          'swr',
          'swr/mutation',
          '@xstate/react',
          'dompurify',
          'radix-ui',
          'xstate',
          'zod/mini',
          'msw/browser',
        ],
      },
      build: {
        chunkSizeWarningLimit: 2000,
        rolldownOptions: {
          // Radix and SWR mark their modules 'use client' for server components; a browser bundle has no use for it.
          onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    });
  },
};

export default config;
