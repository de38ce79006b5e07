/** Every list reader reads the time units of text/units.ts (one list): minutes and hours too. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe('time units in lists', () => {
  it('`- jemalloc: 38 minutes` lines are runs with their times in seconds, a Markdown link read as its text', () => {
    const a = analyze(
      [
        'Time to build:',
        '- Default allocator: 55 minutes',
        '- jemalloc: 38 minutes',
        '- [mimalloc](https://github.com/microsoft/mimalloc): 1.5 hours',
      ].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['Default allocator', 'jemalloc', 'mimalloc']);
    expect(a.measurements.map((m) => m.value)).toEqual([3300, 2280, 5400]);
  });

  it('a second list that names the runs by their first words (`Default`) names the same runs', () => {
    const a = analyze(
      [
        'Build A:',
        '- Default allocator: 55 minutes',
        '- jemalloc: 38 minutes',
        '',
        'Build B:',
        '- Default: 25 minutes',
        '- jemalloc: 15 minutes',
      ].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['Default allocator', 'jemalloc']);
  });
});

describe('values marked as code', () => {
  it('`- pgrust: `86.97` seconds` reads as the value; times set for the setup (`Timeout: `21600` seconds`) are no runs', () => {
    const a = analyze(
      [
        '**Test Environment:**',
        '- Timeout: `21600` seconds',
        '- Sampling interval: `5` seconds',
        '',
        '**1. Data Initialization (`pgbench -i -s 100`)**',
        '- Vanilla Postgres 18.4: `8.02` seconds',
        '- pgrust: `86.97` seconds',
      ].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['Vanilla Postgres 18.4', 'pgrust']);
    expect(a.measurements.map((m) => m.value)).toEqual([8.02, 86.97]);
  });
});

describe('run lines', () => {
  it('`glibc: elapsed: 2 minutes, rss: 100 MB`: each pair in base units, minutes too', () => {
    const a = analyze(
      ['glibc: elapsed: 2 minutes, rss: 100 MB', 'jemalloc: elapsed: 90 seconds, rss: 80 MB'].join('\n'),
    );
    const elapsed = a.measurements.filter((m) => m.metric === 'elapsed');
    expect(elapsed.map((m) => [m.config, m.value])).toEqual([
      ['glibc', 120],
      ['jemalloc', 90],
    ]);
  });
});
