/**
 * The mail layer: a raw message (or an mbox of them, or a lore web-view copy) becomes the text a person
 * reads. RFC 822 header blocks and their folded lines are dropped, MIME parts are split, quoted-printable
 * and base64 text parts decoded, non-text parts dropped. Every output line remembers its source lines.
 */
import { Piece, type Source } from './source';

/** Header names that only mail has (a meminfo or sysctl dump has none of them). */
const MAIL_HEADER =
  /^(from|to|cc|bcc|subject|date|sent|message-id|in-reply-to|references|reply-to|return-path|received|delivered-to|mime-version|content-[\w-]+|dkim-signature|authentication-results|list-[\w-]+|precedence|sender|user-agent|thread-(topic|index)|accept-language|x-[\w-]+|arc-[\w-]+)$/i;
const HEADER_LINE = /^([A-Za-z][A-Za-z0-9-]{0,120}):/;
const MBOX_FROM = /^From \S+ .*\d{4}\s*$/;
/** Lines of lore's web view around a message: navigation, not content. */
const LORE_CHROME =
  /^(permalink raw reply|\[flat\|nested\]|Thread overview:|\s*\d+\+? messages? in thread|\[not found\]|Reply instructions:|You may reply publicly|This is a public inbox|\s*-- links below jump to the message on this page --)/;

interface Headers {
  map: Map<string, string>;
  /** Index after the header block (the blank line that ends it, or the first body line). */
  end: number;
}

/** Header lines and their folded continuations from line i (up to `to`): the fields, how many are mail headers, where they stop. */
function headerLines(src: Source, i: number, to: number): { map: Map<string, string>; mail: number; stop: number } {
  const map = new Map<string, string>();
  let mail = 0;
  let last: string | undefined;
  let k = i;
  for (; k < to; k++) {
    const t = src.text(k);
    if (t.trim() === '') break;
    if ((t.charCodeAt(0) === 32 || t.charCodeAt(0) === 9) && last !== undefined) {
      map.set(last, `${map.get(last)!} ${t.trim()}`);
      continue;
    }
    const m = HEADER_LINE.exec(t);
    if (!m) break;
    last = m[1]!.toLowerCase();
    if (MAIL_HEADER.test(last)) mail++;
    if (!map.has(last)) map.set(last, t.slice(m[0].length).trim());
  }
  return { map, mail, stop: k };
}

/** A header block at line i: at least two mail headers, ended by a blank line (or the end); else not a mail. */
function readHeaders(src: Source, i: number): Headers | undefined {
  const h = headerLines(src, i, src.count);
  if (h.mail < 2 || h.stop === i || (h.stop < src.count && src.text(h.stop).trim() !== '')) return undefined;
  return { map: h.map, end: h.stop };
}

