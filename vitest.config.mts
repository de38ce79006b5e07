import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'test/unit/**/*.test.ts',
      'test/webview/**/*.test.ts',
      'test/web/**/*.test.ts',
      'test/vscode/**/*.test.ts',
    ],
    // the real-VS Code suite shares one code-server: run files one at a time
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    environment: 'node',
  },
});
