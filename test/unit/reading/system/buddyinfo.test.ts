/** /proc/buddyinfo and /proc/pagetypeinfo (reading/system/buddyinfo.ts), as mails quote and wrap them. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const at = (text: string, config: string, metric: string) =>
  analyze(text).measurements.find((m) => m.config === config && m.metric === metric)?.value;

describe('buddyinfo', () => {
  it('a row per node and zone, a count per order, under `Before:` / `After ...:` captions: two runs', () => {
    const text = [
      'Before:',
      'Node 0, zone   Normal  22684  42284  28704  16901   9515   4566   1854    673    181     36    758',
      '',
      'After disabling EROFS large folio:',
      'Node 0, zone   Normal   8486   4732   2175   1161    697    272     82     19      3      1    856',
    ].join('\n');
    expect(analyze(text).configs.map((c) => c.label)).toEqual(['Before', 'After disabling EROFS large folio']);
    expect(at(text, 'Before', 'Node 0 Normal order 10')).toBe(758);
    expect(at(text, 'After disabling EROFS large folio', 'Node 0 Normal order 0')).toBe(8486);
  });
});

describe('pagetypeinfo', () => {
  it('free pages per migrate type and the blocks per type, rows and headers wrapped by the mailer', () => {
    const text = [
      'Page block order: 10',
      'Pages per block:  1024',
      '',
      'Free pages count per migrate type at order       0      1      2',
      '3      4      5      6      7      8      9     10',
      'Node    0, zone   Normal, type      Movable      0      1      1',
      '0      0      0      0      0      0      0     60',
      'Node    0, zone   Normal, type       <NULL>      0      0      0',
      '0      0      0      0      0      0      0      0',
      '',
      'Number of blocks type     Unmovable  Reclaimable      Movable',
      'Reserve       <NULL>',
      'Node 0, zone   Normal           10           40          169',
      ' 1            0',
    ].join('\n');
    expect(at(text, 'run', 'Node 0 Normal Movable order 10')).toBe(60);
    const a = analyze(text);
    const blocks = (type: string) =>
      a.measurements.find((m) => m.metric === `Node 0 Normal number of blocks ${type}`)?.value;
    expect([blocks('Movable'), blocks('Reclaimable'), blocks('Reserve')]).toEqual([169, 40, 1]);
    expect(a.blocks.map((b) => b.title)).toContain('pagetypeinfo');
  });
});
