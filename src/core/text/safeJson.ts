/** JSON from users' files and editors: a BOM accepted, nesting bounded with a message naming the depth, values quoted short. */

export const MAX_JSON_DEPTH = 256;

/** Text without a leading UTF-8 byte order mark. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The deepest nesting of arrays and objects in a JSON text (strings skipped), without recursion. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) max = Math.max(max, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

/** Parse JSON a user gave; throws an Error whose message says what is wrong (not JSON, nested too deep). */
export function parseUserJson(text: string): unknown {
  const t = stripBom(text);
  const depth = jsonDepth(t);
  if (depth > MAX_JSON_DEPTH)
    throw new Error(`nested ${depth.toLocaleString('en-US')} levels deep (at most ${MAX_JSON_DEPTH})`);
  try {
    return JSON.parse(t);
  } catch (e) {
    throw new Error(`not JSON: ${quoteShort((e as Error).message, 120)}`, { cause: e });
  }
}

/** Text cut to about `max` characters for a message, saying how long it was. */
export function clipText(s: string, max = 60): string {
  return s.length > max ? `${s.slice(0, max)}… (${s.length.toLocaleString('en-US')} characters)` : s;
}

/** A value as it appears in a message: JSON-quoted and cut to about `max` characters. */
export function quoteShort(v: unknown, max = 60): string {
  let s: string;
  try {
    s =
      typeof v === 'string'
        ? JSON.stringify(v.length > max * 2 ? v.slice(0, max * 2) : v)
        : (JSON.stringify(v) ?? String(v));
  } catch {
    s = String(v);
  }
  return s.length > max
    ? `${s.slice(0, max)}… (${(typeof v === 'string' ? v.length : s.length).toLocaleString('en-US')} characters)`
    : s;
}
