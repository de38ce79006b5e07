import { describe, expect, it } from 'vitest';
import { HW, LINE } from '../../src/core/sim/constants';
import { buildNodes, bytesPerLine } from '../../src/core/sim/machine';
import { resolveScenario, ScenarioError } from '../../src/core/sim/scenario';
import { simulateResolved } from '../../src/core/sim/simulate';

/** DRAM node 0 with CPUs, a lower node 1 of the given device; a random workload placed on node 1. */
function scenario(device: string | undefined, opts: { readFraction?: number; lower?: Record<string, unknown> } = {}) {
  return {
    name: `device ${device}`,
    machine: {
      nodes: [
        { id: 0, memGiB: 64, cpus: 16 },
        { id: 1, memGiB: 128, cpus: 0, ...(device ? { device } : {}), ...opts.lower },
      ],
    },
    workload: {
      family: 'random',
      threads: 16,
      cpuNodes: [0],
      footprintGiB: 16,
      distribution: { kind: 'uniform' },
      readFraction: opts.readFraction ?? 1,
      accessesPerThread: 2e7,
    },
    placement: { kind: 'lower-tier' },
    tunables: {},
  };
}
const rate = (raw: unknown) =>
  simulateResolved(resolveScenario(raw), 'x').metrics.find((m) => m.name === 'accesses/s')!.value;
const lower = (raw: unknown) => buildNodes(resolveScenario(raw))[1]!;

describe('memory devices', () => {
  it('defaults: a node with CPUs is DRAM, a CPU-less one CXL; pmem brings its own latency and bandwidth', () => {
    const cxl = lower(scenario(undefined));
    expect(cxl.device).toBe('cxl');
    const pmem = lower(scenario('pmem'));
    expect(pmem.device).toBe('pmem');
    expect(pmem.latency).toBeCloseTo(HW.pmemRandomLatency, 12);
    expect(pmem.seqLatency).toBeLessThan(pmem.latency);
    expect(pmem.latency).toBeGreaterThan(buildNodes(resolveScenario(scenario('pmem')))[0]!.latency);
    expect(pmem.writeBandwidth).toBeLessThan(pmem.bandwidth / 2);
  });

  it('a node’s own latencyNs and bandwidthGBs win over the device defaults', () => {
    const n = lower(scenario('pmem', { lower: { latencyNs: 400, bandwidthGBs: 20 } }));
    expect(n.latency).toBeCloseTo(400e-9, 15);
    expect(n.bandwidth).toBe(20e9);
    expect(n.writeBandwidth / n.bandwidth).toBeCloseTo(HW.pmemWriteBandwidth / HW.pmemReadBandwidth, 12);
  });

  it("a DRAM node's default bandwidth follows its cores: SMT siblings are CPUs, not channels", () => {
    const raw = scenario(undefined);
    const smt = { ...raw, machine: { ...raw.machine, threadsPerCore: 2 } };
    const node0 = (r: unknown) => buildNodes(resolveScenario(r))[0]!.bandwidth;
    expect(node0(raw)).toBeCloseTo((HW.dramBandwidth * 16) / HW.dramBandwidthCores, 0);
    expect(node0(smt)).toBeCloseTo(node0(raw) / 2, 0);
  });

  it('an unknown device is refused with the allowed values', () => {
    expect(() => resolveScenario(scenario('hbm'))).toThrow(ScenarioError);
    expect(() => resolveScenario(scenario('hbm'))).toThrow(/machine\.nodes\[1\]\.device.*dram, cxl, pmem/);
  });

  it('pmem amplifies random 64-byte reads to its 256-byte media access; streamed lines share it', () => {
    const pmem = lower(scenario('pmem'));
    const dram = buildNodes(resolveScenario(scenario('pmem')))[0]!;
    expect(bytesPerLine(pmem, false, 0)).toBe(HW.pmemGranule);
    expect(bytesPerLine(pmem, true, 0)).toBe(LINE);
    expect(bytesPerLine(dram, false, 0)).toBe(LINE);
    expect(bytesPerLine(dram, true, 0)).toBe(LINE);
  });

  it('pmem bounds writes lower than reads: a written line takes more of the media than a read one', () => {
    const pmem = lower(scenario('pmem'));
    expect(bytesPerLine(pmem, false, 1)).toBeGreaterThan(3 * bytesPerLine(pmem, false, 0));
    // DRAM: a written line costs its read for ownership plus the write-back on the same bus
    const dram = buildNodes(resolveScenario(scenario('pmem')))[0]!;
    expect(bytesPerLine(dram, false, 1)).toBe(2 * LINE);
  });

  it('the same random workload runs slower from pmem than from CXL or DRAM, and slower still when it writes', () => {
    const onPmem = rate(scenario('pmem'));
    const onCxl = rate(scenario('cxl'));
    const onDram = rate(scenario('dram'));
    expect(onPmem).toBeLessThan(onCxl);
    expect(onCxl).toBeLessThan(onDram);
    const writing = rate(scenario('pmem', { readFraction: 0 }));
    expect(writing).toBeLessThan(0.6 * onPmem);
    // on CXL the link carries write-backs the other way: writes cost far less there
    expect(rate(scenario('cxl', { readFraction: 0 }))).toBeGreaterThan(0.8 * onCxl);
  });
});
