/**
 * What the kernel's work of a step costs the workload in the next one: CPU taken from its threads
 * (spread over them, or concentrated on one for barrier-synchronized workloads) and the memory
 * bandwidth that migrations and the hog use.
 */
import { COST, HW, LINE } from '../constants';
import { barrierAmplification } from '../math';
import { threadsOn, type EngineState } from '../state';

export function chargeCosts(st: EngineState): void {
  const w = st.work;
  const dt = st.dt;
  const sync = st.plan.sync;
  // A barrier waits for the slowest thread: stalls that hit one thread at a time cost a
  // barrier-synchronized workload E[max over threads] instead of the mean (a shootdown's IPIs hit all
  // threads at once, so they are not amplified).
  let amplified = 0;
  if (sync && Number.isFinite(st.barrierInterval) && st.threads > 1 && dt > 0)
    for (const k of Object.values(w.stalls)) {
      if (!(k.cpu > 0) || !(k.events > 0)) continue;
      const perThreadPerInterval = (k.events * st.barrierInterval) / (st.threads * dt);
      amplified += k.cpu * (barrierAmplification(perThreadPerInterval, st.threads) - 1);
    }
  // Every TLB shootdown interrupts each other thread of the address space.
  const spreadCpu =
    w.spreadCpu + amplified + w.flushes * COST.shootdownIpi * Math.max(0, st.threadsPerMm - 1) + st.directCpu;
  st.directCpu = 0;
  // A kernel thread on an idle CPU whose core also runs a worker (an SMT sibling) slows that worker
  // to HW.smtShare of its speed while it runs: it costs the worker (1 - smtShare) of its own CPU time.
  const smt = Math.max(1, st.s.machine.threadsPerCore ?? 1);
  const siblingCost = 1 - HW.smtShare;
  // kmigrated takes a worker's CPU only when no CPU is idle; on an idle sibling of a busy core it slows that worker.
  const idleCpus = Math.max(0, st.totalCpus - st.threads);
  const idleCores = smt > 1 ? Math.max(0, st.totalCpus / smt - st.threads) : idleCpus;
  const daemonOnIdle = Math.max(0, Math.min(w.daemonCpu, idleCpus * dt) - idleCores * dt);
  let stolen = Math.max(0, w.daemonCpu - idleCpus * dt) + daemonOnIdle * siblingCost;
  let concentrated = daemonOnIdle > 0 ? Math.min(1, daemonOnIdle / dt) * siblingCost : 0;
  for (let i = 0; i < st.N; i++) {
    const cpu = w.kswapdCpu[i]!;
    const n = st.nodes[i]!;
    if (!(cpu > 0) || n.cpus <= 0) continue;
    const busy = threadsOn(st, i);
    // kswapd runs on its node's CPUs; it takes a worker's CPU when the workload occupies all of them,
    // and shares a worker's core when it occupies all of the node's cores.
    if (busy >= n.cpus) {
      stolen += cpu;
      concentrated = Math.max(concentrated, cpu / dt);
    } else if (smt > 1 && busy >= n.cpus / smt) {
      stolen += cpu * siblingCost;
      concentrated = Math.max(concentrated, Math.min(1, cpu / dt) * siblingCost);
    }
  }
  const spread = (spreadCpu + (sync ? 0 : stolen)) / (st.threads * dt);
  st.avail = Math.max(0.05, (1 - Math.min(spread, 0.95)) * (sync ? 1 - Math.min(concentrated, 0.9) : 1));
  const hogNode = st.s.hog ? st.nodes.findIndex((n) => n.id === st.s.hog!.node) : -1;
  let hogTraffic = 0;
  st.plan.classes.forEach((cl, c) => {
    if (cl.owner === 'hog') hogTraffic += (cl.background ?? 0) * LINE * st.pages[c]!.reduce((x, y) => x + y, 0);
  });
  for (let i = 0; i < st.N; i++) st.bgTraffic[i] = w.traffic[i]! / dt + (i === hogNode ? hogTraffic : 0);
}
