/** The link to whoever hosts the dashboard: the VS Code extension, or (report.ts) a standalone HTML report in a browser. */
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

/** The VS Code webview API (acquired once per page). */
export function connectHost(): Host {
  const api = acquireVsCodeApi();
  return {
    standalone: false,
    post: (m) => api.postMessage(m),
    getState: () => (api.getState() as WebviewState | undefined) ?? undefined,
    setState: (s) => api.setState(s),
  };
}
