/** The link to whoever hosts the dashboard: the VS Code extension, or a standalone HTML report opened in a browser. */
import type { FromWebview, WebviewState } from '../src/protocol';

interface VsCodeApi {
  postMessage(m: unknown): void;
  getState(): unknown;
  setState(s: unknown): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

export interface Host {
  /** True in a standalone report: no editor to reveal lines in, exports go through the browser. */
  standalone: boolean;
  post(m: FromWebview): void;
  getState(): WebviewState | undefined;
  setState(s: WebviewState): void;
}

function browserHost(): Host {
  return {
    standalone: true,
    post(m) {
      if (m.type === 'copy') void navigator.clipboard?.writeText(m.text);
      if (m.type === 'save') {
        const a = document.createElement('a');
        a.download = m.suggestedName;
        a.href = m.what === 'png' ? m.data : URL.createObjectURL(new Blob([m.data], { type: 'text/csv' }));
        a.click();
      }
    },
    getState: () => undefined,
    setState: () => undefined,
  };
}

export function connectHost(): Host {
  if (typeof acquireVsCodeApi !== 'function') return browserHost();
  const api = acquireVsCodeApi();
  return {
    standalone: false,
    post: (m) => api.postMessage(m),
    getState: () => (api.getState() as WebviewState | undefined) ?? undefined,
    setState: (s) => api.setState(s),
  };
}
