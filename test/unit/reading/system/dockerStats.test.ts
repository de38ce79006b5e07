/** `docker stats` (reading/system/dockerStats.ts), as issues paste it. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe('docker stats', () => {
  it('each container’s CPU %, memory used and its limit in bytes, MEM % and PIDs, under the run its caption names', () => {
    const text = [
      'Before:',
      'CONTAINER ID   NAME                   CPU %     MEM USAGE / LIMIT     MEM %     NET I/O           BLOCK I/O         PIDS',
      '57914ec7bff8   isle-dc_fcrepo_1       1.01%     375.3MiB / 3.844GiB   9.53%     18.8kB / 18.6kB   79.2MB / 1.36MB   68',
      '96d326e59084   traefik                0.00%     14.64MiB / 3.844GiB   0.37%     1.66kB / 0B       22.5MB / 0B       10',
    ].join('\n');
    const a = analyze(text);
    expect(a.configs.map((c) => c.label)).toEqual(['Before']);
    const at = (metric: string) => a.measurements.find((m) => m.metric === metric);
    expect([at('isle-dc_fcrepo_1 MEM USAGE')?.value, at('isle-dc_fcrepo_1 MEM USAGE')?.unit]).toEqual([
      375.3 * 2 ** 20,
      'bytes',
    ]);
    expect(at('traefik MEM LIMIT')?.value).toBeCloseTo(3.844 * 2 ** 30, 0);
    expect(at('traefik PIDS')?.value).toBe(10);
    expect(at('isle-dc_fcrepo_1 MEM %')?.value).toBe(9.53);
  });
});
