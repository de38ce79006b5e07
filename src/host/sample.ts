/** The bundled sample the walkthrough opens: read-only (a content provider), analyzed at once. */
import * as vscode from 'vscode';
import { SAMPLE_SCHEME } from './documents';

/** The one sample the .vsix ships (see .vscodeignore): llama-bench over five NUMA balancing / pghot configs, with counters. */
export const SAMPLE_FILE = 'pghot-llama-bench.txt';

export function sampleUri(): vscode.Uri {
  return vscode.Uri.from({ scheme: SAMPLE_SCHEME, path: `/${SAMPLE_FILE}` });
}

/** Serve the sample's text from the extension's examples/ folder; nothing else is served. */
export function registerSample(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.workspace.registerTextDocumentContentProvider(SAMPLE_SCHEME, {
      async provideTextDocumentContent(uri) {
        if (uri.path !== `/${SAMPLE_FILE}`) throw new Error(`TierScope ships no sample ${uri.path}`);
        const bytes = await vscode.workspace.fs.readFile(
          vscode.Uri.joinPath(context.extensionUri, 'examples', SAMPLE_FILE),
        );
        return new TextDecoder().decode(bytes);
      },
    }),
  );
}
