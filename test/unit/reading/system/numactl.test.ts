/** `numactl -H` (reading/system/numactl.ts): the machine's nodes, and their sizes as a run's state where several dumps compare states. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const dump = (node1MB: number) => [
  'available: 2 nodes (0-1)',
  'node 0 cpus: 0 1 2 3',
  'node 0 size: 130960 MB',
  'node 0 free: 120000 MB',
  'node 1 cpus:',
  `node 1 size: ${node1MB} MB`,
  `node 1 free: ${Math.max(0, node1MB - 10)} MB`,
  'node distances:',
  'node   0   1',
  '  0:  10  21',
  '  1:  21  10',
  '',
];

describe('numactl -H', () => {
  it('one dump shows the machine: its topology, no measurement', () => {
    const a = analyze(dump(65536).join('\n'));
    expect(a.blocks[0]!.kind).toBe('numactl-hardware');
    expect(a.measurements).toEqual([]);
  });

  it('dumps of several states (before and after onlining a node) measure each node in bytes, at its line', () => {
    const text = ['Before:', '', ...dump(0), 'After daxctl reconfigure-device:', '', ...dump(65536)].join('\n');
    const a = analyze(text);
    const size = (config: string) => a.measurements.find((m) => m.config === config && m.metric === 'node 1 size');
    expect(size('Before')?.value).toBe(0);
    expect(size('After daxctl reconfigure-device')).toMatchObject({ value: 65536 * 2 ** 20, unit: 'bytes', line: 22 });
  });
});
