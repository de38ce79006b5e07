/**
 * `npm run bench correct`: the host's path from a correction to the dashboard's new load on a 50 KB paste
 * (src/host/panel.ts `correct`): keep the hint in the workspace storage (a Memento), merge the document's hints,
 * analyze with them (src/host/offThread.ts, on the host's thread below 1 MB), build the dashboard view and the
 * load message, serialize it as postMessage does. Issue 32 asks for under 100 ms.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseHints, type Hint } from '../src/core/hints/format';
import { Corrections, mergeHints, type Memento } from '../src/host/corrections';
import { analyzeOffThread } from '../src/host/offThread';
import { loadMessages } from '../src/host/loadMessages';

const root = join(__dirname, '..');
const WILD = join(root, 'test/wild');
const FIXTURES = join(root, 'test/fixtures');
const SLUG = 'time-runs-named-two-ways';

/** A misread text (test/fixtures) with its three corrections, then other real pastes of test/wild to 50 KB. */
function paste(): string {
  const parts = [readFileSync(join(FIXTURES, `${SLUG}.txt`), 'utf8')];
  let size = parts[0]!.length;
  for (const f of readdirSync(WILD).sort()) {
    // (not the mail the fixture was made from: its blocks have the fixture's keys)
    if (!f.startsWith('lkml-') || !f.endsWith('.txt') || f.startsWith('lkml-arm64-tlb-batch')) continue;
    const n = statSync(join(WILD, f)).size;
    if (size + n > 52 * 1024) continue;
    parts.push(readFileSync(join(WILD, f), 'utf8'));
    size += n;
    if (size >= 50 * 1024) break;
  }
  return parts.join('\n\n');
}

class MemoryMemento implements Memento {
  private readonly data = new Map<string, string>();
  get<T>(key: string): T | undefined {
    const v = this.data.get(key);
    return v === undefined ? undefined : (JSON.parse(v) as T);
  }
  update(key: string, value: unknown): Promise<void> {
    if (value === undefined) this.data.delete(key);
    else this.data.set(key, JSON.stringify(value));
    return Promise.resolve();
  }
}

export async function benchCorrect(): Promise<void> {
  const text = paste();
  const docs = [{ name: 'paste.txt', text }];
  const fixes = parseHints(readFileSync(join(FIXTURES, 'hints', `${SLUG}.tierscope.json`), 'utf8')).hints;
  // a structure correction too (the reader reads the block again): one header row, on the first table it applies to
  const plain = await analyzeOffThread(docs, null);
  let structure: Hint | undefined;
  for (const b of plain.analysis.blocks) {
    if (b.kind !== 'results-table' || !b.key) continue;
    const h: Hint = { kind: 'header-rows', block: { key: b.key }, rows: 1 };
    const tried = await analyzeOffThread(docs, null, undefined, undefined, [h]);
    if (tried.analysis.hints?.[0]?.applied) {
      structure = h;
      break;
    }
  }
  const corrections: Hint[] = [...fixes, ...(structure ? [structure] : [])];
  const once = async (hint: Hint, store: Corrections): Promise<{ ms: number; applied: number; of: number }> => {
    const t0 = performance.now();
    await store.add('file:///paste.txt', hint);
    const hints = mergeHints([], store.list('file:///paste.txt'));
    const a = await analyzeOffThread(docs, null, undefined, undefined, hints);
    const load = loadMessages({
      type: 'load',
      analysis: 1,
      docs: [{ id: 1, name: 'paste.txt', text, uri: 'file:///paste.txt', lineOffset: 0 }],
      dashboard: a.view(),
      baseline: null,
      view: null,
      note: null,
    });
    JSON.stringify(load);
    const outcomes = a.analysis.hints ?? [];
    return { ms: performance.now() - t0, applied: outcomes.filter((o) => o.applied).length, of: outcomes.length };
  };
  const times: number[] = [];
  let last = { ms: 0, applied: 0, of: 0 };
  for (let r = 0; r < 15; r++) {
    const store = new Corrections(new MemoryMemento());
    for (const h of corrections) {
      last = await once(h, store);
      if (r > 0) times.push(last.ms); // the first round warms the JIT
    }
  }
  times.sort((x, y) => x - y);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  console.log(
    `\ncorrection -> new load, ${(text.length / 1024).toFixed(0)} KB paste, ${corrections.length} corrections one by one (${last.applied}/${last.of} applied at the end): median ${q(0.5)} ms, p90 ${q(0.9)} ms, max ${q(1)} ms (goal < 100 ms)`,
  );
}
