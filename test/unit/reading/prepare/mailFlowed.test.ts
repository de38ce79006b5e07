/** format=flowed mail (RFC 3676): a line ending in a space goes on in the next; an empty quoted line (`> `) does not. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';
import { prepare } from '../../../../src/core/reading/prepare';
import { fixture, labels, m } from '../../helpers';

describe('format=flowed', () => {
  it('`> ` is an empty quoted line: the caption over each quoted time(1) output stays set off and names its run (REQ_OP_VERIFY)', () => {
    const a = analyze(
      readFileSync(
        'test/wild/time-scsi-req-op-verify-vs-emulation-null-blk-500gb-nvmeof-bash-time-quoted-cover-letter-2021.txt',
        'utf8',
      ),
    );
    const real = a.measurements.filter((m) => m.metric === 'real time (s)');
    expect(real.map((m) => [m.config, m.value])).toEqual([
      ['With Verify resulting in REQ_OP_VERIFY to null_blk', 123.773],
      ['With Emulation resulting in REQ_OP_READ null_blk', expect.closeTo(738.964, 6)],
    ]);
  });

  it('a quoted line that ends in a space is joined with the next quoted line; the empty one after it is kept', () => {
    const mail = [
      'From: a@b.c',
      'To: d@e.f',
      'Subject: x',
      'Content-Type: text/plain; charset=utf-8; format=flowed',
      '',
      '> one ',
      '> two',
      '> ',
      '> three',
      '',
    ].join('\n');
    expect(prepare(mail).text.split('\n')).toEqual(['', '> one two', '> ', '> three', '']);
  });

  it('format=flowed: a line ending in a space goes on in the next line, so wrapped rows and headers are whole again', () => {
    // from test/wild/mmtests-usemem-compaction-flowed-wrapped-rows.txt, lines 171-186
    const a = analyze(fixture('mail-flowed.txt'));
    expect(labels(a)).toEqual(['6.4.0-rc2', '6.4.0-rc2-compactfix', '6.4.0-rc2-revert']);
    expect(m(a, '6.4.0-rc2-revert', 'Amean syst-1').value).toBe(96.96);
    expect(m(a, '6.4.0-rc2-revert', 'Amean syst-1').line).toBe(14); // the row's first line
    // without format=flowed, a trailing space is only a space
    const plain = analyze(fixture('mail-flowed.txt').replace('; format=flowed', ''));
    expect(labels(plain)).not.toContain('6.4.0-rc2-revert');
  });
});
