/** Markdown marks around a name in a post. */

/** A label without the emphasis around it (`**TQ fork PR #7**`); code marks are kept, they are part of the name. */
export function unemphasized(c: string): string {
  let t = c.trim();
  for (let k = 0; k < 2; k++) {
    const m = /^(\*\*|__|\*|_)(.+)\1$/.exec(t);
    if (!m) break;
    t = m[2]!.trim();
  }
  return t;
}
