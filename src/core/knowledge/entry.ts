/** One knowledge-base entry: what a counter, field, tunable or metric means and how to read it. */
export interface KnowledgeEntry {
  name: string;
  kind: 'counter' | 'field' | 'tunable' | 'metric';
  /** Other spellings: numastat names, sysfs/debugfs paths, older pghot names. */
  aliases: string[];
  /** One line. */
  meaning: string;
  unit: string;
  /** What increments or reads it: kernel function and file. */
  source: string;
  /** First kernel with it, or "pghot series, not merged". */
  since: string;
  /** How to read it, with the usual pitfalls. */
  read: string;
  related: string[];
}

/** An entry as the lists write it: the list gives the kind, and most entries have no aliases. */
export type EntryFields = Omit<KnowledgeEntry, 'kind' | 'aliases'> & { aliases?: string[] };

/** The entries of one list, all of one kind. */
export function entries(kind: KnowledgeEntry['kind'], list: readonly EntryFields[]): KnowledgeEntry[] {
  return list.map((e) => ({ kind, aliases: [], ...e }));
}
