// The label Record a run... offers for a command: pure (no VS Code import), so it is unit-tested.
/**
 * A run's default label from its command: the program and up to two plain words after it, stopping at
 * the first word with a quote, `$`, a redirection or a pipe (`node -e "const x = 1"` -> `node -e`, not
 * `node -e "const`), paths cut to their last part.
 */
export function defaultLabel(command: string): string {
  const words: string[] = [];
  for (const w of command.trim().split(/\s+/)) {
    if (words.length === 3 || /["'`$|;&<>()\\]/.test(w)) break;
    words.push(w.replace(/^.*\//, ''));
  }
  return words.join(' ');
}
