/** The original text as lines, and the pieces of text derived from it, each with the lines it came from. */

/** CRLF and a lone CR end a line as LF does (old Mac files, `\r` progress lines): the readers split on LF only. */
export function normalizeLineEnds(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

export class Source {
  private readonly lines: string[];
  constructor(text: string) {
    this.lines = text.split(/\r\n?|\n/);
  }
  get count(): number {
    return this.lines.length;
  }
  text(k: number): string {
    return this.lines[k]!;
  }
}

/** A line of derived text and the original lines (0-based, inclusive) it was read from. */
export class Piece {
  constructor(
    readonly text: string,
    readonly first: number,
    readonly last: number,
  ) {}
  with(text: string): Piece {
    return new Piece(text, this.first, this.last);
  }
}
