/** The What-if view's scenario: what was proposed from the paste, its assumptions, and the form that edits it. */
import { h } from '../../dom';
import { gridNav } from '../../gridNav';
import type { WhatIfState } from './state';

/** A labelled control, as every part of the view lays its inputs out. */
export function field(label: string, control: HTMLElement): HTMLElement {
  return h('label', { class: 'field' }, h('span', {}, label), control);
}

/** The scenario section; `changed` re-simulates after the form edits the scenario. */
export function scenarioPart(s: WhatIfState, changed: () => void): HTMLElement[] {
  const { ctx, proposal } = s;
  const out: HTMLElement[] = [
    h(
      'p',
      { class: 'note' },
      "Predictions come from TierScope's simulator (docs/simulator.md), not from a measurement; every predicted column says so and gives the error to expect.",
    ),
    h('h2', {}, 'Scenario'),
    h(
      'p',
      {},
      `${proposal.family} workload, closest preset `,
      h('code', {}, proposal.preset),
      `; ${proposal.configs.length} measured configs.`,
    ),
  ];
  if (s.jsonError) out.push(h('p', { class: 'error', role: 'alert' }, s.jsonError));
  const assumptions = h(
    'table',
    { class: 'grid assumptions' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { class: 'metric' }, 'setting'),
        h('th', { class: 'metric' }, 'value'),
        h('th', { class: 'metric' }, 'from'),
      ),
    ),
  );
  const abody = h('tbody');
  for (const a of proposal.assumptions)
    abody.append(
      h(
        'tr',
        {},
        h('td', {}, a.key),
        h('td', {}, a.value),
        h(
          'td',
          { class: a.source === 'paste' ? '' : 'muted', title: a.why },
          a.source === 'paste' ? `the paste${a.line ? `, line ${a.line}` : ''}` : `assumed (${a.source})`,
        ),
      ),
    );
  assumptions.append(abody);
  gridNav(assumptions, 'Scenario settings: value and where it came from');
  const ignored = proposal.configs.flatMap((c) =>
    c.ignored.map((x) => h('li', {}, `${c.label} ${x.key}=${x.value} — ${x.reason}`)),
  );
  if (ignored.length) {
    out.push(
      h('p', { class: 'note', id: 'whatif-ignored' }, 'Set by the legend but left out of the simulation:'),
      h('ul', {}, ...ignored),
    );
  }
  out.push(
    h(
      'details',
      {},
      h(
        'summary',
        {},
        `Assumptions (${proposal.assumptions.filter((a) => a.source !== 'paste').length} assumed, ${proposal.assumptions.filter((a) => a.source === 'paste').length} from the paste)`,
      ),
      h('div', { class: 'table-wrap' }, assumptions),
    ),
  );
  out.push(scenarioForm(s, changed));
  if (!ctx.host.standalone) {
    const edit = h('vscode-button', { id: 'edit-scenario', secondary: true }, 'Edit scenario as JSON...');
    edit.addEventListener('click', () =>
      ctx.host.post({ type: 'openScenario', json: JSON.stringify(proposal.scenario, null, 2) }),
    );
    out.push(
      h('div', { class: 'toolbar' }, edit, h('span', { class: 'muted' }, 'Edits in that tab apply here as you type.')),
    );
  }
  return out;
}

/** Threads, footprint, the CPU node's DRAM and the hog: edited in place in the proposal's scenario. */
function scenarioForm(s: WhatIfState, changed: () => void): HTMLElement {
  const sc = s.proposal.scenario as unknown as {
    workload: { threads?: number; footprintGiB?: number; cpuNodes?: number[] };
    machine: { nodes: { id: number; memGiB: number }[] };
    hog?: { GiB: number };
  };
  const form = h('div', { class: 'form' });
  const numberInput = (id: string, value: number | undefined, onChange: (v: number) => void) => {
    const el = h('input', { id, type: 'number', value: value ?? '', min: 0, step: 'any' });
    el.addEventListener('change', () => {
      const v = Number(el.value);
      if (Number.isFinite(v) && v > 0) {
        onChange(v);
        changed();
      }
    });
    return el;
  };
  form.append(
    field(
      'threads',
      numberInput('f-threads', sc.workload.threads, (v) => (sc.workload.threads = Math.round(v))),
    ),
  );
  if (sc.workload.footprintGiB !== undefined)
    form.append(
      field(
        'footprint (GiB)',
        numberInput('f-footprint', sc.workload.footprintGiB, (v) => (sc.workload.footprintGiB = v)),
      ),
    );
  const cpuNode = sc.machine.nodes.find((n) => n.id === (sc.workload.cpuNodes?.[0] ?? 0));
  if (cpuNode)
    form.append(
      field(
        `node ${cpuNode.id} DRAM (GiB)`,
        numberInput('f-dram', cpuNode.memGiB, (v) => (cpuNode.memGiB = v)),
      ),
    );
  const hog = sc.hog;
  if (hog)
    form.append(
      field(
        'hog (GiB)',
        numberInput('f-hog', hog.GiB, (v) => (hog.GiB = v)),
      ),
    );
  return form;
}
