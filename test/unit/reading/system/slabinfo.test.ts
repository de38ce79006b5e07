/** /proc/slabinfo read as one run's per-cache measures (reading/system/slabinfo.ts), in the shapes mails quote it. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const LEGEND =
  '# name            <active_objs> <num_objs> <objsize> <objperslab> <pagesperslab> : tunables <limit> <batchcount> <sharedfactor> : slabdata <active_slabs> <num_slabs> <sharedavail>';
const value = (text: string, metric: string) => analyze(text).measurements.find((m) => m.metric === metric)?.value;

describe('slabinfo', () => {
  it('a quoted dump under its version and legend: each cache its fields, the object size in bytes', () => {
    const text = [
      'The dentry cache grows huge:',
      '',
      '> slabinfo - version: 2.1',
      `> ${LEGEND}`,
      '> dentry_cache      434515 514112    136   29    1 : tunables  120   60    0 : slabdata  17728  17728      0',
      '> ext3_inode_cache  587635 589992    464    8    1 : tunables   54   27    0 : slabdata  73748  73749      0',
    ].join('\n');
    const a = analyze(text);
    expect(a.blocks.find((b) => b.kind !== 'prose')?.title).toBe('slabinfo');
    expect(value(text, 'dentry_cache active_objs')).toBe(434515);
    expect(value(text, 'ext3_inode_cache num_slabs')).toBe(73749);
    const size = a.measurements.find((m) => m.metric === 'ext3_inode_cache objsize');
    expect([size?.value, size?.unit]).toEqual([464, 'bytes']);
  });

  it('rows alone, with an elision between them, are read by their shape; one row alone is not', () => {
    const rows = [
      'xfs_inode         23063278 77479540   1024   32    8 : tunables    0    0    0 : slabdata 2425069 2425069      0',
      '[...]',
      'xfs_buf            2545661 2545661    384   42    4 : tunables    0    0    0 : slabdata  60611  60611      0',
    ];
    expect(value(rows.join('\n'), 'xfs_buf active_objs')).toBe(2545661);
    expect(value(rows.join('\n'), 'xfs_inode active_slabs')).toBe(2425069);
    expect(value(rows[0]!, 'xfs_inode active_objs')).toBeUndefined();
  });
});
