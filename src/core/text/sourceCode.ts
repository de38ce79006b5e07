/**
 * Whether a document is program source (C, shell, Python...) rather than a log or a post: a C header's
 * `#define NAME 123` lines read as a result table, `#if PNG_DEBUG >` as a run. A pasted patch or a post with
 * a code block in it is no source file: its prose, diff and quote lines keep the share of code lines low.
 */

/** A line only source code has. */
const CODE =
  /^\s*(?:#\s*(?:include|define|undef|if|ifdef|ifndef|elif|else|endif|pragma|error)\b|#!\/|\/\/|\/\*|\*\/|\*(?:\s|$)|(?:static|extern|typedef|struct|enum|union|const|unsigned|void|int|char|long|return|switch|case|break|continue|goto)\b|(?:def|class|import|from\s+\S+\s+import|elif|except|raise|yield|lambda)\b|(?:fi|done|then|do|esac|else|local|export|function)\b|[{}]\s*$)|[;{]\s*(?:\/\/.*|\/\*.*)?$/;
/** Shell's own lines. */
const SHELL =
  /^\s*(?:fi|done|then|do|esac|local|export|#!\/|echo|printf|exit|shift|unset|read|while|until|\[\[?)\b|;;\s*$/;

/** Python's own lines: a block opener ending in a colon, a statement keyword, a decorator, a call or assignment of code. */
const PYTHON =
  /^\s*(?:(?:if|for|while|with|try|else|elif|except|finally|def|class|async\s+def)\b[^:]*:\s*(?:#.*)?$|(?:return|pass|raise|yield|import|from|assert|del|global|nonlocal)\b|@[\w.]+(?:\(|$))|^\s+#|^\s*[A-Za-z_][\w.]*\(.*\)\s*$|^\s{4,}[A-Za-z_][\w.]*(?:\[[^\]]*\])?\s*[-+*/|&]?=\s*(?:.*[([{"']|None|True|False|self\b)/;

/** A line that says the text is not a source file: a diff, a quote, a shell prompt, a mail header. */
const NOT_CODE = /^(?:[+-](?![+-])|>|\$ |@@ |diff --git |From:? |Subject: |\|)/;

/**
 * A sentence of the writer's own, outside any comment: ten words or more from a letter, ending as sentences end,
 * hardly a code mark in it (`It went from 31k to 40k requests per second ...`): a post that quotes a config or a program.
 */
function isProse(line: string): boolean {
  const t = line.trim();
  if (!/^[A-Za-z@]/.test(t) || !/[.?!:]$/.test(t)) return false;
  return t.split(/\s+/).length >= 10 && (t.match(/[;{}=]/g)?.length ?? 0) <= 2;
}

/** The first lines looked at. */
const HEAD_LINES = 3000;
/** At least this many non-blank lines, and this share of them code, make a source file. */
const MIN_LINES = 20;
const MIN_SHARE = 0.6;

/** The language it looks like, or undefined when the text is not source code. */
export function sourceLanguage(text: string): 'C' | 'Python' | 'shell' | undefined {
  let lines = 0;
  let code = 0;
  let notCode = 0;
  let prose = 0;
  let c = 0;
  let py = 0;
  let sh = 0;
  let from = 0;
  let inComment: string | undefined;
  for (let k = 0; k < HEAD_LINES && from <= text.length; k++) {
    let to = text.indexOf('\n', from);
    if (to < 0) to = text.length;
    const line = text.slice(from, Math.min(to, from + 400));
    from = to + 1;
    if (!line.trim()) continue;
    lines++;
    // the inside of a block comment or docstring is the source's own prose
    if (inComment) {
      code++;
      if (line.includes(inComment)) inComment = undefined;
      continue;
    }
    const open =
      /^\s*\/\*/.test(line) && !line.includes('*/')
        ? '*/'
        : /^\s*(?:"{3}|'{3})/.test(line) && !/("{3}|'{3}).*\1/.test(line)
          ? line.trim().slice(0, 3)
          : undefined;
    if (open) {
      inComment = open;
      code++;
      continue;
    }
    if (isProse(line)) prose++;
    if (NOT_CODE.test(line)) notCode++;
    else if (PYTHON.test(line)) {
      code++;
      py++;
    } else if (CODE.test(line) || SHELL.test(line)) {
      code++;
      if (/^\s*#\s*(?:include|define|if|endif)\b|[;{]\s*$|^\s*\/[/*]/.test(line)) c++;
      else if (SHELL.test(line)) sh++;
    }
  }
  // two sentences of the writer's own make a post that quotes code, whatever its share
  if (lines < MIN_LINES || code < MIN_SHARE * lines || notCode > 0.1 * lines || prose >= 2) return undefined;
  return c >= py && c >= sh ? 'C' : py >= sh ? 'Python' : 'shell';
}
