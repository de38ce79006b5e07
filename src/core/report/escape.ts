/** Escaping for where pasted text goes: HTML, Markdown (a rendered export or a hover); CSV is csv.ts (Papa.unparse). */

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * Text shown as itself in Markdown: HTML as entities (`<img onerror>` stays text), Markdown punctuation
 * backslash-escaped (no links, emphasis, code or table cells the paste made). Underscores inside a word
 * (`pgpromote_success`) and a tilde ending the text (a significance mark, `0.68x~`) make no emphasis or
 * strikethrough and stay as they are; line breaks become spaces.
 */
export function escapeMarkdown(s: string): string {
  return s
    .replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)
    .replace(/[\\`*[\]|]/g, '\\$&')
    .replace(/~(?!$)/g, '\\~')
    .replace(/(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g, '\\_')
    .replace(/[\r\n]+/g, ' ');
}

/** A fenced code block that no backtick run in the text can close early. */
export function codeFence(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}\n${text}\n${fence}`;
}
