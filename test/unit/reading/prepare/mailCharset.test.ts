/** A mail part's bytes decoded in the charset it declares. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';
import { prepare } from '../../../../src/core/reading/prepare';

const mail = (charset: string, body: string) =>
  [
    'From: a@example.org',
    'Message-ID: <1@example.org>',
    'MIME-Version: 1.0',
    `Content-Type: text/plain; charset="${charset}"`,
    'Content-Transfer-Encoding: quoted-printable',
    '',
    body,
  ].join('\n');

describe('a quoted-printable part in its charset', () => {
  it('`=B1` is `±` in iso-8859-1 and `=C2=B1` in UTF-8', () => {
    expect(prepare(mail('iso-8859-1', '8980 =B1  2%')).text).toContain('8980 ±  2%');
    expect(prepare(mail('utf-8', '8980 =C2=B1  2%')).text).toContain('8980 ±  2%');
    expect(prepare(mail('x-unknown-charset', '8980 =C2=B1  2%')).text).toContain('8980 ±  2%');
  });

  it('the lkp rows of an iso-8859-1 mail keep their ± cells, so both commits are runs (i915)', () => {
    const a = analyze(
      readFileSync('test/wild/lkp-lkml-i915-phoronix-jxrendermark-qp-b1-plusminus-ascii-plot-stats-json.txt', 'utf8'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['0dccdba51e', '59dd13ad31']);
    expect(a.measurements.find((m) => m.metric.endsWith('operations_per_second'))?.stddev).toBeCloseTo(8980 * 0.02, 5);
  });
});
