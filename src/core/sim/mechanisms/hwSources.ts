/**
 * pghot's hardware sources: AMD IBS op samples of the workload's CPUs (0x2) and CXL CHMU hot-unit
 * reports from the device (0x4). Both see only what reaches memory; they add records per page.
 */
import { COST, KERNEL, PAGE } from '../constants';
import { poissonTail } from '../math';
import { add, stall, tunableNumber, type EngineState } from '../state';

export function ibsSamples(st: EngineState): void {
  if (!st.pghot || !(st.sources & 2)) return;
  const period = tunableNumber(st, 'ibs.period');
  const missOnly = tunableNumber(st, 'ibs.l3miss_only') === 1;
  let total = 0;
  let dram = 0;
  let ext = 0;
  const rate = st.work.recordRate;
  for (let c = 0; c < st.C; c++) {
    const cl = st.plan.classes[c]!;
    // Lines per page per second that reach memory; without l3miss_only IBS samples every op.
    const memLines = st.lambda[c]! * cl.lines * st.missShare[c]!;
    const sampledLines = missOnly ? memLines : st.lambda[c]! * cl.lines * KERNEL.ibsOpsPerAccess;
    for (let i = 0; i < st.N; i++) {
      total += (sampledLines * st.pages[c]![i]! * st.dt) / period;
      const useful = (memLines * st.pages[c]![i]! * st.dt) / period;
      if (st.nodes[i]!.top) dram += useful;
      else {
        ext += useful;
        rate[c * st.N + i]! += memLines / period;
      }
    }
  }
  const capacity = KERNEL.ibsRingPerCpu * st.totalCpus * st.dt;
  const dropped = Math.max(0, total - capacity);
  const keep = total > 0 ? 1 - dropped / total : 1;
  if (keep < 1) for (let c = 0; c < st.C; c++) for (const i of st.lowerIdx) rate[c * st.N + i]! *= keep;
  add(st, 'hwhint_total_events', total);
  add(st, 'pghot_recorded_hwhints', total - dropped);
  add(st, 'hwhint_useful_events', (dram + ext) * keep);
  add(st, 'hwhint_dropped_events', dropped);
  add(st, 'hwhint_dram_accesses', dram * keep);
  add(st, 'hwhint_extmem_accesses', ext * keep);
  add(st, 'pghot_recorded_accesses', ext * keep);
  // The NMIs land on the sampled CPUs: the workload's share of all CPUs. Each NMI that keeps a sample
  // queues a work run on its CPU, whose kworker preempts the workload's thread there; samples that arrive
  // while a run is pending share it (up to the ring's 50).
  const onWorkload = (total * st.threads) / Math.max(st.threads, st.totalCpus);
  const kept = onWorkload * keep;
  const perCpuRate = kept / Math.max(1, st.threads) / Math.max(st.dt, 1e-9);
  const runs = kept / Math.min(COST.ibsRingSamples, 1 + perCpuRate * COST.ibsWorkRun);
  stall(st, 'nmi', onWorkload * COST.ibsSample + runs * COST.ibsWorkRun, onWorkload + runs);
}

export function chmuReports(st: EngineState): void {
  if (!st.pghot || !(st.sources & 4)) return;
  const unitPages = tunableNumber(st, 'chmu.unit') / PAGE;
  const epoch = tunableNumber(st, 'chmu.epoch_ms') / 1000;
  const threshold = tunableNumber(st, 'chmu.threshold');
  let reports = 0;
  for (let c = 0; c < st.C; c++) {
    const cl = st.plan.classes[c]!;
    for (const i of st.lowerIdx) {
      if (st.pages[c]![i]! <= 0) continue;
      // A unit is hot when the device counted threshold accesses to it within the epoch.
      const pHot = poissonTail(st.lambda[c]! * cl.lines * st.missShare[c]! * unitPages * epoch, threshold);
      reports += ((st.pages[c]![i]! / unitPages) * pHot * st.dt) / epoch;
      st.work.recordRate[c * st.N + i]! += pHot / epoch;
    }
  }
  for (const k of [
    'hwhint_total_events',
    'hwhint_useful_events',
    'hwhint_extmem_accesses',
    'pghot_recorded_hwhints',
    'pghot_recorded_accesses',
  ])
    add(st, k, reports);
  st.work.daemonCpu += reports * COST.chmuReport;
}
