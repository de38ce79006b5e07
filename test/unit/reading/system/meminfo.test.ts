/** /proc/meminfo and a node's meminfo (reading/system/meminfo.ts): fields in bytes, read a field at a time. */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from '../../helpers';

describe('a node’s meminfo', () => {
  it('`Node 1 MemFree:` lines of a node’s meminfo are that node’s fields', () => {
    const a = analyze(
      'Node 1 MemTotal:       65536000 kB\nNode 1 MemFree:        12345678 kB\nNode 1 AnonHugePages:  20971520 kB\n',
    );
    expect(m(a, 'run', 'node1 MemFree').value).toBe(12345678 * 1024);
    expect(m(a, 'run', 'node1 AnonHugePages').unit).toBe('bytes');
  });
});

describe('meminfo read a field at a time', () => {
  it('`$ cat /proc/meminfo | grep X` over one line each is one meminfo block', () => {
    const a = analyze(
      [
        '$ cat /proc/meminfo | grep MemTotal',
        '\tMemTotal:       32918196 kB',
        '$ cat /proc/meminfo | grep Meta',
        '\tPageMetadata:     589824 kB',
        '$ cat /sys/devices/system/node/node0/meminfo | grep Meta',
        '\tNode 0 PageMetadata:     294912 kB',
        '',
      ].join('\n'),
    );
    expect(a.blocks.filter((b) => b.kind === 'meminfo')).toHaveLength(1);
    expect(a.measurements.find((x) => x.metric === 'node0 PageMetadata')?.value).toBe(294912 * 1024);
  });
});

describe('meminfo retyped by an author', () => {
  it('fields with a hedge and a larger unit (`MemFree: ~48.2 GiB`) under run labels are sizes in bytes', () => {
    const a = analyze(
      [
        'Before:',
        'MemFree:        ~48.2 GiB',
        'Slab:           ~310 MiB',
        'SUnreclaim:     ~95 MiB',
        '',
        'After the stress run:',
        'MemFree:        ~46.9 GiB',
        'Slab:           ~1.8 GiB',
        'SUnreclaim:     ~1.6 GiB',
        '',
      ].join('\n'),
    );
    expect(labels(a)).toEqual(['Before', 'After the stress run']);
    expect(m(a, 'Before', 'Slab').value).toBe(310 * 2 ** 20);
    expect(m(a, 'After the stress run', 'SUnreclaim').value).toBeCloseTo(1.6 * 2 ** 30, 0);
    expect(m(a, 'After the stress run', 'MemFree').unit).toBe('bytes');
  });

  it('a count with a fraction and no unit is no field of it', () => {
    const a = analyze('MemTotal:       32918196 kB\nMemFree:        1.5\n');
    expect(a.measurements.some((x) => x.metric === 'MemFree')).toBe(false);
  });
});
