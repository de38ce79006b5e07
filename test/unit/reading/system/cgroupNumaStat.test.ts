/** A cgroup's memory.numa_stat (reading/system/cgroupNumaStat.ts), v1 and v2. */
import { describe, expect, it } from 'vitest';
import { analyze, has, m } from '../../helpers';

describe('memory.numa_stat', () => {
  it('cgroup v2: bytes per node as MB rows; workingset events are no amount of memory', () => {
    const a = analyze(
      [
        '# cat /sys/fs/cgroup/bench/memory.numa_stat',
        'anon N0=1073741824 N1=57982058496 N2=28991029248',
        'file N0=0 N1=104857600 N2=0',
        'anon_thp N0=0 N1=4294967296 N2=0',
        'workingset_refault_anon N0=0 N1=12 N2=0',
      ].join('\n') + '\n',
    );
    expect(m(a, 'run', 'cgroup anon on node2')).toMatchObject({ value: 28991029248, unit: 'bytes' });
    expect(m(a, 'run', 'cgroup anon_thp on node1').value).toBe(4 * 2 ** 30);
    expect(has(a, 'run', 'cgroup workingset_refault_anon on node1')).toBe(false);
  });

  it('cgroup v1: pages per node with the total first', () => {
    const a = analyze('total=246 N0=200 N1=46\nfile=100 N0=100 N1=0\nanon=146 N0=100 N1=46\nunevictable=0 N0=0 N1=0\n');
    expect(m(a, 'run', 'cgroup anon on node1')).toMatchObject({ value: 46, unit: 'pages' });
    expect(m(a, 'run', 'cgroup total total').value).toBe(246);
  });
});
