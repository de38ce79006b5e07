/** Runs inside the real extension host (code-server's extensionTestsPath): hovers, CodeLens, Outline, language. */
import * as vscode from 'vscode';

type HoverText = vscode.MarkdownString | vscode.MarkedString;

async function hoverAt(uri: vscode.Uri, line: number, word: string): Promise<string> {
  const doc = await vscode.workspace.openTextDocument(uri);
  const col = doc.lineAt(line - 1).text.indexOf(word);
  if (col < 0) throw new Error(`"${word}" not on line ${line}`);
  const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
    'vscode.executeHoverProvider',
    uri,
    new vscode.Position(line - 1, col + 1),
  );
  return hovers.flatMap((h) => h.contents.map((c: HoverText) => (typeof c === 'string' ? c : c.value))).join('\n');
}

export async function run(): Promise<void> {
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
  };
  const ws = vscode.workspace.workspaceFolders![0]!.uri;
  const ext = vscode.extensions.all.find((e) => (e.packageJSON as { name?: string }).name === 'tierscope');

  // the first five minutes: pastes opened as plain text, no TierScope command run, no activate() called
  // (whether it is already active here depends on timing: VS Code's own log output is a `log` document)
  const events = (ext?.packageJSON as { activationEvents?: string[] } | undefined)?.activationEvents ?? [];
  check(
    ['onLanguage:plaintext', 'onLanguage:markdown', 'onLanguage:log'].every((e) => events.includes(e)),
    `activates on plain text, Markdown and log documents: ${events.join(', ')}`,
  );
  const lkpMail = vscode.Uri.joinPath(ws, 'paste-lkp-mail.txt');
  await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(lkpMail));
  for (let k = 0; k < 100 && !ext?.isActive; k++) await new Promise((r) => setTimeout(r, 100));
  check(ext?.isActive === true, 'opening a plain-text document activates TierScope (onLanguage:plaintext)');
  for (const [file, word, shows] of [
    ['paste-lkp-mail.txt', 'proc-vmstat.numa_pages_migrated', '**numa_pages_migrated**'],
    ['paste-lkp-mail-4commits.txt', 'numa-meminfo.node0.Mapped', '**Mapped**'],
    ['paste-lkp-mail-4commits.txt', 'numa-vmstat.node0.nr_active_anon', '**nr_active_anon**'],
    ['paste-lkml-mail.txt', 'numa_hint_faults', '**numa_hint_faults**'],
    ['paste-github-thread.txt', 'numa_pages_migrated', '**numa_pages_migrated**'],
  ] as const) {
    const uri = vscode.Uri.joinPath(ws, file);
    const doc = await vscode.workspace.openTextDocument(uri);
    const line =
      doc
        .getText()
        .split('\n')
        .findIndex((l) => new RegExp(`(^|[^\\w.-])${word.replace(/\./g, '\\.')}\\b`).test(l)) + 1;
    const md = line ? await hoverAt(uri, line, word) : '';
    check(doc.languageId === 'plaintext', `${file} opens as plain text: ${doc.languageId}`);
    check(
      md.includes(shows) && md.includes('In this paste'),
      `hover on ${word} in ${file} (line ${line}): ${md.slice(0, 160)}`,
    );
    const fileLenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri);
    check(fileLenses.length > 0, `CodeLens in ${file} with no command run first`);
  }

  const seed000 = vscode.Uri.joinPath(ws, 'pghot-llama-bench.txt');
  const seed001 = vscode.Uri.joinPath(ws, 'pghot-microbenchmark.txt');
  await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(seed000));
  await ext?.activate();

  const cand = await hoverAt(seed000, 56, 'pgpromote_candidate');
  check(cand.includes('**pgpromote_candidate**'), `hover 000 pgpromote_candidate names it: ${cand.slice(0, 200)}`);
  check(cand.includes('kernel/sched/fair.c'), 'hover 000 pgpromote_candidate cites the kernel source');
  check(cand.includes('- r2: 14.34M'), 'hover 000 pgpromote_candidate shows r2 = 14.34M');
  check(cand.includes('promotion yield: r2 21.3%'), 'hover 000 pgpromote_candidate shows the yield');
  check(cand.includes('command:tierscope.explain'), 'hover links related entries');

  const m2 = await hoverAt(seed001, 49, 'M2');
  check(m2.includes('**pgpromote_candidate_nrl**'), `hover 001 M2 resolves through the legend: ${m2.slice(0, 200)}`);
  const r3 = await hoverAt(seed000, 32, 'r3');
  check(r3.includes('`vm.pghot_enabled_sources` = 0x1'), 'hover on a config label shows its tunables');

  const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', seed000);
  const titles = lenses.map((l) => l.command?.title ?? '');
  check(titles.includes('Analyze block (results-table, lines 32-39)'), `CodeLens over Table 1: ${titles.join(' | ')}`);
  check(titles.filter((t) => t === 'Compare with...').length === 3, 'a Compare with... lens per block');

  const symbols = await vscode.commands.executeCommand<vscode.DocumentSymbol[]>(
    'vscode.executeDocumentSymbolProvider',
    seed000,
  );
  const names = symbols.map((s) => s.name);
  check(
    names.length === 3 && names[0]!.startsWith('Table 1 - Throughput'),
    `Outline lists the blocks: ${names.join(' | ')}`,
  );

  const vmstat = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(ws, 'run.vmstat'));
  check(vmstat.languageId === 'tiering-log', `*.vmstat opens as tiering-log, got ${vmstat.languageId}`);

  // a 12 MB vmstat series: hovers go through the analysis worker, the dashboard gets it in slices
  const big = vscode.Uri.joinPath(ws, 'big.vmstat');
  const dumps: string[] = [];
  for (let t = 0, size = 0; size < 12 * 1024 * 1024; t++) {
    const d =
      `${1764669600 + t}\npgpromote_success ${t * 100}\npgdemote_kswapd ${t * 7}\n` +
      Array.from({ length: 40 }, (_, k) => `nr_zone_counter_${k} ${k}\n`).join('');
    dumps.push(d);
    size += d.length;
  }
  await vscode.workspace.fs.writeFile(big, new TextEncoder().encode(dumps.join('')));
  const bigHover = await hoverAt(big, 2, 'pgpromote_success');
  check(
    /This dump:\*\* 0 -> [\d.]+[MG]?, delta [\d.]+[MG]? over \d+ s/.test(bigHover),
    `hover in a 12 MB vmstat (worker path) gives the delta and rate: ${bigHover.slice(-300)}`,
  );
  await vscode.commands.executeCommand('tierscope.analyze', big);
  const panel = (
    ext?.exports as { panel(): { documents: readonly { name: string; text: string }[] } | undefined }
  ).panel();
  check(
    panel?.documents.length === 1 && panel.documents[0]!.text.length > 12 * 1024 * 1024,
    `the 12 MB document reached the dashboard: ${panel?.documents.map((d) => `${d.name} ${d.text.length}`).join(', ')}`,
  );

  // Record a run...: tierscope record in a terminal, the dashboard on runs.tierlog when it closes
  const recorded = await vscode.commands.executeCommand<string | undefined>('tierscope.record', {
    command: 'echo recorded-in-a-terminal',
    label: 'host run',
  });
  const tierlog = recorded
    ? new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.file(recorded)))
    : '';
  check(
    /^==> host run <==$/m.test(tierlog) && tierlog.includes('\nrecorded-in-a-terminal\n'),
    `Record a run... wrote runs.tierlog: ${recorded} ${tierlog.slice(0, 200)}`,
  );
  const after = (ext?.exports as { panel(): { documents: readonly { name: string }[] } | undefined }).panel();
  check(
    after?.documents.some((d) => d.name.endsWith('runs.tierlog')) === true,
    `the dashboard opened on runs.tierlog: ${after?.documents.map((d) => d.name).join(', ')}`,
  );
  const tl = await vscode.workspace.openTextDocument(vscode.Uri.file(recorded ?? '/nonexistent'));
  check(tl.languageId === 'tiering-log', `*.tierlog opens as tiering-log, got ${tl.languageId}`);

  // quiet in other languages: C that holds nothing gets no lens, symbol or hover; Markdown with counter values does
  const ringC = vscode.Uri.joinPath(ws, 'ring.c');
  const cDoc = await vscode.workspace.openTextDocument(ringC);
  check(cDoc.languageId === 'c', `ring.c is C: ${cDoc.languageId}`);
  const cLenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', ringC);
  const cSymbols =
    (await vscode.commands.executeCommand<vscode.DocumentSymbol[] | undefined>(
      'vscode.executeDocumentSymbolProvider',
      ringC,
    )) ?? [];
  check(
    cLenses.length === 0 && cSymbols.length === 0,
    `no CodeLens or Outline in C that holds nothing: ${cLenses.length} lenses, ${cSymbols.length} symbols`,
  );
  check((await hoverAt(ringC, 10, 'NR_PAGES')) === '', 'no hover in C that holds nothing');
  const notes = vscode.Uri.joinPath(ws, 'notes.md');
  await vscode.workspace.fs.writeFile(
    notes,
    new TextEncoder().encode(
      '# Our run\n\nAfter the run, `/proc/vmstat` said:\n\n    pgpromote_success 2097152\n    pgpromote_candidate 2100000\n',
    ),
  );
  const notesDoc = await vscode.workspace.openTextDocument(notes);
  check(notesDoc.languageId === 'markdown', `notes.md is Markdown: ${notesDoc.languageId}`);
  check(
    (await hoverAt(notes, 5, 'pgpromote_success')).includes('**pgpromote_success**'),
    'a hover in Markdown that holds counter values',
  );
  // tierscope.languages for Markdown only, applied without a reload, then back
  const forMarkdown = vscode.workspace.getConfiguration('tierscope', { languageId: 'markdown' });
  await forMarkdown.update('languages', [], vscode.ConfigurationTarget.Global, true);
  check(
    (await hoverAt(notes, 5, 'pgpromote_success')) === '',
    '"[markdown]": {"tierscope.languages": []} turns Markdown hovers off at once',
  );
  check(
    (await hoverAt(seed000, 56, 'pgpromote_candidate')).includes('**pgpromote_candidate**'),
    'the Markdown override leaves plain text served',
  );
  await forMarkdown.update('languages', undefined, vscode.ConfigurationTarget.Global, true);
  check(
    (await hoverAt(notes, 5, 'pgpromote_success')).includes('**pgpromote_success**'),
    'removing the override serves Markdown again',
  );
  // the old setting still counts while the new one is not set
  const global = vscode.workspace.getConfiguration('tierscope');
  await global.update('hover.languages', ['plaintext'], vscode.ConfigurationTarget.Global);
  check(
    (await hoverAt(notes, 5, 'pgpromote_success')) === '',
    'tierscope.hover.languages (deprecated) still chooses the languages',
  );
  await global.update('hover.languages', undefined, vscode.ConfigurationTarget.Global);

  // the walkthrough's sample: read-only, bundled, analyzed into the dashboard
  await vscode.commands.executeCommand('tierscope.openSample');
  const sample = (
    ext?.exports as { panel(): { documents: readonly { name: string; text: string; uri?: vscode.Uri }[] } | undefined }
  ).panel();
  const sd = sample?.documents[0];
  check(
    sample?.documents.length === 1 && sd?.uri?.scheme === 'tierscope-sample' && sd.text.includes('pgpromote_candidate'),
    `the sample reached the dashboard: ${sample?.documents.map((d) => `${d.name} ${String(d.uri)}`).join(', ')}`,
  );
  check(
    vscode.window.activeTextEditor?.document.uri.scheme === 'tierscope-sample',
    `the sample is open in an editor: ${String(vscode.window.activeTextEditor?.document.uri)}`,
  );

  const report = vscode.Uri.joinPath(ws, 'host-test-result.json');
  await vscode.workspace.fs.writeFile(
    report,
    new TextEncoder().encode(JSON.stringify({ failures, cand, m2, bigHover })),
  );
  if (failures.length) throw new Error(failures.join('\n'));
}
