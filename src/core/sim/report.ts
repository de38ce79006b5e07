/** The simulation as the aligned text table `analyze` prints: runs as columns. */
import { formatRatio, formatValue } from '../numbers';
import { alignTable } from '../report/text';
import type { Simulation } from './simulate';

export function renderSimulationText(sim: Simulation): string {
  const runs = sim.runs;
  const cols = runs.map((r) => r.label);
  const s = sim.scenario;
  const out: string[] = [`Simulation: ${s.name} (predicted by the TierScope model; see docs/validation.md for its error)`];
  if (s.description) out.push(s.description);
  out.push('');
  const metricRows = runs[0]!.metrics.map((m, i) => [`${m.name} (${m.unit})`, ...runs.map((r) => formatValue(r.metrics[i]!.value))]);
  if (runs.length > 1) {
    const base = runs[0]!;
    const m0 = base.metrics[0]!;
    metricRows.push([`${m0.name} vs ${base.label}`, ...runs.map((r) => formatRatio(m0.better === 'lower' ? m0.value / r.metrics[0]!.value : r.metrics[0]!.value / m0.value))]);
  }
  out.push(...alignTable(['metric', ...cols], metricRows), '');
  const iters = runs[0]!.iterations;
  iters.forEach((it, k) => {
    if (it.values.length < 2) return;
    out.push(`${it.metric} per iteration`, ...alignTable(['iter', ...cols], it.values.map((_, j) => [`iter${j + 1}`, ...runs.map((r) => formatValue(r.iterations[k]?.values[j] ?? NaN))])), '');
  });
  const names = Object.keys(runs[0]!.counters);
  for (const r of runs) for (const k of Object.keys(r.counters)) if (!names.includes(k)) names.push(k);
  out.push('vmstat counters over the run (pages or events; "-" = absent on that kernel)');
  out.push(...alignTable(['counter', ...cols], names.map((n) => [n, ...runs.map((r) => (n in r.counters ? Math.round(r.counters[n]!).toLocaleString('en-US') : '-'))])), '');
  const changed = runs.map((r) => Object.entries(r.tunables).map(([k, v]) => `${k}=${v}`).join(' '));
  out.push('Tunables (changed from the kernel defaults)', ...runs.map((r, i) => `  ${r.label}: ${changed[i] || '(defaults)'}`));
  out.push('', `Simulated ${runs.map((r) => `${r.label} ${formatValue(r.stats.simulatedSeconds)} s in ${r.stats.wallMs.toFixed(0)} ms`).join(', ')}`);
  return out.join('\n') + '\n';
}
