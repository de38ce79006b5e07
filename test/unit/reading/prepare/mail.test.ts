/** The mail layer (reading/prepare/mail.ts): headers dropped, quoted-printable and base64 parts decoded, an mbox's messages read. */
import { describe, expect, it } from 'vitest';
import { analyze, dataBlocks, fixture, labels, m, shape } from '../../helpers';

describe('mail', () => {
  it('a raw message with a quoted-printable body: headers are dropped, lines point at the encoded lines', () => {
    // from test/wild/lkp-vm-scalability-hugetlb-vmemmap-qp.txt, lines 72-96 and 154-183
    const a = analyze(fixture('mail-qp.txt'));
    expect(shape('mail-qp.txt')).toEqual(['results-table 29-55']);
    expect(labels(a)).toEqual(['5a4d8944d6b1e', 'bd225530a4c71', '9a5b87b521401']);
    for (const header of ['From', 'Subject', 'Cc', 'References', 'Content-Type', 'MIME-Version', 'quoted-printable'])
      expect(labels(a).some((l) => l.toLowerCase().includes(header.toLowerCase()))).toBe(false);
    // `=C2=B1` is `±`, a row split by a soft line break is one row, on its first line
    const usage = m(a, 'bd225530a4c71', 'cpuidle..usage');
    expect(usage.value).toBe(8992186);
    expect(usage.stddev).toBeCloseTo(8992186 * 0.06, 6);
    expect(usage.line).toBe(50);
    expect(m(a, '9a5b87b521401', 'cpuidle..usage').value).toBe(641254); // `641=` + `254`
    expect(m(a, '9a5b87b521401', 'cpuidle..time').value).toBe(2.567e9); // `2.567e=` + `+09`
    expect(m(a, '9a5b87b521401', 'cpuidle..time').stddev).toBeCloseTo(2.567e9 * 0.2, 0);
    expect(m(a, '5a4d8944d6b1e', 'numa-numastat.node0.numa_hit').line).toBe(54);
  });

  it('a base64 text part: decoded, headers dropped, values found in the encoded lines', () => {
    // from test/wild/mime-base64-ironport-pgdemote-pernode.txt, lines 63-78 and 133-182
    const a = analyze(fixture('mail-base64.txt'));
    expect(labels(a)).toEqual(['run']);
    const kinds = dataBlocks('mail-base64.txt').map((b) => b.kind);
    expect(kinds).toEqual(['vmstat', 'vmstat', 'vmstat', 'vmstat']);
    expect(m(a, 'run', 'pgdemote_kswapd').value).toBe(254288);
    expect(m(a, 'run', 'node1 pgdemote_direct').value).toBe(30066);
    expect(m(a, 'run', 'node3 pgdemote_kswapd').value).toBe(0);
    // decoded lines are spread evenly over the base64 lines (41-66), so a line is only near its bytes:
    // `> pgdemote_kswapd 254288` is encoded on lines 56-57, `> pgdemote_kswapd 0` (node3) on line 65
    for (const b of dataBlocks('mail-base64.txt')) {
      expect(b.startLine).toBeGreaterThanOrEqual(41);
      expect(b.endLine).toBeLessThanOrEqual(66);
    }
    expect(Math.abs(m(a, 'run', 'pgdemote_kswapd').line - 56)).toBeLessThanOrEqual(1);
    expect(Math.abs(m(a, 'run', 'node3 pgdemote_kswapd').line - 65)).toBeLessThanOrEqual(1);
  });

  it('an mbox of two messages: both bodies read, no header of either becomes a config', () => {
    // from test/wild/perfstat-autonuma-savedwrite-mm-unstable.txt (lines 40-41, 56-60, 88-99) and
    // test/wild/lkml-sched-numa-disjoint-vma-scan.txt (lines 57-58, 72-78, 254-269), each after lore's
    // mbox separator `From mboxrd@z Thu Jan  1 00:00:00 1970`
    const a = analyze(fixture('mbox-two.txt'));
    expect(shape('mbox-two.txt')).toEqual(['results-table 16-17', 'results-table 20-21', 'results-table 41-49']);
    expect(labels(a)).toEqual(['mm-unstable', 'mm-unstable++', 'base', 'patched']);
    const numa01 = m(a, 'mm-unstable++', 'numa01 seconds time elapsed');
    expect(numa01.value).toBe(147.45);
    expect(numa01.stddev).toBe(13.39);
    expect(numa01.line).toBe(17);
    expect(m(a, 'mm-unstable', 'numa02 seconds time elapsed').value).toBe(16.03);
    expect(m(a, 'patched', 'real').value).toBeCloseTo(69.2, 9);
    expect(m(a, 'patched', 'numa_pages_migrated').value).toBe(632990);
    expect(m(a, 'patched', 'numa_pages_migrated').line).toBe(49);
  });
});