function param(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  const m = new RegExp(`(?:^|;)\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return m ? (m[1] ?? m[2]) : undefined;
}

/** Decode quoted-printable lines: `=XX` bytes (in the part's charset), soft breaks `=` at the end join lines. */
function decodeQuotedPrintable(src: Source, from: number, to: number, out: Piece[], charset: Decode): void {
  let acc = '';
  let start = from;
  for (let k = from; k < to; k++) {
    const t = src.text(k).replace(/(?<![ \t])[ \t]+$/, '');
    if (acc === '' && start !== k) start = k;
    if (t.endsWith('=')) {
      acc += t.slice(0, -1);
      continue;
    }
    out.push(new Piece(qpBytes(acc + t, charset), start, k));
    acc = '';
    start = k + 1;
  }
  if (acc) out.push(new Piece(qpBytes(acc, charset), start, to - 1));
}

const utf8 = new TextDecoder('utf-8');
type Decode = (bytes: Uint8Array) => string;

/**
 * The decoder of a part's declared charset (`iso-8859-1`: `=B1` is `±`, where as UTF-8 it is no character); UTF-8
 * when none is declared or the name is unknown.
 */
function charsetDecoder(charset: string | undefined): Decode {
  let decoder = utf8;
  try {
    if (charset) decoder = new TextDecoder(charset.trim().toLowerCase());
  } catch {
    // a name the platform does not know: UTF-8
  }
  return (bytes) => decoder.decode(bytes);
}

function qpBytes(s: string, charset: Decode): string {
  if (s.indexOf('=') < 0) return s;
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 61 && /^[0-9A-Fa-f]{2}$/.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c < 128) bytes.push(c);
    else for (const b of new TextEncoder().encode(s[i])) bytes.push(b);
  }
  return charset(new Uint8Array(bytes));
}

/** Decode a base64 body; its lines spread evenly over the encoded lines they came from. */
function decodeBase64(src: Source, from: number, to: number, out: Piece[], charset: Decode): boolean {
  let b64 = '';
  for (let k = from; k < to; k++) b64 += src.text(k).trim();
  if (!/^[A-Za-z0-9+/=]*$/.test(b64) || b64.length === 0) return false;
  let text: string;
  try {
    const bin = atob(b64);
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    text = charset(bytes);
  } catch {
    return false;
  }
  // binary content is not text to read
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text.slice(0, 4096))) return false;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const span = Math.max(1, to - from);
  lines.forEach((l, j) => {
    const at = from + Math.min(span - 1, Math.floor((j * span) / lines.length));
    out.push(new Piece(l, at, at));
  });
  return true;
}

/** A body (of a message or a MIME part) with its headers: split multipart, decode text, drop the rest. */
function readBody(src: Source, h: Map<string, string>, from: number, to: number, out: Piece[]): void {
  const type = (h.get('content-type') ?? 'text/plain').toLowerCase();
  const boundary = param(h.get('content-type'), 'boundary');
  if (type.startsWith('multipart/') && boundary) {
    readMultipart(src, boundary, type.startsWith('multipart/alternative'), from, to, out);
    return;
  }
  if (!type.startsWith('text/') && !type.startsWith('message/')) return; // attachments that are not text
  if (type.startsWith('message/rfc822')) {
    readMail(src, from, to, out);
    return;
  }
  const html = type.startsWith('text/html');
  const enc = (h.get('content-transfer-encoding') ?? '').toLowerCase().trim();
  const decoded: Piece[] = [];
  const charset = charsetDecoder(param(h.get('content-type'), 'charset'));
  if (enc === 'quoted-printable') decodeQuotedPrintable(src, from, to, decoded, charset);
  else if (enc === 'base64') {
    if (!decodeBase64(src, from, to, decoded, charset)) return;
  } else for (let k = from; k < to; k++) decoded.push(new Piece(src.text(k), k, k));
  const flowed = (param(h.get('content-type'), 'format') ?? '').toLowerCase() === 'flowed';
  const read = flowed
    ? unflow(decoded, (param(h.get('content-type'), 'delsp') ?? '').toLowerCase() === 'yes')
    : decoded;
  for (const p of read) out.push(html ? p.with(htmlToText(p.text)) : p);
}

/**
 * `format=flowed` (RFC 3676): a line that ends in a space was wrapped by the mailer and goes on in the
 * next line of the same quote depth; `DelSp=yes` drops that space. The signature line `-- ` is not wrapped.
 */
function unflow(lines: Piece[], delSp: boolean): Piece[] {
  const out: Piece[] = [];
  const depth = (t: string) => /^>*/.exec(t)![0].length;
  /** A line's words after its quote marks and the one space stuffed after them: `> ` is an empty quoted line, not a wrapped one. */
  const content = (t: string) => t.slice(depth(t)).replace(/^ /, '');
  let acc: Piece | undefined;
  for (const p of lines) {
    if (acc && depth(p.text) === depth(acc.text)) {
      acc = new Piece(acc.text + content(p.text), acc.first, p.last);
    } else {
      if (acc) out.push(acc);
      acc = p;
    }
    const words = content(acc.text);
    if (!words.endsWith(' ') || words === '-- ') {
      out.push(acc);
      acc = undefined;
    } else if (delSp) acc = acc.with(acc.text.slice(0, -1));
  }
  if (acc) out.push(acc);
  return out;
}

function htmlToText(s: string): string {
  return s
    .replace(/<br\s*\/?>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The parts of a multipart body; of alternatives, the plain-text one. */
function readMultipart(
  src: Source,
  boundary: string,
  alternative: boolean,
  from: number,
  to: number,
  out: Piece[],
): void {
  const open = `--${boundary}`;
  const marks: number[] = [];
  let close = to;
  for (let k = from; k < to; k++) {
    const t = src.text(k).trimEnd();
    if (t === `${open}--`) {
      close = k;
      break;
    }
    if (t === open) marks.push(k);
  }
  const parts: { headers: Map<string, string>; from: number; to: number }[] = [];
  marks.forEach((m, j) => {
    const end = j + 1 < marks.length ? marks[j + 1]! : close;
    const h = readPartHeaders(src, m + 1, end);
    parts.push({ headers: h.map, from: h.end, to: end });
  });
  const plain = parts.filter((p) =>
    (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith('text/plain'),
  );
  for (const p of parts) {
    if (alternative && plain.length && !plain.includes(p)) continue;
    readBody(src, p.headers, p.from, p.to, out);
  }
}

/** Part headers need no mail header names: `Content-Type` alone is enough; the body starts after their blank line. */
function readPartHeaders(src: Source, i: number, to: number): Headers {
  const h = headerLines(src, i, to);
  return { map: h.map, end: h.stop < to && src.text(h.stop).trim() === '' ? h.stop + 1 : h.stop };
}

/** One message at `from`: its headers dropped, its body read. */
function readMail(src: Source, from: number, to: number, out: Piece[]): void {
  let i = from;
  if (i < to && MBOX_FROM.test(src.text(i))) i++;
  const h = readHeaders(src, i);
  if (!h) {
    for (let k = from; k < to; k++) out.push(new Piece(src.text(k), k, k));
    return;
  }
  readBody(src, h.map, h.end, to, out);
}

/** Whether a text holds a mail header block anywhere at a paragraph start (cheap test before the work). */
export function looksLikeMail(src: Source): boolean {
  for (let k = 0; k < src.count; k++) {
    if (k > 0 && src.text(k - 1).trim() !== '' && !MBOX_FROM.test(src.text(k - 1))) continue;
    const t = src.text(k);
    if (MBOX_FROM.test(t) || (HEADER_LINE.test(t) && readHeaders(src, k))) return true;
    if (LORE_CHROME.test(t)) return true;
  }
  return false;
}

/**
 * The readable lines of a text that holds mail: each message (mbox `From ` lines split them, a header
 * block after a blank line starts one) without its headers, its body decoded; prose around is kept.
 */
export function readMails(src: Source): Piece[] {
  const out: Piece[] = [];
  // message starts: header blocks at paragraph starts (or after an mbox From line)
  const starts: number[] = [];
  for (let k = 0; k < src.count; k++) {
    const t = src.text(k);
    const paragraphStart = k === 0 || src.text(k - 1).trim() === '';
    if (MBOX_FROM.test(t) && (paragraphStart || k === 0)) {
      if (readHeaders(src, k + 1)) starts.push(k);
      continue;
    }
    if (paragraphStart && HEADER_LINE.test(t) && !(starts.length && starts[starts.length - 1] === k - 1)) {
      const h = readHeaders(src, k);
      if (h) {
        starts.push(k);
        k = h.end;
      }
    }
  }
  let at = 0;
  starts.forEach((s, j) => {
    for (let k = at; k < s; k++) out.push(new Piece(src.text(k), k, k));
    // an mbox message runs to the next message; a header block inside a reply (an Outlook quote) covers
    // only its headers, the rest is read as plain lines
    const next = j + 1 < starts.length ? starts[j + 1]! : src.count;
    readMail(src, s, next, out);
    at = next;
  });
  for (let k = at; k < src.count; k++) out.push(new Piece(src.text(k), k, k));
  return out.filter((p) => !LORE_CHROME.test(p.text));
}
