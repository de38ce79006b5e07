import { describe, expect, it } from 'vitest';
import { analyzeDocuments } from '../../src/core/analyze';
import { dashboardView } from '../../src/core/report/dashboardView';
import { loadMessages } from '../../src/host/loadMessages';
import {
  isFromWebview,
  isWebviewState,
  keptInState,
  linesCorrection,
  MAX_STATE_TEXT,
  type ToWebview,
} from '../../src/protocol';
import { linesRef } from '../../src/core/reading/linesRef';
import { example } from './helpers';

describe('the load the host sends', () => {
  const text = example('pghot-llama-bench.txt');
  const analysis = analyzeDocuments([{ name: 'pghot-llama-bench.txt', text }]);
  const dashboard = dashboardView(analysis);

  it('carries the view model and the what-if proposal with its measurements, as plain JSON', () => {
    expect(dashboard.model.configs.map((c) => c.label)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    expect(dashboard.whatIf?.proposal.preset).toBe('llama-mixtral-tiered');
    expect(dashboard.whatIf?.measurements).toBe(analysis.measurements);
    // VS Code posts messages as JSON: nothing that JSON would lose but an undefined (which the views read as null)
    const lost: string[] = [];
    const walk = (x: unknown, path: string): void => {
      if (typeof x === 'number' && !Number.isFinite(x)) lost.push(`${path} = ${x}`);
      else if (typeof x === 'function' || x instanceof Map || x instanceof Set) lost.push(path);
      else if (x && typeof x === 'object') for (const [k, y] of Object.entries(x)) walk(y, `${path}.${k}`);
    };
    walk(dashboard, 'dashboard');
    expect(lost).toEqual([]);
  });

  it('no what-if when nothing measured can be simulated', () => {
    const prose = 'just some words\n';
    expect(dashboardView(analyzeDocuments([{ name: 'x', text: prose }])).whatIf).toBeNull();
  });

  it('a large text goes in slices after the load, which carries the view model at once', () => {
    const big = 'x'.repeat(9 * 1024 * 1024 + 5);
    const load: Extract<ToWebview, { type: 'load' }> = {
      type: 'load',
      analysis: 1,
      dashboard,
      docs: [{ id: 1, name: 'big', text: big, uri: null, lineOffset: 0 }],
      baseline: null,
      view: null,
      note: null,
    };
    const [first, ...rest] = loadMessages(load);
    expect(first).toMatchObject({ type: 'load', chunked: true, dashboard, docs: [{ text: '' }] });
    expect(rest.map((m) => (m.type === 'text' ? m.text : '')).join('')).toBe(big);
    expect(rest.map((m) => m.type === 'text' && m.done)).toEqual([false, false, true]);
    expect(loadMessages({ ...load, docs: [{ ...load.docs[0]!, text }] })).toEqual([
      { ...load, docs: [{ ...load.docs[0]!, text }] },
    ]);
  });

  it('the webview keeps a text in its state unless it is large and its file can be read again', () => {
    const long = 'x'.repeat(MAX_STATE_TEXT + 1);
    expect(keptInState({ text: long, uri: 'file:///a' })).toBe(false);
    expect(keptInState({ text: long, uri: null })).toBe(true);
    expect(keptInState({ text: 'short', uri: 'file:///a' })).toBe(true);
  });

  it('a baseline change from the webview is checked like every message', () => {
    expect(isFromWebview({ type: 'baseline', baseline: 'r2' })).toBe(true);
    for (const bad of [
      { type: 'baseline' },
      { type: 'baseline', baseline: null },
      { type: 'baseline', baseline: 'x'.repeat(1001) },
    ])
      expect(isFromWebview(bad), JSON.stringify(bad)).toBe(false);
  });

  it("a block's other readings asked for: a document's index and a block's key, checked like every message", () => {
    expect(isFromWebview({ type: 'otherReadings', doc: 0, key: '15d5dc68d81368-5' })).toBe(true);
    for (const bad of [
      { type: 'otherReadings', doc: 0 },
      { type: 'otherReadings', doc: -1, key: 'k-1' },
      { type: 'otherReadings', doc: 0.5, key: 'k-1' },
      { type: 'otherReadings', doc: 0, key: 7 },
      { type: 'otherReadings', doc: 0, key: 'k'.repeat(101) },
    ])
      expect(isFromWebview(bad), JSON.stringify(bad)).toBe(false);
  });

  it('lines to read as the user says: checked like every message; the host names them, or says they hold nothing', () => {
    const m = {
      type: 'correctLines',
      doc: 0,
      startLine: 2,
      endLine: 4,
      read: { as: 'table', separator: 'vs' },
    } as const;
    expect(isFromWebview(m)).toBe(true);
    for (const bad of [
      { ...m, startLine: 0 },
      { ...m, endLine: 1 },
      { ...m, read: { as: 'chart' } },
      { ...m, read: { as: 'prose', separator: '|' } },
      { ...m, read: { as: 'table', header: 9 } },
      { ...m, read: null },
    ])
      expect(isFromWebview(bad), JSON.stringify(bad)).toBe(false);
    const text = 'Results:\n\n      base   patched\nfoo   1 vs 2\nbar   3 vs 4\n';
    // the blank line 2 is not part of them: they are named by the key of lines 3-4, as --lines 2-4 names them
    expect(linesCorrection(m, text, linesRef)).toEqual({
      kind: 'read-lines',
      block: linesRef(text, 3, 4),
      as: 'table',
      separator: 'vs',
    });
    expect(linesRef(text, 2, 4)).toMatchObject({ first: 'base   patched', lines: '3-4' });
    expect(linesCorrection({ ...m, startLine: 2, endLine: 2 }, text, linesRef)).toBe(
      'Line 2 holds nothing to read: not corrected.',
    );
    expect(linesCorrection(m, undefined, linesRef)).toBe('Lines 2-4 hold nothing to read: not corrected.');
  });

  it('a restored state keeps the URIs of documents that are not files (virtual workspaces, the bundled sample); a URI must have a scheme and name a document', () => {
    const state = (uri: string | null) => ({
      docs: [{ id: 1, name: 'a', text: 'x', uri, lineOffset: 0 }],
      baseline: null,
      view: 'overview',
    });
    for (const uri of [
      'file:///a.txt',
      'untitled:Untitled-1',
      'vscode-vfs://github/o/r/a.txt',
      'tierscope-sample:/pghot-llama-bench.txt',
      null,
    ])
      expect(isWebviewState(state(uri)), String(uri)).toBe(true);
    for (const uri of [
      '/a.txt',
      '',
      ':x',
      'x'.repeat(5000),
      'command:workbench.action.terminal.new',
      'https://x',
      'javascript:alert(1)',
      'vscode://some.extension/act',
    ])
      expect(isWebviewState(state(uri)), uri.slice(0, 20)).toBe(false);
  });
});
