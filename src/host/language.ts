/**
 * Hovers, CodeLens and the Outline for tiering logs, from the host's one cached analysis per document
 * version. Registered for every language; languageGate.ts decides per document (setting, then sniff).
 */
import * as vscode from 'vscode';
import type { BlockKind } from '../core/model';
import { analysisFor, forgetDocument } from './analyses';
import { linesRange } from './documents';
import { onDidChangeHints } from './hintSources';
import { forgetSniff, served } from './languageGate';
import { loadCore } from './loadCore';

const SOURCE_FILE = /\b((?:mm|kernel|fs|drivers|include)\/[\w/.-]+\.[ch])\b/;

async function hover(doc: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined> {
  if (!(await served(doc))) return undefined;
  // the knowledge base and hover text load on the first hover, not at activation
  const { hoverMarkdown, lookup, WORD_PATTERN } = await loadCore();
  const range = doc.getWordRangeAtPosition(position, WORD_PATTERN);
  if (!range) return undefined;
  const word = doc.getText(range);
  const analysis = await analysisFor(doc);
  const md = hoverMarkdown({ analysis, word, line: position.line + 1 });
  if (!md) return undefined;
  const text = new vscode.MarkdownString(md);
  const e = lookup(word) ?? lookup(analysis.aliases[word] ?? '');
  if (e) {
    const file = SOURCE_FILE.exec(e.source)?.[1];
    const links = e.related.map((r) => `[${r}](command:tierscope.explain?${encodeURIComponent(JSON.stringify([r]))})`);
    text.appendMarkdown(
      `\n\n${links.length ? `Explain: ${links.join(' · ')}` : ''}${file ? `${links.length ? ' — ' : ''}[${file}](https://github.com/torvalds/linux/blob/master/${file})` : ''}`,
    );
  }
  // only our own command may run from the hover; the rest of the text is not trusted
  text.isTrusted = { enabledCommands: ['tierscope.explain'] };
  return new vscode.Hover(text, range);
}

const SYMBOL_KIND: Partial<Record<BlockKind, vscode.SymbolKind>> = {
  vmstat: vscode.SymbolKind.Array,
  numastat: vscode.SymbolKind.Array,
  sysctl: vscode.SymbolKind.Property,
  'numactl-hardware': vscode.SymbolKind.Module,
};

async function blocks(doc: vscode.TextDocument) {
  if (!(await served(doc))) return [];
  return (await analysisFor(doc)).blocks.filter((b) => b.kind !== 'prose' && b.kind !== 'setup'); // isDataBlock: the glue does not load core values
}

/** The Outline: the recognized blocks, each with the run it gives. */
function registerSymbols(): vscode.Disposable {
  return vscode.languages.registerDocumentSymbolProvider('*', {
    async provideDocumentSymbols(doc) {
      return (await blocks(doc)).map((b) => {
        const range = linesRange(doc, b.startLine, b.endLine);
        return new vscode.DocumentSymbol(
          b.title ?? b.kind,
          `${b.kind}${b.config ? ` -> ${b.config}` : ''}, lines ${b.startLine}-${b.endLine}`,
          SYMBOL_KIND[b.kind] ?? vscode.SymbolKind.Struct,
          range,
          linesRange(doc, b.startLine, b.startLine),
        );
      });
    },
  });
}

export function registerLanguageFeatures(context: vscode.ExtensionContext): void {
  // every language: which ones are served is read per request, so a settings change needs no reload
  const selector = '*';
  let symbols = registerSymbols();
  const codeLensChanged = new vscode.EventEmitter<void>();
  context.subscriptions.push(
    codeLensChanged,
    vscode.languages.registerHoverProvider(selector, { provideHover: hover }),
    vscode.languages.registerCodeLensProvider(selector, {
      onDidChangeCodeLenses: codeLensChanged.event,
      async provideCodeLenses(doc) {
        if (!vscode.workspace.getConfiguration('tierscope', doc).get<boolean>('codeLens.enabled', true)) return [];
        return (await blocks(doc)).flatMap((b) => {
          const range = linesRange(doc, b.startLine, b.startLine);
          const args = [doc.uri, b.startLine, b.endLine];
          return [
            new vscode.CodeLens(range, {
              title: `Analyze block (${b.kind}, lines ${b.startLine}-${b.endLine})`,
              command: 'tierscope.analyzeRange',
              arguments: args,
            }),
            new vscode.CodeLens(range, { title: 'Compare with...', command: 'tierscope.compareWith', arguments: args }),
          ];
        });
      },
    }),
    vscode.workspace.onDidChangeConfiguration(
      (e) =>
        (e.affectsConfiguration('tierscope.codeLens') ||
          e.affectsConfiguration('tierscope.languages') ||
          e.affectsConfiguration('tierscope.hover.languages')) &&
        codeLensChanged.fire(),
    ),
    // a correction changes what a document's blocks are: the lenses are asked again, and the Outline, which VS
    // Code keeps per document version, is dropped by registering its provider anew (hovers ask on each request)
    onDidChangeHints(() => {
      codeLensChanged.fire();
      symbols.dispose();
      symbols = registerSymbols();
    }),
    {
      dispose() {
        symbols.dispose();
      },
    },
    vscode.workspace.onDidCloseTextDocument((doc) => {
      forgetDocument(doc.uri);
      forgetSniff(doc.uri);
    }),
    vscode.commands.registerCommand('tierscope.explain', async (name: unknown) => {
      const { lookup } = await loadCore();
      const e = typeof name === 'string' ? lookup(name) : undefined;
      if (!e) return;
      await vscode.window.showInformationMessage(`${e.name} (${e.kind}, ${e.unit}): ${e.meaning}`, {
        modal: true,
        detail: `How to read it: ${e.read}\n\nSource: ${e.source} (since ${e.since})\n\nRelated: ${e.related.join(', ')}`,
      });
    }),
  );
}
