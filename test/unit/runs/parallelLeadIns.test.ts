/** Runs named by the parallel openings of the paragraphs over alike blocks (runs/parallelLeadIns.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';

const timed = (real: string) => [`real    ${real}`, 'user    0m0.004s', 'sys     0m2.281s'];
const configs = (text: string) => analyze(text).configs.map((c) => c.label);

describe('parallel openings over alike blocks', () => {
  it('`before this patch, ...` and `after this patch, ...` over two time(1) outputs name the two runs', () => {
    const text = [
      'Store the last bucket instead, so we can resume from it directly.',
      '',
      'before this patch, reading takes a minute for a million entries, but',
      'each read() gets slower as the number of entries grows:',
      '',
      'time timeout 60 cat /proc/net/ip_vs_conn > /tmp/all; wc -l /tmp/all',
      ...timed('1m0.007s'),
      '140386 /tmp/all',
      '',
      'Only a few more got read in the remaining time.',
      '',
      'after this patch, dump completes very quickly:',
      'time cat /proc/net/ip_vs_conn > /tmp/all; wc -l /tmp/all',
      ...timed('0m2.286s'),
    ].join('\n');
    expect(configs(text)).toEqual(['before this patch', 'after this patch']);
  });

  it('paragraphs that differ only in a size (`a) Create a 1GB file` / `b) ... 10GB ...`) name no runs', () => {
    const text = [
      ' a) Create a 1GB zeroed file.',
      '  $ dd if=/dev/zero of=foo bs=2M count=512 oflag=direct',
      '    512+0 records in',
      '',
      '  $ time fallocate -Z -l 1G bar',
      ...timed('0m0.171s').map((l) => `    ${l}`),
      '',
      ' b) Create a 10GB zeroed file.',
      '  $ dd if=/dev/zero of=foo bs=2M count=5120 oflag=direct',
      '    5120+0 records in',
      '',
      '  $ time fallocate -Z -l 10G bar',
      ...timed('0m1.724s').map((l) => `    ${l}`),
    ].join('\n');
    expect(configs(text).some((c) => /zeroed file/.test(c))).toBe(false);
  });

  it('a block named by its own label keeps it when the paragraphs over the others run otherwise', () => {
    const text = [
      'Without the fix:',
      ...timed('0m9.000s'),
      '',
      'With the fix applied the numbers are much better, see:',
      '',
      ...timed('0m3.000s'),
    ].join('\n');
    expect(configs(text)[0]).toBe('Without the fix');
  });
});
