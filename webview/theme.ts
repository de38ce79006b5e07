/** Chart colours from the VS Code theme (`--vscode-charts-*`), re-read when the theme changes. */

export interface Palette {
  series: string[];
  foreground: string;
  grid: string;
  font: string;
  better: string;
  worse: string;
}

const SERIES = ['blue', 'orange', 'green', 'purple', 'red', 'yellow'];

function cssVar(name: string, fallback: string): string {
  const v = getComputedStyle(document.body).getPropertyValue(name).trim();
  return v || fallback;
}

export function palette(): Palette {
  const fg = cssVar('--vscode-editor-foreground', cssVar('--vscode-foreground', '#888'));
  return {
    series: SERIES.map((c) => cssVar(`--vscode-charts-${c}`, fg)),
    foreground: cssVar('--vscode-charts-foreground', fg),
    grid: cssVar('--vscode-charts-lines', cssVar('--vscode-panel-border', fg)),
    font: cssVar('--vscode-font-family', 'sans-serif'),
    better: cssVar('--vscode-charts-green', fg),
    worse: cssVar('--vscode-charts-red', fg),
  };
}

/** Call `onChange` when VS Code switches theme (it changes the body's class and the variables). */
export function watchTheme(onChange: () => void): void {
  new MutationObserver(onChange).observe(document.body, { attributes: true, attributeFilter: ['class', 'style'] });
}
