/**
 * Runs inside the real extension host, twice around a window reload (test/vscode/corrections.test.ts says which
 * phase in phase.json): 1. the misread arm64 text of test/wild corrected through the dashboard's protocol, as
 * the webview sends it; 2. after the reload the corrections are still applied, Save Reading Hints writes
 * arm64.txt.tierscope.json and they are applied from it, once.
 */
import * as vscode from 'vscode';
import type { Hint } from '../../../src/core/hints/format';

interface Load {
  note: string | null;
  dashboard: { model: { configs: { label: string }[] }; reading: { blocks: { key?: string; startLine: number }[] } };
}
interface Panel {
  receive(m: unknown): void;
  readonly latestLoad: Load | undefined;
  readonly latestOtherReadings: { key: string; others: { hint: Hint; says: string; runs: string[] }[] } | undefined;
  readonly documents: readonly { name: string }[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Other Readings at the cursor, its quick pick's first item accepted once the worker has tried them; what it said. */
async function firstOtherReading(): Promise<string | undefined> {
  let settled = false;
  const picked = Promise.resolve(vscode.commands.executeCommand<string>('tierscope.otherReadings')).finally(
    () => (settled = true),
  );
  for (let waited = 0; !settled && waited < 60_000; waited += 500) {
    await sleep(500);
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
  }
  return picked;
}

/** Poll until `get` gives something `ok` accepts (an analysis runs after the message that asks for it). */
async function until<T>(get: () => Promise<T> | T, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  let v = await get();
  for (const t0 = Date.now(); !ok(v) && Date.now() - t0 < ms; v = await get()) await sleep(100);
  return v;
}

export async function run(): Promise<void> {
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
  };
  const ws = vscode.workspace.workspaceFolders![0]!.uri;
  const read = async (name: string) =>
    new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(ws, name)));
  const phase = (JSON.parse(await read('phase.json')) as { phase: number }).phase;
  const ext = vscode.extensions.all.find((e) => (e.packageJSON as { name?: string }).name === 'tierscope')!;
  const arm = vscode.Uri.joinPath(ws, 'arm64.txt');
  await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(arm));
  await ext.activate();
  const panel = () => (ext.exports as { panel(): Panel | undefined }).panel();
  const runs = () => panel()?.latestLoad?.dashboard.model.configs.map((c) => c.label) ?? [];
  /** The runs the Outline gives the text's blocks (what hovers and CodeLens read too: analysisFor). */
  let symbols = '';
  const outline = async () => {
    const got =
      (await vscode.commands.executeCommand<vscode.DocumentSymbol[] | undefined>(
        'vscode.executeDocumentSymbolProvider',
        arm,
      )) ?? [];
    symbols = got.map((s) => `${s.name}: ${s.detail}`).join(' | ');
    return got.map((s) => /-> (.*),/.exec(s.detail)?.[1]).filter((r): r is string => r !== undefined);
  };
  const corrected = (names: string[]) =>
    names.length > 0 && names.every((n) => n === 'w/o patch' || n === 'w/ the patch');
  const fixes = (JSON.parse(await read('expected-hints.json')) as { hints: Hint[] }).hints;

  if (phase === 1) {
    const before = await outline();
    check(!corrected(before), `the text is misread before any correction: ${symbols}`);
    await vscode.commands.executeCommand('tierscope.analyze', arm);
    const p = panel();
    check(p?.documents.length === 1, 'the dashboard shows arm64.txt');
    const misread = await until(runs, (r) => r.length > 0);
    check(
      misread.includes('w/o') && misread.includes('w/'),
      `the dashboard shows the misread runs: ${misread.join(', ')}`,
    );
    // the corrections as the webview sends them, one after the other (each logs its time), the block's run
    // named on the document it is in; then two at once, the newer load says what the last one did
    for (const hint of fixes.slice(0, 2)) {
      const sent = p?.latestLoad;
      p?.receive({ type: 'correct', doc: 0, hint });
      await until(
        () => p?.latestLoad,
        (l) => l !== sent && /^Correct/.test(l?.note ?? ''),
      );
    }
    p?.receive({ type: 'correct', doc: 0, hint: { kind: 'baseline', config: 'w/ the patch' } });
    p?.receive({ type: 'correct', doc: 0, hint: fixes[2] });
    const fixed = await until(runs, (r) => r.length === 2 && corrected(r));
    check(corrected(fixed) && fixed.length === 2, `three corrections give the two runs: ${fixed.join(', ')}`);
    await until(
      () => p?.latestLoad?.note ?? '',
      (n) => n.startsWith('Corrected: run named'),
    );
    check(
      /^Corrected: run named "w\/o patch"/.test(p?.latestLoad?.note ?? ''),
      `the dashboard says what the last correction did: ${p?.latestLoad?.note}`,
    );
    const lines = await until(outline, corrected);
    check(corrected(lines), `the Outline reads the corrected runs too: ${symbols}`);
    // undo the last, the dashboard follows; and again
    p?.receive({ type: 'uncorrect', which: 'last' });
    const undone = await until(runs, (r) => !corrected(r));
    check(!corrected(undone), `Undo takes back the block's run name: ${undone.join(', ')}`);
    check(
      /^Took back the correction run named/.test(p?.latestLoad?.note ?? ''),
      `undo says so: ${p?.latestLoad?.note}`,
    );
    p?.receive({ type: 'uncorrect', which: 'last' });
    await until(
      () => p?.latestLoad?.note ?? '',
      (n) => n.startsWith('Took back the correction baseline'),
    );
    p?.receive({ type: 'correct', doc: 0, hint: fixes[2] });
    check(corrected(await until(runs, corrected)), 'the correction made again');
    // a malformed correction is dropped by the protocol's guard, nothing stored
    p?.receive({ type: 'correct', doc: 0, hint: { kind: 'header-rows', block: { key: 'x' }, rows: 99 } });
    // forget on another document leaves this one's corrections
    const other = vscode.Uri.joinPath(ws, 'other.txt');
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(other));
    const forgot = await vscode.commands.executeCommand<string>('tierscope.forgetCorrections');
    check(/^No stored corrections of other\.txt/.test(forgot ?? ''), `Forget on other.txt: ${forgot}`);
    check(corrected(await outline()), `other.txt forgotten, arm64.txt still corrected: ${symbols}`);
    await sleep(1500); // let the workbench write its storage before the reload
  } else {
    const lines = await until(outline, corrected);
    check(corrected(lines), `after the reload the Outline still reads the corrected runs: ${symbols}`);
    await vscode.commands.executeCommand('tierscope.analyze', arm);
    const fixed = await until(runs, (r) => r.length === 2 && corrected(r));
    check(corrected(fixed), `after the reload the dashboard shows the corrected runs: ${fixed.join(', ')}`);
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(arm));
    const saved = await vscode.commands.executeCommand<string>('tierscope.saveHints');
    check(/^Saved 3 reading hints to arm64\.txt\.tierscope\.json/.test(saved ?? ''), `Save Reading Hints: ${saved}`);
    const file = JSON.parse(await read('arm64.txt.tierscope.json')) as { format: string; hints: Hint[] };
    check(file.format === 'tierscope.hints/v1', `the file is versioned: ${file.format}`);
    check(
      JSON.stringify(file.hints) === JSON.stringify(fixes),
      `the file holds the 3 corrections: ${JSON.stringify(file.hints)}`,
    );
    // moved, not copied: nothing stored is left to apply a second time, and they still apply from the file
    const undo = await vscode.commands.executeCommand<string>('tierscope.undoCorrection');
    check(
      /^No correction of arm64\.txt to take back; still applied from arm64\.txt\.tierscope\.json \(3 hints\)/.test(
        undo ?? '',
      ),
      `after saving, the corrections come from the file only: ${undo}`,
    );
    check(corrected(await until(outline, corrected)), 'the Outline reads the runs corrected from the file');
    check(corrected(await until(runs, corrected)), 'the dashboard too');
    // the time a correction takes on a 51 KB paste (the output channel says it; the test prints it)
    await vscode.commands.executeCommand('tierscope.analyze', vscode.Uri.joinPath(ws, 'paste50k.txt'));
    const big = panel();
    await until(runs, (r) => r.includes('w/o'));
    for (const hint of [fixes[0]!, fixes[1]!, { kind: 'rename', from: 'w/ the patch', to: 'with patch' }]) {
      const sent = big?.latestLoad;
      big?.receive({ type: 'correct', doc: 0, hint });
      const l = await until(
        () => big?.latestLoad,
        (x) => x !== sent && /^Correct/.test(x?.note ?? ''),
      );
      check(/^Corrected/.test(l?.note ?? ''), `a correction of the 51 KB paste: ${l?.note}`);
    }
    // lines read as a table, named by the host (its core's linesRef) as the webview's "Read lines as…" asks
    await vscode.commands.executeCommand('tierscope.analyze', vscode.Uri.joinPath(ws, 'vmalloc.txt'));
    const v = panel();
    await until(runs, (r) => r.length === 1);
    const asTable = { as: 'table', separator: 'vs' };
    let sent = v?.latestLoad;
    v?.receive({ type: 'correctLines', doc: 0, startLine: 134, endLine: 166, read: asTable });
    const table = await until(
      () => v?.latestLoad,
      (x) => x !== sent && /^Correct/.test(x?.note ?? ''),
    );
    check(
      /^Corrected: lines read as table \(cells parted by "vs"\) \(lines 134-166\)/.test(table?.note ?? ''),
      `lines 134-166 read as a table: ${table?.note}`,
    );
    check(runs().length === 2, `the table's two runs: ${runs().join(', ')}`);
    sent = v?.latestLoad;
    v?.receive({ type: 'correctLines', doc: 0, startLine: 133, endLine: 133, read: asTable });
    const blank = await until(
      () => v?.latestLoad,
      (x) => x !== sent,
    );
    check(blank?.note === 'Line 133 holds nothing to read: not corrected.', `a blank line is refused: ${blank?.note}`);
    // the table's other readings, tried by the host as the block's "Other readings…" asks; one taken
    const key = v?.latestLoad?.dashboard.reading.blocks.find((b) => b.startLine === 134)?.key ?? '';
    v?.receive({ type: 'otherReadings', doc: 0, key });
    const other = await until(
      () => v?.latestOtherReadings,
      (x) => x?.key === key,
    );
    const axis = other?.others.find((o) => o.hint.kind === 'runs-axis');
    check(
      !!axis && axis.runs.join() !== runs().join(),
      `the table's runs on its other axis: ${other?.others.map((o) => o.says).join('; ')}`,
    );
    sent = v?.latestLoad;
    v?.receive({ type: 'correct', doc: 0, hint: axis?.hint });
    await until(
      () => v?.latestLoad,
      (x) => x !== sent,
    );
    check(
      runs().join() === axis?.runs.join(),
      `taken, the runs it said: ${runs().join(', ')} (said ${axis?.runs.join(', ')})`,
    );
    // the same from the editor: the block at the cursor, its other readings in a quick pick, the first picked and kept
    const editor = await vscode.window.showTextDocument(
      await vscode.workspace.openTextDocument(vscode.Uri.joinPath(ws, 'vmalloc.txt')),
    );
    editor.selection = new vscode.Selection(149, 0, 149, 0);
    const said = await firstOtherReading();
    check(
      /^lines 134-166 read as ".+": .* \(kept as a correction of vmalloc\.txt\)\.$/.test(said ?? ''),
      `Other Readings at the cursor: ${said}`,
    );
    // the cursor in no block: the whole text's, each saying its lines
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    const whole = await firstOtherReading();
    check(
      /^vmalloc\.txt read as "lines \d+-\d+: .+": .* \(kept as a correction of vmalloc\.txt\)\.$/.test(whole ?? ''),
      `Other Readings with the cursor in no block: ${whole}`,
    );
    // the dashboard in front again, for the window's checks after this phase
    await vscode.commands.executeCommand('tierscope.analyze', vscode.Uri.joinPath(ws, 'vmalloc.txt'));
  }

  await vscode.workspace.fs.writeFile(
    vscode.Uri.joinPath(ws, `corrections-result-${phase}.json`),
    new TextEncoder().encode(JSON.stringify({ failures })),
  );
  if (failures.length) throw new Error(failures.join('\n'));
}
