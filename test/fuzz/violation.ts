/** A broken invariant of a fuzz target; `kind` names it (the fuzzer groups failures by kind and message). */
export type ViolationKind =
  | 'exception'
  | 'non-finite'
  | 'non-finite-text'
  | 'orphan-measurement'
  | 'over-budget'
  | 'line-end-twin'
  | 'terminal-json'
  | 'memory'
  | 'record-lost'
  | 'record-partial'
  | 'record-status'
  | 'record-unread';

export class Violation extends Error {
  constructor(
    readonly kind: ViolationKind,
    detail: string,
  ) {
    super(`${kind}: ${detail}`);
  }
}

/** An exception a target did not expect, as a Violation (the first lines of its stack kept). */
export function asViolation(e: unknown): Violation {
  if (e instanceof Violation) return e;
  return new Violation(
    'exception',
    `${(e as Error)?.constructor?.name ?? 'thrown'}: ${(e as Error)?.message ?? String(e)}\n${((e as Error)?.stack ?? '').split('\n').slice(1, 6).join('\n')}`,
  );
}
