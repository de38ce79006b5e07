/**
 * The one door from the extension host to the analysis core. Activation loads only the VS Code glue
 * (dist/extension.js); the core is the bundle dist/host-core.js, required here on first use.
 * scripts/build.mjs builds host-core.ts as that bundle and keeps `./host-core.js` external to
 * extension.js (no rewrite: this import is the whole split); the web extension bundles it in
 * (dist/web/extension.js), and in tests the same import loads the TypeScript source.
 * test/unit/imports.test.ts holds that nothing else of the host imports host-core.ts.
 */
export type HostCore = typeof import('./host-core.js');

let core: Promise<HostCore> | undefined;

/** The analysis core, loaded once. */
export function loadCore(): Promise<HostCore> {
  return (core ??= import('./host-core.js'));
}
