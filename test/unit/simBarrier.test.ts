import { describe, expect, it } from 'vitest';
import { barrierAmplification } from '../../src/core/sim/math';
import { presetScenario } from '../../src/core/sim/presets';
import { simulate } from '../../src/core/sim/simulate';

describe('barrier amplification of per-thread stalls', () => {
  it('is 1 for one thread and approaches the thread count when stalls are rare', () => {
    expect(barrierAmplification(0.5, 1)).toBe(1);
    expect(barrierAmplification(1e-6, 64)).toBeGreaterThan(63);
    expect(barrierAmplification(1e-6, 64)).toBeLessThanOrEqual(64);
  });
  it('falls toward 1 as every thread takes many stalls per interval', () => {
    const a = [0.01, 0.3, 3, 30, 300, 3e5].map((m) => barrierAmplification(m, 64));
    for (let i = 1; i < a.length; i++) expect(a[i]!).toBeLessThan(a[i - 1]!);
    expect(a.at(-1)!).toBeGreaterThan(1);
    expect(a.at(-1)!).toBeLessThan(1.01);
    // 64 threads with Poisson(30) stalls each: the slowest takes about 30 + 2.4 sqrt(30) = 43
    expect(a[3]!).toBeGreaterThan(1.3);
    expect(a[3]!).toBeLessThan(1.5);
  });
});

describe('a barrier-synchronized LLM pays for hint faults on its slowest thread', () => {
  const decode = (layers: number, config: string) => {
    const raw = presetScenario('llama-mixtral-tiered', config) as { workload: { model: Record<string, unknown> } };
    raw.workload.model.layers = layers;
    const run = simulate(raw).runs[0]!;
    return run.metrics.find((m) => m.name === 'tg128 t/s')!.value;
  };
  it('decodes slower with more barriers per token only when hint faults stall threads', () => {
    // NUMAB2 promotion: more graph nodes per token = shorter intervals between barriers = more amplification
    expect(decode(112, 'r2')).toBeLessThan(decode(1, 'r2') * 0.99);
    // no balancing, no stalls: the barrier count changes nothing
    expect(Math.abs(decode(112, 'r1') / decode(1, 'r1') - 1)).toBeLessThan(1e-9);
  });
});

describe('kswapd on the SMT sibling of a worker', () => {
  const prefill = (threadsPerCore: number, config: string) => {
    const raw = presetScenario('llama-mixtral-tiered', config) as { machine: Record<string, unknown> };
    raw.machine.threadsPerCore = threadsPerCore;
    return simulate(raw).runs[0]!.metrics.find((m) => m.name === 'pp512 t/s')!.value;
  };
  it('slows a barrier-synchronized prefill when every core runs a worker and demotion runs, not otherwise', () => {
    // 64 workers on 128 CPUs: 128 cores leave kswapd a core of its own, 64 cores make it share one
    expect(prefill(2, 'r3')).toBeLessThan(prefill(1, 'r3') * 0.97);
    // without promotion there is little demotion to run
    expect(prefill(2, 'r1')).toBeGreaterThan(prefill(1, 'r1') * 0.99);
  });
});
