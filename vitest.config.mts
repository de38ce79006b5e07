import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/webview/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    environment: 'node',
  },
});
