// What eslint.config.mjs imports: resolved from this folder, typescript-eslint (and ts-api-utils, which
// the root package.json's overrides pins here) load the typescript 6.0.3 beside them, not the root's 7.
export { default as js } from '@eslint/js';
export { default as globals } from 'globals';
export { default as tseslint } from 'typescript-eslint';
