/** `--format html`: the dashboard bundle, its stylesheet and the documents in one file that opens offline in a browser. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Document } from '../core/analyze';
import type { Hint } from '../core/hints/format';
import { dashboardShellAround, scriptSafe, scriptSafeJson } from '../core/report/html';
import { InputError } from './io';

/** Outside VS Code there are no --vscode-* variables: a light and a dark set in the same names. */
const THEME = `
body { --vscode-foreground:#1f1f1f; --vscode-editor-foreground:#1f1f1f; --vscode-editor-background:#ffffff; --vscode-descriptionForeground:#616161;
  --vscode-font-family:system-ui,sans-serif; --vscode-font-size:13px; --vscode-editor-font-family:ui-monospace,monospace; --vscode-editor-font-size:12px;
  --vscode-panel-border:#e5e5e5; --vscode-focusBorder:#005fb8; --vscode-textLink-foreground:#005fb8; --vscode-textLink-activeForeground:#0055a2;
  --vscode-badge-background:#e0e0e0; --vscode-badge-foreground:#1f1f1f; --vscode-editorWidget-background:#f8f8f8; --vscode-textCodeBlock-background:#f2f2f2;
  --vscode-editorWarning-foreground:#8a6a00; --vscode-errorForeground:#c72e0f; --vscode-button-background:#005fb8; --vscode-button-foreground:#ffffff;
  --vscode-charts-foreground:#1f1f1f; --vscode-charts-lines:#d0d0d0; --vscode-charts-blue:#1a85ff; --vscode-charts-orange:#d18616; --vscode-charts-green:#388a34;
  --vscode-charts-purple:#652d90; --vscode-charts-red:#e51400; --vscode-charts-yellow:#bf8803;
  --vscode-panel-background:#ffffff; --vscode-panelTitle-activeForeground:#1f1f1f; --vscode-panelTitle-inactiveForeground:#616161;
  --vscode-panelTitle-activeBorder:#005fb8; --vscode-settings-headerBorder:#e5e5e5; --vscode-button-hoverBackground:#0258a8;
  --vscode-button-secondaryBackground:#e5e5e5; --vscode-button-secondaryForeground:#1f1f1f; --vscode-button-secondaryHoverBackground:#cccccc;
  --vscode-settings-textInputBackground:#ffffff; --vscode-settings-textInputForeground:#1f1f1f; --vscode-settings-textInputBorder:#cecece;
  --vscode-settings-checkboxBackground:#ffffff; --vscode-settings-checkboxBorder:#cecece; --vscode-settings-checkboxForeground:#1f1f1f;
  --vscode-menu-background:#ffffff; --vscode-menu-foreground:#1f1f1f; --vscode-menu-selectionBackground:#005fb8; --vscode-menu-selectionForeground:#ffffff;
  --vscode-list-hoverBackground:#f2f2f2; --vscode-icon-foreground:#424242; --vscode-widget-shadow:rgba(0,0,0,.16); }
@media (prefers-color-scheme: dark) { body { --vscode-foreground:#cccccc; --vscode-editor-foreground:#cccccc; --vscode-editor-background:#1f1f1f;
  --vscode-descriptionForeground:#9d9d9d; --vscode-panel-border:#2b2b2b; --vscode-textLink-foreground:#4daafc; --vscode-badge-background:#616161;
  --vscode-badge-foreground:#f8f8f8; --vscode-editorWidget-background:#202020; --vscode-textCodeBlock-background:#2b2b2b; --vscode-charts-foreground:#cccccc;
  --vscode-charts-lines:#444444; --vscode-charts-blue:#3794ff; --vscode-charts-orange:#d18616; --vscode-charts-green:#89d185; --vscode-charts-red:#f14c4c;
  --vscode-charts-purple:#b180d7; --vscode-charts-yellow:#cca700; --vscode-editorWarning-foreground:#cca700; --vscode-errorForeground:#f85149;
  --vscode-panel-background:#181818; --vscode-panelTitle-activeForeground:#e7e7e7; --vscode-panelTitle-inactiveForeground:#9d9d9d;
  --vscode-settings-headerBorder:#2b2b2b; --vscode-button-secondaryBackground:#313131; --vscode-button-secondaryForeground:#cccccc;
  --vscode-button-secondaryHoverBackground:#3c3c3c; --vscode-settings-textInputBackground:#313131; --vscode-settings-textInputForeground:#cccccc;
  --vscode-settings-textInputBorder:#3c3c3c; --vscode-settings-checkboxBackground:#313131; --vscode-settings-checkboxBorder:#3c3c3c;
  --vscode-settings-checkboxForeground:#cccccc; --vscode-menu-background:#1f1f1f; --vscode-menu-foreground:#cccccc; --vscode-list-hoverBackground:#2a2d2e;
  --vscode-icon-foreground:#cccccc; } }
`;

/** Characters of a document per chunk of the embedded data. */
const TEXT_CHUNK = 1 << 20;

/**
 * The data the page reads (`{docs: [{id, name, uri, lineOffset, text}], baseline}`) as chunks: each
 * document's text is escaped a slice at a time (a pair of surrogates cut in two becomes two `\u`
 * escapes, which JSON.parse joins again), so no string holds the whole input twice.
 */
function* dataChunks(docs: Document[], baseline: string | null, hints: readonly Hint[]): Generator<string> {
  yield '{"docs":[';
  for (const [id, d] of docs.entries()) {
    yield (id ? ',' : '') + scriptSafeJson({ id, name: d.name, uri: null, lineOffset: 0 }).slice(0, -1) + ',"text":"';
    for (let k = 0; k < d.text.length; k += TEXT_CHUNK)
      yield scriptSafe(JSON.stringify(d.text.slice(k, k + TEXT_CHUNK)).slice(1, -1));
    yield '"}';
  }
  yield `],"baseline":${scriptSafeJson(baseline)},"hints":${scriptSafeJson(hints)}}`;
}

/** A file of the report beside dist/cli.js, read before the output is opened (so a missing one leaves no empty --out). */
function reportAsset(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new InputError(
      `--format html needs ${path}, which this installation does not have (the VS Code package ships the CLI without it; use a checkout: npm ci && npx tierscope ...)`,
    );
  }
}

/** The standalone report as chunks, for a stream. */
export function htmlReportChunks(
  docs: Document[],
  baseline: string | null,
  hints: readonly Hint[] = [],
): Iterable<string> {
  const nonce = randomBytes(16).toString('base64');
  const bundle = reportAsset(join(__dirname, 'report.js')).replace(/<\/script/gi, '<\\/script');
  const css = reportAsset(join(__dirname, '..', 'media', 'dashboard.css'));
  const [before, after] = dashboardShellAround({
    csp: `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src data: blob:; worker-src blob:`,
    style: `<style nonce="${nonce}">${THEME}\n${css}</style>`,
    title: `TierScope: ${docs.map((d) => d.name).join(', ')}`,
  });
  return (function* () {
    yield before + '<script type="application/json" id="tierscope-data">';
    yield* dataChunks(docs, baseline, hints);
    yield `</script>\n<script type="module" nonce="${nonce}">${bundle}</script>` + after;
  })();
}
