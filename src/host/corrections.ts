/**
 * The user's corrections of a reading, kept per document in the workspace's storage (a Memento: VS Code's
 * workspaceState, in Node and in the browser alike). Each hint names its block by content key
 * (src/core/hints/format.ts), so a document's corrections survive edits elsewhere in it and window reloads.
 * No VS Code import: test/unit/host/corrections.test.ts runs it over a fake Memento.
 */
import { hintOf, type Hint } from '../core/hints/format';

/** What of VS Code's Memento the store uses. */
export interface Memento {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): Thenable<void>;
}

/** The storage key all documents' corrections are kept under. */
export const STORAGE_KEY = 'tierscope.corrections';

/** Documents kept at most; the least recently corrected go first (a clipboard paste is a document too). */
export const MAX_DOCUMENTS = 200;

/** A stored correction: the hint, when it was made, and the hint of the same target it replaced (undo brings it back). */
export interface Entry {
  hint: Hint;
  at: number;
  replaced?: Hint;
}

interface DocEntries {
  entries: Entry[];
  /** When the document was last corrected, for the eviction order. */
  used: number;
}

type Stored = Record<string, DocEntries>;

/**
 * What a hint sets: two hints with one target cannot both hold, so the newer replaces the older (a block's
 * header rows given twice, a run renamed twice).
 */
export function targetOf(h: Hint): string {
  switch (h.kind) {
    case 'rename':
      return `rename\u0000${h.from}`;
    case 'run-names':
      // the same runs named again: the newer names hold (other runs named in another correction keep theirs)
      return `run-names\u0000${Object.keys(h.names).sort().join('\u0000')}`;
    case 'tunables':
      return `tunables\u0000${h.config}`;
    case 'baseline':
      return 'baseline';
    case 'not-a-run':
      return `not-a-run\u0000${h.config}`;
    case 'runs-by-caption':
      return 'runs-by-caption';
    case 'only-runs':
      // which runs the text has is said once: the newer list replaces the older
      return 'only-runs';
    case 'section-runs':
      // one section line's runs are qualified or named once
      return `section-runs\u0000${h.at}`;
    case 'ignore':
    case 'run-name':
    case 'one-run':
    case 'run-from':
      // a block is ignored or given its run: one decision about the block's run
      return `run\u0000${h.block.key}`;
    case 'split-column':
      // a block's runs split by two columns: both hold
      return `split-column\u0000${h.block.key}\u0000${h.column}`;
    default:
      return `${h.kind}\u0000${h.block.key}`;
  }
}

/** The newer of two hints of one target; tunables of one run add up (the newer's values win). */
function combine(older: Hint, newer: Hint): Hint {
  if (older.kind === 'tunables' && newer.kind === 'tunables') return { ...newer, set: { ...older.set, ...newer.set } };
  return newer;
}

/**
 * Older hints (a hints file's), then newer ones (the user's stored corrections): a newer hint replaces the
 * older of its target in place of it, so one hint per target holds and the newer wins.
 */
export function mergeHints(older: readonly Hint[], newer: readonly Hint[]): Hint[] {
  const out: Hint[] = [];
  const at = new Map<string, number>();
  for (const h of [...older, ...newer]) {
    const t = targetOf(h);
    const k = at.get(t);
    if (k === undefined) {
      at.set(t, out.length);
      out.push(h);
    } else out[k] = combine(out[k]!, h);
  }
  return out;
}

/** Whether two hints say the same thing (as their JSON, keys sorted: a hint read back from storage or a file). */
export function sameHint(a: Hint, b: Hint): boolean {
  return canonical(a) === canonical(b);
}

function canonical(x: unknown): string {
  if (typeof x !== 'object' || x === null) return JSON.stringify(x);
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  const o = x as Record<string, unknown>;
  return `{${Object.keys(o)
    .sort()
    .filter((k) => o[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
    .join(',')}}`;
}

const TEXT_EDGE = 1 << 20;

/** A name for a text that has no URI (the clipboard): its hash, so its corrections come back with the same text. */
export function textKey(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  const add = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 16777619);
      h2 = Math.imul(h2 ^ c, 2246822507);
    }
  };
  // a 200 MB paste is named by its ends and length, not hashed whole on every analysis
  if (text.length <= 2 * TEXT_EDGE) add(0, text.length);
  else {
    add(0, TEXT_EDGE);
    add(text.length - TEXT_EDGE, text.length);
  }
  return `text:${(h1 >>> 0).toString(16)}${(h2 >>> 0).toString(16)}-${text.length}`;
}

/** One entry read back from storage, or undefined when it is not one (storage from another version, edited by hand). */
function entryOf(x: unknown): Entry | undefined {
  if (typeof x !== 'object' || x === null) return undefined;
  const o = x as Record<string, unknown>;
  const hint = hintOf(o.hint);
  if (typeof hint === 'string') return undefined;
  const replaced = o.replaced === undefined ? undefined : hintOf(o.replaced);
  return {
    hint,
    at: typeof o.at === 'number' ? o.at : 0,
    ...(replaced && typeof replaced !== 'string' ? { replaced } : {}),
  };
}

