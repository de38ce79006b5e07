// typescript-eslint with type information (recommendedTypeChecked) over every TypeScript file, each
// checked against the tsconfig that owns it; the .mjs scripts get the untyped rules. Formatting is
// Prettier's (.prettierrc.json), so no rule here is about layout. typescript-eslint loads from
// tools/lint, which holds the TypeScript 6 API it needs (see tools/lint/package.json).
import { globals, js, tseslint } from './tools/lint/index.mjs';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.vscode-test/**',
      'test-output/**',
      '.dbg/**',
      '**/node_modules/**',
      'examples/**',
      'test/fixtures/**',
      'test/wild/**',
      'test/fuzz/corpus/**',
      'test/fuzz/failures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.webview.json', './tsconfig.test.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // as tsc's noUnusedParameters: a leading _ marks one kept for a signature (a web twin, a callback)
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/core/reading/prepare/mail.ts'],
    // telling binary content from text is a test for control characters
    rules: { 'no-control-regex': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['bin/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    // the CLI's launcher is CommonJS that Node runs as it is (package.json has no "type": "module")
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
