import { defineConfig } from '@lingui/conf';

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['zh-CN', 'zh-TW', 'en-US', 'id', 'ar', 'ms', 'ko', 'pt', 'es'],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
