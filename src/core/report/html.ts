/** The dashboard's HTML shell, shared by the VS Code panel (external script and style) and the standalone report (inlined). */
import { escapeHtml } from './escape';

export interface ShellParts {
  /** Content-Security-Policy value. */
  csp: string;
  /** `<link>`/`<style>` for the stylesheet. */
  style: string;
  /** `<script>` tags: the bundle, and for a standalone report the data. */
  scripts: string;
  title: string;
}

/** JSON that can sit inside `<script type="application/json">` without ending it early. */
export function scriptSafeJson(value: unknown): string {
  return scriptSafe(JSON.stringify(value));
}

/** JSON text (or a piece of it cut between escapes) made safe inside a `<script>` element. */
export function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function dashboardShell(p: ShellParts): string {
  const [before, after] = dashboardShellAround(p);
  return before + p.scripts + after;
}

/** The shell before and after its scripts, for a report written as a stream. */
export function dashboardShellAround(p: Omit<ShellParts, 'scripts'>): [string, string] {
  return [
    `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(p.csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${escapeHtml(p.title)}</title>
${p.style}
</head>
<body>
<main id="app" aria-live="polite"><p>Analyzing...</p></main>
`,
    `
</body>
</html>
`,
  ];
}