/**
 * The corrections of every document corrected in this workspace. Read from storage once, then kept in memory:
 * a change applies at once (the next analysis sees it, listeners hear of it before the call returns), and its
 * write to storage follows, the writes in order; the promise a change returns settles when it is stored.
 */
export class Corrections {
  private readonly listeners = new Set<(docs: readonly string[]) => void>();
  /** Ticks so two corrections in one millisecond keep their order. */
  private last = 0;
  private state: Stored | undefined;
  /** Writes one after the other, each the whole state as it was then. */
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly memento: Memento,
    private readonly now: () => number = Date.now,
  ) {}

  private get stored(): Stored {
    return (this.state ??= this.read());
  }

  private read(): Stored {
    const raw = this.memento.get<unknown>(STORAGE_KEY);
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
    const out: Stored = {};
    for (const [doc, v] of Object.entries(raw as Record<string, unknown>)) {
      const o = v as Partial<DocEntries> | null;
      if (!o || !Array.isArray(o.entries)) continue;
      const entries = o.entries.map(entryOf).filter((e): e is Entry => e !== undefined);
      if (entries.length) out[doc] = { entries, used: typeof o.used === 'number' ? o.used : 0 };
      this.last = Math.max(this.last, ...entries.map((e) => e.at));
    }
    return out;
  }

  /** Tell the listeners, then store a copy of the state (after the writes before it). */
  private changed(docs: readonly string[]): Promise<void> {
    const s = this.stored;
    const all = Object.keys(s);
    if (all.length > MAX_DOCUMENTS)
      for (const d of all.sort((a, b) => s[a]!.used - s[b]!.used).slice(0, all.length - MAX_DOCUMENTS)) delete s[d];
    for (const fn of this.listeners) fn(docs);
    const copy: unknown = Object.keys(s).length ? JSON.parse(JSON.stringify(s)) : undefined;
    const write = this.writes.then(() => this.memento.update(STORAGE_KEY, copy));
    this.writes = write.catch(() => undefined);
    return write;
  }

  private tick(): number {
    this.last = Math.max(this.now(), this.last + 1);
    return this.last;
  }

  /** Called with the documents whose corrections changed, before the change is stored. */
  onDidChange(fn: (docs: readonly string[]) => void): { dispose(): void } {
    this.listeners.add(fn);
    return { dispose: () => this.listeners.delete(fn) };
  }

  /** A document's corrections, oldest first, one per target. */
  list(doc: string): Hint[] {
    return (this.stored[doc]?.entries ?? []).map((e) => e.hint);
  }

  /** How many corrections each of these documents has. */
  count(docs: readonly string[]): number {
    return docs.reduce((n, d) => n + (this.stored[d]?.entries.length ?? 0), 0);
  }

  /** Keep a correction; it replaces the document's earlier hint of the same target (kept with it, for undo). */
  add(doc: string, hint: Hint): Promise<void> {
    const d = (this.stored[doc] ??= { entries: [], used: 0 });
    const t = targetOf(hint);
    const k = d.entries.findIndex((e) => targetOf(e.hint) === t);
    const old = k >= 0 ? d.entries.splice(k, 1)[0] : undefined;
    const merged = old ? combine(old.hint, hint) : hint;
    d.entries.push({ hint: merged, at: this.tick(), ...(old ? { replaced: old.hint } : {}) });
    d.used = this.last;
    return this.changed([doc]);
  }

  /** Take back the newest correction of these documents (the one it replaced comes back); what was taken back. */
  async undo(docs: readonly string[]): Promise<{ doc: string; hint: Hint } | undefined> {
    const s = this.stored;
    let best: { doc: string; k: number; at: number } | undefined;
    for (const doc of new Set(docs))
      s[doc]?.entries.forEach((e, k) => {
        if (!best || e.at > best.at) best = { doc, k, at: e.at };
      });
    if (!best) return undefined;
    const { doc, k } = best;
    const d = s[doc]!;
    const [gone] = d.entries.splice(k, 1);
    if (gone!.replaced) d.entries.push({ hint: gone!.replaced, at: 0 });
    // the restored hint goes back among the oldest: a later undo takes the newer ones first
    d.entries.sort((a, b) => a.at - b.at);
    if (!d.entries.length) delete s[doc];
    await this.changed([doc]);
    return { doc, hint: gone!.hint };
  }

  /** Forget every correction of these documents; how many there were. */
  async forget(docs: readonly string[]): Promise<number> {
    const s = this.stored;
    let n = 0;
    const changed: string[] = [];
    for (const doc of new Set(docs)) {
      if (!s[doc]) continue;
      n += s[doc].entries.length;
      changed.push(doc);
      delete s[doc];
    }
    if (changed.length) await this.changed(changed);
    return n;
  }
}
