import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// One Storybook for every package and every app screen.
const config: StorybookConfig = {
  stories: [
    './docs/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/web/app/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: { include: ['msw-storybook-addon/csf3', 'msw'] },
    });
  },
};
export default config;
