/** /proc/PID/numa_maps (reading/system/numaMaps.ts): summed per node as numastat -p sums it. */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from '../../helpers';

const MB = 2 ** 20;

describe('/proc/PID/numa_maps', () => {
  it('sums per node as numastat -p does: huge, heap, stack and the rest, in the mapping’s own page size', () => {
    const a = analyze(
      [
        '$ cat /proc/4242/numa_maps',
        '00400000 default file=/usr/bin/bench mapped=20 N0=20 kernelpagesize_kB=4',
        '01b14000 weighted interleave:0-1 heap anon=65793 dirty=65793 active=0 N0=54828 N1=10965 kernelpagesize_kB=4',
        '7f0000000000 bind:1 file=/mnt/huge/w huge dirty=100 N1=100 kernelpagesize_kB=2048',
        '7f2e40000000 prefer (many):1-2 anon=512 dirty=512 N1=256 N2=256 kernelpagesize_kB=4',
        '7ffd1c3f0000 default stack anon=33 dirty=33 N1=33 kernelpagesize_kB=4',
        '7ffd1c500000 default',
      ].join('\n') + '\n',
    );
    expect(a.blocks.filter((b) => b.kind === 'numastat')).toHaveLength(1);
    // 100 huge pages of 2 MB, not 100 x 4 KB
    expect(m(a, 'run', 'process Huge on node1').value).toBe(200 * MB);
    expect(m(a, 'run', 'process Heap on node0').value).toBe(54828 * 4096);
    expect(m(a, 'run', 'process Stack on node1').value).toBe(33 * 4096);
    expect(m(a, 'run', 'process Private on node2').value).toBe(256 * 4096);
    expect(m(a, 'run', 'process Private on node0').value).toBe(20 * 4096);
    expect(m(a, 'run', 'process Total on node1').value).toBe(200 * MB + (10965 + 33 + 256) * 4096);
  });

  it('a line with a word that is neither a flag nor key=value is not numa_maps', () => {
    const a = analyze('7f0000000000 default the mapping we talked about N0=12\n7f0000001000 default N1=3 see above\n');
    expect(a.blocks.some((b) => b.kind === 'numastat')).toBe(false);
  });

  it('before and after a migration: each snapshot its run, with its smaps fields (test/wild thp-migration-after-pause)', () => {
    const a = analyze(
      [
        'root@test1:~# numactl -m 0 ./map_thp ',
        '7f749d0aa000 bind:0 anon=25600 dirty=25600 N0=25600 kernelpagesize_kB=4',
        '7f749d0aa000-7f74a34aa000 rw-p 00000000 00:00 0 ',
        'Size:             102400 kB',
        'Rss:              102400 kB',
        'AnonHugePages:    100352 kB',
        '',
        'After pause',
        '7f749d0aa000 bind:0 anon=25600 dirty=25600 N0=18602 N1=6998 kernelpagesize_kB=4',
        'Rss:              102400 kB',
        'AnonHugePages:    100352 kB',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['numactl -m 0 ./map_thp', 'After pause']);
    expect(m(a, 'After pause', 'process Private on node1').value).toBe(6998 * 4096);
    expect(m(a, 'numactl -m 0 ./map_thp', 'Rss').value).toBe(102400 * 1024);
    expect(m(a, 'numactl -m 0 ./map_thp', 'Size').value).toBe(102400 * 1024);
  });
});
