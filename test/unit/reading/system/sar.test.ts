/** sysstat's `sar` reports (reading/system/sar.ts), with the header and rows a mail client wrapped. */
import { describe, expect, it } from 'vitest';
import { analyze, fixture, m, measuredConfigs } from '../../helpers';

describe('sar', () => {
  it('`sar -u` and a `sar -B` whose header and row the mail client wrapped are one run; a sentence wrapped above a dump names none', () => {
    // from test/wild/sar-lkml-paging-wrapped-squashfs-thrashing.txt, lines 66-92 ('>>'-quoted)
    const a = analyze(fixture('sar-wrapped.txt'));
    expect(measuredConfigs(a)).toEqual(['run']);
    expect(m(a, 'run', '%system').value).toBe(100);
    expect(m(a, 'run', '%steal').value).toBe(0);
    // pgscand/s pgsteal/s %vmeff wrapped to the next line, and so did their values
    expect(m(a, 'run', 'pgsteal/s').value).toBe(15802);
    expect(m(a, 'run', '%vmeff').value).toBe(0);
    expect(m(a, 'run', 'workingset_refault').value).toBe(8201);
  });
});
