/** The hover's index answers as a walk over the analysis would: blocks by line (documents overlap), values in order. */
import { describe, expect, it } from 'vitest';
import { analyzeDocuments } from '../../src/core/analyze';
import { blockAt, hoverMarkdown } from '../../src/core/knowledge/hover';
import type { Analysis, Block } from '../../src/core/model';
import { example, fixture } from './helpers';

const walk = (a: Analysis, line: number, source?: string): Block | undefined =>
  a.blocks.find(
    (b) =>
      b.kind !== 'prose' && b.startLine <= line && line <= b.endLine && (!source || !b.source || b.source === source),
  );

describe('hover index', () => {
  const docs = [
    { name: 'a.txt', text: example('pghot-llama-bench.txt') },
    { name: 'b.txt', text: example('ik-llama-thp-thread.md') },
    { name: 'c.vmstat', text: fixture('vmstat-series.txt') },
  ];
  const a = analyzeDocuments(docs);

  it('finds the block of every line of several documents as the walk over all blocks does', () => {
    const last = Math.max(...a.blocks.map((b) => b.endLine)) + 2;
    let found = 0;
    for (let line = 0; line <= last; line++) {
      expect(blockAt(a, line), `line ${line}`).toBe(walk(a, line));
      for (const d of docs) expect(blockAt(a, line, d.name), `line ${line} of ${d.name}`).toBe(walk(a, line, d.name));
      if (walk(a, line)) found++;
    }
    expect(found).toBeGreaterThan(100);
  });

  it('lists a metric of several documents in the order of the analysis', () => {
    const md = hoverMarkdown({ analysis: a, word: 'pgpromote_success', line: 3 })!;
    const shown = md.split('\n').filter((l) => /^- [^:]+: /.test(l));
    const expected = a.measurements
      .filter((m) => m.metric === 'pgpromote_success' || m.metric === 'pgpromote_success t/s')
      .slice(0, 12)
      .map((m) => m.config);
    expect(expected.length).toBeGreaterThan(3);
    expect(shown.slice(0, expected.length).map((l) => l.slice(2, l.indexOf(': ')))).toEqual(expected);
  });
});
