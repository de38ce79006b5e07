/** `perf bench` output (reading/benchmarks/perfBench.ts), as mails quote it under the runs' names. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const pipe = (total: string, usecs: string, ops: string) => [
  ' $ ./tools/perf/perf bench sched pipe',
  " # Running 'sched/pipe' benchmark:",
  ' # Executed 1000000 pipe operations between two processes',
  '',
  `     Total time: ${total} [sec]`,
  '',
  `       ${usecs} usecs/op`,
  `         ${ops} ops/sec`,
  '',
];

describe('perf bench', () => {
  it('each result a measure named by the benchmark and its unit; `Before:` / `After:` over it are two runs', () => {
    const a = analyze(
      ['Before:', ...pipe('8.813', '8.813985', '113456'), 'After:', ...pipe('3.743', '3.743971', '267096')].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['Before', 'After']);
    const at = (config: string, metric: string) =>
      a.measurements.find((m) => m.config === config && m.metric === metric);
    expect(at('After', 'sched/pipe usecs/op')?.value).toBe(3.743971);
    expect(at('Before', 'sched/pipe ops/sec')?.value).toBe(113456);
    expect([at('Before', 'sched/pipe Total time')?.value, at('Before', 'sched/pipe Total time')?.unit]).toEqual([
      8.813,
      's',
    ]);
  });

  it('a `# Running` line with no result under it is no block', () => {
    expect(analyze(" # Running 'sched/pipe' benchmark:\nKilled\n").measurements).toEqual([]);
  });
});
