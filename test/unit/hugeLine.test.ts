/** A text that is one line of megabytes is said at once (issue 35); a log with line ends of any kind, or minified JSON, is not one. */
import { describe, expect, it } from 'vitest';
import { HUGE_LINE, hugeLine } from '../../src/core/text/hugeLine';

const words = (n: number) => 'pgfault 12 numa | '.repeat(Math.ceil(n / 18)).slice(0, n);

describe('hugeLine', () => {
  it('one line over the limit is one, with or without a line end after it', () => {
    expect(hugeLine(words(HUGE_LINE + 1))).toBe(HUGE_LINE + 1);
    expect(hugeLine(words(2 * HUGE_LINE) + '\n')).toBe(2 * HUGE_LINE);
    // a few short lines around it change nothing: it is most of the text
    expect(hugeLine(`Subject: results\n\n${words(2 * HUGE_LINE)}\n-- \nsig\n`)).toBe(2 * HUGE_LINE);
  });

  it('a line at the limit, a long line in a longer log, and lines ended by CR or CRLF are none', () => {
    expect(hugeLine(words(HUGE_LINE))).toBeUndefined();
    expect(hugeLine(`${words(HUGE_LINE + 10)}\n${'pgpromote_success 12\n'.repeat(120_000)}`)).toBeUndefined();
    const log = 'pgpromote_success 12\n'.repeat(120_000);
    expect(hugeLine(log.replace(/\n/g, '\r'))).toBeUndefined();
    expect(hugeLine(log.replace(/\n/g, '\r\n'))).toBeUndefined();
  });

  it('minified JSON is left to the readers', () => {
    const recs = JSON.stringify(
      Array.from({ length: 30_000 }, (_, k) => ({ build_commit: 'abc', avg_ts: k, n_threads: 8 })),
    );
    expect(recs.length).toBeGreaterThan(HUGE_LINE);
    expect(hugeLine(recs)).toBeUndefined();
    expect(hugeLine(`  ${recs.slice(1, -1)}`)).toBeUndefined(); // `{...},{...}` opens with a brace
  });
});
