/**
 * Runs named by what the text says around their output: saved snapshots shown by `cat` (their files),
 * a command that derives from two of them (not a run), a heading that names the run before the command
 * that sets it up (`MGLRU disabled via: echo -n 0 > ...`), a caption that only names the file shown
 * (`/proc/vmstat:`), and sysbench's count-with-rate lines pasted without their section.
 */
import { describe, expect, it } from 'vitest';
import { analyze, labels, m } from './helpers';

describe('runs named by the text around their output', () => {
  it('`cat numastat.start` / `cat numastat.end` name their snapshots; a diff of the two files is no run', () => {
    const table = (hit: number) =>
      ['                           node0           node1', `numa_hit                 ${hit}         2016852`, 'other_node                  8812           30418'];
    const a = analyze(
      [
        '$ cat numastat.start',
        ...table(2965587),
        '',
        '$ cat numastat.end',
        ...table(2965739),
        '',
        '$ numastat_diff.py --start numastat.start --end numastat.end',
        '                node0  node1',
        'numa_hit          152      0',
        'other_node          0      0',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['numastat.start', 'numastat.end']);
    expect(m(a, 'numastat.end', 'numa_hit on node0').value).toBe(2965739);
    expect(a.measurements.some((x) => x.value === 152)).toBe(false);
    expect(a.blocks.some((b) => /derived from numastat\.start and numastat\.end/.test(b.title ?? ''))).toBe(true);
  });

  it('the same /proc file shown twice is two readings of one thing, not runs named by the file', () => {
    const dump = (v: number) => [`pgpromote_success ${v}`, 'pgdemote_kswapd 10', 'numa_hint_faults 20'];
    const a = analyze(['$ cat /proc/vmstat', ...dump(1), '', '$ cat /proc/vmstat', ...dump(5)].join('\n') + '\n');
    expect(labels(a)).not.toContain('vmstat');
  });

  it('`X via: echo ... > /sys/...` names run X and sets its knob; `/proc/vmstat:` under it names no run', () => {
    const run = (name: string, v: number, promoted: number) => [
      `${name} via: echo -n ${v} > /sys/kernel/mm/lru_gen/enabled`,
      '-'.repeat(60),
      '',
      '/proc/vmstat:',
      '',
      `pgpromote_success ${promoted}`,
      'pgdemote_kswapd 153796',
      'numa_hint_faults 4000',
      '',
    ];
    const a = analyze([...run('MGLRU disabled', 0, 1000), ...run('MGLRU enabled', 7, 3000)].join('\n'));
    expect(labels(a)).toEqual(['MGLRU disabled', 'MGLRU enabled']);
    expect(a.configs[1]!.tunables['mm.lru_gen.enabled']).toBe('7');
    expect(m(a, 'MGLRU enabled', 'pgpromote_success').value).toBe(3000);
  });

  it('sysbench `transactions:` lines under captions are each its run’s result', () => {
    const a = analyze(
      [
        'Without this patchset:',
        '  transactions:                        2080188 (3466.48 per sec.)',
        '',
        'With this patch set:',
        '  transactions:                        2174296 (3623.40 per sec.)',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['Without this patchset', 'With this patch set']);
    expect(m(a, 'With this patch set', 'transactions per sec').value).toBe(3623.4);
    expect(m(a, 'Without this patchset', 'transactions').value).toBe(2080188);
  });
});
