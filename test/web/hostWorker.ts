/**
 * Runs in a Web Worker of headless Chromium, as VS Code's web extension host runs an extension: loads
 * dist/web/extension.js against the stand-in `vscode` module, activates it, and drives its providers.
 * Reports to the page with postMessage.
 */
import * as vscode from './vscodeStandIn';

const scope = self as unknown as {
  module: { exports: Record<string, unknown> };
  exports: unknown;
  require(id: string): unknown;
  Worker: typeof Worker;
  importScripts(url: string): void;
  postMessage(m: unknown): void;
};
let workersStarted = 0;
const RealWorker = scope.Worker;
scope.Worker = class extends RealWorker {
  constructor(url: string | URL, options?: WorkerOptions) {
    super(url, options);
    workersStarted++;
  }
};

async function main(): Promise<unknown> {
  const manifest = (await (await fetch('/package.json')).json()) as {
    contributes: {
      commands: { command: string }[];
      configuration: { properties: Record<string, { default?: unknown }> };
    };
  };
  for (const [k, v] of Object.entries(manifest.contributes.configuration.properties))
    if (v.default !== undefined) vscode.defaults[k] = v.default;
  scope.module = { exports: {} };
  scope.exports = scope.module.exports;
  scope.require = (id: string) => {
    if (id === 'vscode') return vscode;
    throw new Error(`the web extension required ${id}`);
  };
  scope.importScripts('/dist/web/extension.js');
  const ext = scope.module.exports as { activate(c: unknown): unknown };
  const context = {
    subscriptions: [] as unknown[],
    extensionUri: vscode.Uri.parse(`${location.origin}/`),
    workspaceState: vscode.memento(),
  };
  ext.activate(context);

  // a 200 KB vmstat series, a tiering log: above the 64 KB a hover analyzes inline, so it goes to the Web Worker
  const dumps: string[] = [];
  for (let t = 0, size = 0; size < 200 * 1024; t++) {
    const d =
      `${1764669600 + t}\npgpromote_success ${t * 100}\npgdemote_kswapd ${t * 7}\n` +
      Array.from({ length: 40 }, (_, k) => `nr_zone_counter_${k} ${k}\n`).join('');
    dumps.push(d);
    size += d.length;
  }
  const doc = vscode.textDocument(vscode.Uri.parse(`${location.origin}/big.vmstat`), 'tiering-log', dumps.join(''));
  const before = workersStarted;
  const hover = (await vscode.registered.hovers[0]!.provideHover(...([doc, new vscode.Position(1, 3)] as never[]))) as
    vscode.Hover | undefined;
  const lenses = (await vscode.registered.codeLenses[0]!.provideCodeLenses(...([doc] as never[]))) as vscode.CodeLens[];
  const cDoc = vscode.textDocument(
    vscode.Uri.parse(`${location.origin}/ring.c`),
    'c',
    await (await fetch('/test/fixtures/sniff/ring.c')).text(),
  );
  const cLenses = (await vscode.registered.codeLenses[0]!.provideCodeLenses(
    ...([cDoc] as never[]),
  )) as vscode.CodeLens[];
  return {
    contributed: manifest.contributes.commands.map((c) => c.command).sort(),
    commands: [...vscode.registered.commands.keys()].sort(),
    providers: {
      hovers: vscode.registered.hovers.length,
      codeLenses: vscode.registered.codeLenses.length,
      symbols: vscode.registered.symbols.length,
    },
    serializers: vscode.registered.serializers,
    contentProviders: vscode.registered.contentProviders,
    hover: hover?.contents.value ?? null,
    lenses: lenses.map((l) => l.command?.title ?? ''),
    cLenses: cLenses.length,
    workersForTheAnalysis: workersStarted - before,
  };
}

main().then(
  (result) => scope.postMessage({ result }),
  (e: Error) => scope.postMessage({ error: `${e.message}\n${e.stack}` }),
);
