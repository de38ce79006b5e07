/** Runs inside the real extension host (code-server's extensionTestsPath): hovers, CodeLens, Outline, language. */
import * as vscode from 'vscode';

type HoverText = vscode.MarkdownString | vscode.MarkedString;

async function hoverAt(uri: vscode.Uri, line: number, word: string): Promise<string> {
  const doc = await vscode.workspace.openTextDocument(uri);
  const col = doc.lineAt(line - 1).text.indexOf(word);
  if (col < 0) throw new Error(`"${word}" not on line ${line}`);
  const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, new vscode.Position(line - 1, col + 1));
  return hovers.flatMap((h) => h.contents.map((c: HoverText) => (typeof c === 'string' ? c : c.value))).join('\n');
}

export async function run(): Promise<void> {
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
  };
  const ws = vscode.workspace.workspaceFolders![0]!.uri;
  const seed000 = vscode.Uri.joinPath(ws, 'pghot-llama-bench.txt');
  const seed001 = vscode.Uri.joinPath(ws, 'pghot-microbenchmark.txt');
  await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(seed000));
  const ext = vscode.extensions.all.find((e) => e.packageJSON.name === 'tierscope');
  await ext?.activate();

  const cand = await hoverAt(seed000, 56, 'pgpromote_candidate');
  check(cand.includes('**pgpromote\\_candidate**'), `hover 000 pgpromote_candidate names it: ${cand.slice(0, 200)}`);
  check(cand.includes('kernel/sched/fair.c'), 'hover 000 pgpromote_candidate cites the kernel source');
  check(cand.includes('- r2: 14.34M'), 'hover 000 pgpromote_candidate shows r2 = 14.34M');
  check(cand.includes('promotion yield: r2 21.3%'), 'hover 000 pgpromote_candidate shows the yield');
  check(cand.includes('command:tierscope.explain'), 'hover links related entries');

  const m2 = await hoverAt(seed001, 49, 'M2');
  check(m2.includes('**pgpromote\\_candidate\\_nrl**'), `hover 001 M2 resolves through the legend: ${m2.slice(0, 200)}`);
  const r3 = await hoverAt(seed000, 32, 'r3');
  check(r3.includes('`vm.pghot_enabled_sources` = 0x1'), 'hover on a config label shows its tunables');

  const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', seed000);
  const titles = lenses.map((l) => l.command?.title ?? '');
  check(titles.includes('Analyze block (results-table, lines 32-39)'), `CodeLens over Table 1: ${titles.join(' | ')}`);
  check(titles.filter((t) => t === 'Compare with...').length === 3, 'a Compare with... lens per block');

  const symbols = await vscode.commands.executeCommand<vscode.DocumentSymbol[]>('vscode.executeDocumentSymbolProvider', seed000);
  const names = symbols.map((s) => s.name);
  check(names.length === 3 && names[0]!.startsWith('Table 1 - Throughput'), `Outline lists the blocks: ${names.join(' | ')}`);

  const vmstat = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(ws, 'run.vmstat'));
  check(vmstat.languageId === 'tiering-log', `*.vmstat opens as tiering-log, got ${vmstat.languageId}`);

  const report = vscode.Uri.joinPath(ws, 'host-test-result.json');
  await vscode.workspace.fs.writeFile(report, new TextEncoder().encode(JSON.stringify({ failures, cand, m2 })));
  if (failures.length) throw new Error(failures.join('\n'));
}
