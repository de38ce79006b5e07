/** Alike blocks told apart by the words that differ in a line written over each (runs/gapDifferences.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';

/** A /proc/meminfo of three fields, its MemFree given. */
const meminfo = (free: number) => [
  'MemTotal:         107916 kB',
  `MemFree:           ${free} kB`,
  'MemAvailable:      95932 kB',
];
const runsOf = (lines: string[]) => [...new Set(analyze(lines.join('\n')).measurements.map((m) => m.config))];
const valueOf = (lines: string[], run: string, metric: string) =>
  analyze(lines.join('\n')).measurements.find((m) => m.config === run && m.metric === metric)?.value;

describe('the words that differ in a line over alike blocks', () => {
  const booted = (image: string, free: number) => [
    `$ ./start-qemu-rv64.sh ${image} u64lp64_rootfs.ext2`,
    '$ cat /proc/meminfo',
    ...meminfo(free),
    '',
  ];
  const text = [
    'Memory Info Comparison',
    '======================',
    '',
    ...booted('Image_ilp32', 96200),
    ...booted('Image_lp64', 77048),
  ];

  it('name the runs one heading over both would merge: the word the author changed', () => {
    expect(runsOf(text)).toEqual(['Image_ilp32', 'Image_lp64']);
    expect(valueOf(text, 'Image_lp64', 'MemFree')).toBe(77048 * 1024);
  });

  it('words that differ in their numbers only, or a list mark, name nothing', () => {
    const sized = (mark: string, size: string, free: number) => [
      `${mark} Create a ${size} file.`,
      ...meminfo(free),
      '',
    ];
    expect(runsOf([...sized('a)', '1GB', 96200), ...sized('b)', '10GB', 77048)])).not.toContain('a 1GB');
    expect(runsOf([...sized('a)', '1GB', 96200), ...sized('b)', '10GB', 77048)])).not.toContain('1GB');
  });

  it('blocks already told apart keep their names', () => {
    const labeled = ['Before:', ...booted('Image_ilp32', 96200), 'After:', ...booted('Image_lp64', 77048)];
    expect(runsOf(labeled)).toEqual(['Before', 'After']);
  });
});
