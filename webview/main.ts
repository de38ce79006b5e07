/** The dashboard webview in VS Code: the host analyzes and sends `load`; the page says `ready` first. */
import type { ToWebview } from '../src/protocol';
import { startDashboard } from './dashboard';
import { connectHost } from './host';

const host = connectHost();
const dashboard = startDashboard(host);
window.addEventListener('message', (e: MessageEvent<ToWebview>) => dashboard.receive(e.data));
host.post({ type: 'ready' });
