/** redis's INFO output (reading/system/redisInfo.ts), as issues paste it. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const info = (used: number, rss: number) => [
  '# Memory',
  `used_memory:${used}`,
  'used_memory_human:1.35G',
  `used_memory_rss:${rss}`,
  'used_memory_peak_perc:100.00%',
  'mem_fragmentation_ratio:1.02',
  'maxmemory_policy:noeviction',
  '',
  '# Stats',
  'total_connections_received:13',
];

describe('redis INFO', () => {
  it('each number a measure by its field, sizes in bytes; `_human` restatements and words left out; sections one block', () => {
    const a = analyze(['info memory:', ...info(1449434592, 1481465856)].join('\n'));
    const at = (metric: string) => a.measurements.find((m) => m.metric === metric);
    expect([at('used_memory')?.value, at('used_memory')?.unit]).toEqual([1449434592, 'bytes']);
    expect(at('mem_fragmentation_ratio')?.unit).toBe('ratio');
    expect(at('total_connections_received')?.unit).toBe('count');
    expect(at('used_memory_peak_perc')?.value).toBe(100);
    expect(at('total_connections_received')?.value).toBe(13);
    expect(at('used_memory_human')).toBeUndefined();
    expect(a.blocks.filter((b) => b.title === 'redis INFO')).toHaveLength(1);
    // `info memory:` names the dump, not a run
    expect(a.configs.map((c) => c.label)).not.toContain('info memory');
  });

  it('two servers under their captions: two runs', () => {
    const text = ['jemalloc:', ...info(1449434592, 1481465856), '', 'Mesh:', ...info(1554553600, 1877864448)];
    expect(analyze(text.join('\n')).configs.map((c) => c.label)).toEqual(['jemalloc', 'Mesh']);
  });

  it('a few `key:value` lines with no section head are not taken for it', () => {
    expect(analyze('threads:4\nclients:8\n').blocks.some((b) => b.title === 'redis INFO')).toBe(false);
  });
});
