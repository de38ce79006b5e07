/** Regular-expression literals in TypeScript source, found with a small tokenizer (strings, comments and templates skipped). */
export interface RegexLiteral {
  file: string;
  line: number;
  source: string;
  flags: string;
}

const BEFORE_REGEX = new Set([
  '(',
  ',',
  '=',
  ':',
  '[',
  '!',
  '&',
  '|',
  '?',
  '{',
  '}',
  ';',
  '+',
  '-',
  '*',
  '%',
  '<',
  '>',
  '~',
  '^',
]);
const KEYWORDS = /(?:^|[^\w$])(?:return|typeof|case|of|in|do|else|void|yield|await)$/;

export function regexLiterals(file: string, src: string): RegexLiteral[] {
  const out: RegexLiteral[] = [];
  let i = 0;
  let line = 1;
  let last = ''; // last significant character
  let beforeLast = ''; // the one before it: `x! / y` is a division after a non-null assertion
  let word = ''; // trailing identifier text before the current position
  const templateDepth: number[] = [];
  while (i < src.length) {
    const c = src[i]!;
    if (c === '\n') line++;
    if (c === '/' && src[i + 1] === '/') {
      while (i < src.length && src[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      for (let k = i; k < (end < 0 ? src.length : end); k++) if (src[k] === '\n') line++;
      i = end < 0 ? src.length : end + 2;
      continue;
    }
    if (c === '"' || c === "'") {
      i++;
      while (i < src.length && src[i] !== c) i += src[i] === '\\' ? 2 : 1;
      i++;
      last = c;
      word = '';
      continue;
    }
    if (c === '`' || (c === '}' && templateDepth.length && templateDepth[templateDepth.length - 1] === 0)) {
      if (c === '}') templateDepth.pop();
      i++;
      while (i < src.length && src[i] !== '`') {
        if (src[i] === '\n') line++;
        if (src[i] === '\\') i += 2;
        else if (src[i] === '$' && src[i + 1] === '{') {
          templateDepth.push(0);
          i += 2;
          break;
        } else i++;
      }
      if (src[i] === '`') i++;
      last = '`';
      word = '';
      continue;
    }
    if (c === '{' && templateDepth.length) templateDepth[templateDepth.length - 1]!++;
    if (c === '}' && templateDepth.length) templateDepth[templateDepth.length - 1]!--;
    const postfixBang = last === '!' && (beforeLast === 'w' || beforeLast === ')' || beforeLast === ']');
    if (c === '/' && !postfixBang && (BEFORE_REGEX.has(last) || last === '' || KEYWORDS.test(word))) {
      let k = i + 1;
      let inClass = false;
      while (k < src.length && src[k] !== '\n') {
        const d = src[k]!;
        if (d === '\\') k += 2;
        else {
          if (d === '[') inClass = true;
          else if (d === ']') inClass = false;
          else if (d === '/' && !inClass) break;
          k++;
        }
      }
      if (src[k] === '/') {
        let f = k + 1;
        while (/[a-z]/.test(src[f] ?? '')) f++;
        out.push({ file, line, source: src.slice(i + 1, k), flags: src.slice(k + 1, f) });
        i = f;
        last = '/';
        word = '';
        continue;
      }
    }
    if (!/\s/.test(c)) {
      if (/[\w$]/.test(c)) word += c;
      else word = '';
      const kind = /[\w$]/.test(c) ? 'w' : c;
      if (kind !== 'w' || last !== 'w') beforeLast = last;
      last = kind;
    }
    i++;
  }
  return out;
}
