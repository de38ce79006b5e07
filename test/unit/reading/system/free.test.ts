/** procps `free` (reading/system/free.ts): in the unit the command asks for, old and new layouts. */
import { describe, expect, it } from 'vitest';
import { analyze, m } from '../../helpers';

describe('procps free', () => {
  const free = (cmd: string, rows: string) =>
    analyze(`$ ${cmd}\n               total        used        free      shared  buff/cache   available\n${rows}`);

  it('Mem and Swap rows in the unit the command asks for: fields named `Mem total`, `Swap used`', () => {
    const a = free(
      'free -g',
      'Mem:             503         412          78           0          12          88\nSwap: 0 0 0\n',
    );
    expect(m(a, 'run', 'Mem total')).toMatchObject({ value: 503 * 2 ** 30, unit: 'bytes' });
    expect(m(a, 'run', 'Mem available').value).toBe(88 * 2 ** 30);
    expect(m(a, 'run', 'Swap used').value).toBe(0);
    // --mega is powers of 1000 (--mebi and -m of 1024); no command: KiB
    expect(m(free('free --mega', 'Mem: 16733 1843 5670 5 9220 14546\n'), 'run', 'Mem total').value).toBe(16733e6);
    expect(m(free('free -mt', 'Mem: 16733 1843 5670 5 9220 14546\n'), 'run', 'Mem used').value).toBe(1843 * 2 ** 20);
  });

  it('free -h cells carry their unit (`503Gi`, `3.9G`, `0B`); the old layout has buffers, cached and -/+ buffers/cache', () => {
    const h = free(
      'free -h',
      'Mem:           3.9G        396M        2.8G         50M        714M        3.3G\nSwap: 0B 0B 0B\n',
    );
    expect(m(h, 'run', 'Mem used').value).toBe(396 * 2 ** 20);
    expect(m(h, 'run', 'Mem total').value).toBeCloseTo(3.9 * 2 ** 30, 0);
    const old = analyze(
      '             total       used       free     shared    buffers     cached\n' +
        'Mem:      16330948   15947856     383092          0     226448   12624844\n' +
        '-/+ buffers/cache:    3096564   13234384\nSwap:      2097148      11792    2085356\n',
    );
    expect(m(old, 'run', 'Mem cached').value).toBe(12624844 * 1024);
    expect(m(old, 'run', 'buffers/cache free').value).toBe(13234384 * 1024);
  });
});
