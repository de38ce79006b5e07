/** A heading written under several parents (reading/segment.ts, runs/runs.ts): each names a run with its parent. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze';

const timed = (real: string) => ['```', `real\t0m${real}s`, 'user\t0m40.100s', 'sys\t0m2.100s', '```', ''];
const configs = (text: string) => analyze(text).configs.map((c) => c.label);

describe('the same heading under two parents', () => {
  it('`### THP always` under `## Machine A` and under `## Machine B`: four runs, each named by both headings', () => {
    const text = [
      '# Results',
      '',
      '## Machine A',
      '',
      '### THP always',
      '',
      ...timed('12.300'),
      '### THP never',
      '',
      ...timed('14.300'),
      '## Machine B',
      '',
      '### THP always',
      '',
      ...timed('10.300'),
      '### THP never',
      '',
      ...timed('11.300'),
    ].join('\n');
    expect(configs(text)).toEqual([
      'Machine A THP always',
      'Machine A THP never',
      'Machine B THP always',
      'Machine B THP never',
    ]);
    const a = analyze(text);
    expect(a.measurements.find((m) => m.config === 'Machine B THP always' && m.metric.startsWith('real'))?.value).toBe(
      10.3,
    );
  });

  it('llama-bench tables under `### CPU` for two machines are two runs', () => {
    const table = (backend: string, tps: string) => [
      '| model | size | params | backend | threads | test | t/s |',
      '| --- | ---: | ---: | --- | ---: | ---: | ---: |',
      `| llama 7B Q4_0 | 3.56 GiB | 6.74 B | ${backend} | 8 | pp512 | ${tps} ± 0.2 |`,
      '',
    ];
    const text = [
      '## Machine A',
      '',
      '### CPU',
      '',
      ...table('CPU', '50.1'),
      '### GPU',
      '',
      ...table('CUDA', '950.1'),
      '## Machine B',
      '',
      '### CPU',
      '',
      ...table('CPU', '90.1'),
    ].join('\n');
    expect(configs(text)).toEqual(['Machine A CPU', 'Machine A GPU', 'Machine B CPU']);
  });

  it('a heading written twice under one parent, or over prose only, is the same run as before', () => {
    const text = ['## Setup', '', '### BEFORE', '', ...timed('12.300'), '### BEFORE', '', ...timed('12.500')].join(
      '\n',
    );
    expect(configs(text)).toEqual(['BEFORE']);
  });
});
