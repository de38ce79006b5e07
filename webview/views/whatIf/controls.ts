/** The What-if view's controls: the config to start from and one control per modelled tunable, each change re-simulated. */
import { TUNABLE_BY_KEY } from '../../../src/core/sim/tunables';
import { h } from '../../dom';
import { field } from './form';
import { clearOverrides, current, type WhatIfState } from './state';

/** The tunables with a control, in this order (canonical keys of modelled tunables). */
const CONTROL_KEYS = [
  'kernel.numa_balancing',
  'kernel.numa_balancing_promote_rate_limit_MBps',
  'numa_balancing.hot_threshold_ms',
  'mm.numa.demotion_enabled',
  'mm.transparent_hugepage.enabled',
  'kernel.variant',
  'vm.pghot_enabled_sources',
  'vm.pghot_freq_threshold',
  'vm.pghot_promote_freq_window_ms',
  'pghot.kmigrated_sleep_ms',
  'pghot.kmigrated_batch_nr',
  'ibs.period',
];
/** How each is edited, from the registry: named bits, on/off, a few choices or a number. */
export const CONTROLS = CONTROL_KEYS.map((key) => {
  const spec = TUNABLE_BY_KEY.get(key)!;
  const span = spec.values ? 0 : spec.max! - spec.min! + 1;
  const options =
    spec.values ?? (span <= 8 ? Array.from({ length: span }, (_, i) => String(spec.min! + i)) : undefined);
  const kind = spec.bits ? 'sources' : spec.values?.includes('true') ? 'check' : options ? 'select' : 'number';
  return { key, spec, label: spec.label, kind, options };
});

export interface ControlsPart {
  /** "start from": the base config. */
  baseSelect: HTMLSelectElement;
  /** The tunables' controls. */
  controls: HTMLElement;
  /** Back to the base config's tunables. */
  reset: HTMLElement;
  /** Redraw the controls from the state (the base config's values and the overrides). */
  render: () => void;
}

/** `changed` re-simulates after a control changed the state; `status` takes a value out of range. */
export function controlsPart(s: WhatIfState, status: HTMLElement, changed: () => void): ControlsPart {
  const baseSelect = h('select', { id: 'whatif-base', 'aria-label': 'Start from config' });
  for (const l of s.labels) baseSelect.append(h('option', { value: l, selected: l === s.base }, l));
  const controls = h('div', { class: 'form', id: 'whatif-controls' });
  const reset = h('vscode-button', { id: 'reset-whatif', secondary: true }, 'Reset');
  const setOverride = (key: string, v: string | number) => {
    s.overrides[key] = v;
    changed();
  };
  const render = (): void => {
    controls.replaceChildren(...CONTROLS.map((c) => control(c, current(s, c.key), status, setOverride)));
  };
  const restart = () => {
    clearOverrides(s);
    render();
    changed();
  };
  baseSelect.addEventListener('change', () => {
    s.base = baseSelect.value;
    restart();
  });
  reset.addEventListener('click', restart);
  return { baseSelect, controls, reset, render };
}

function control(
  c: (typeof CONTROLS)[number],
  v: string | number | boolean | undefined,
  status: HTMLElement,
  setOverride: (key: string, v: string | number) => void,
): HTMLElement {
  const id = `t-${c.key}`;
  if (c.kind === 'select') {
    const s = h('select', { id, 'data-key': c.key });
    for (const o of c.options!) s.append(h('option', { value: o, selected: String(v) === o }, o));
    s.addEventListener('change', () => setOverride(c.key, /^\d+$/.test(s.value) ? Number(s.value) : s.value));
    return field(c.label, s);
  }
  if (c.kind === 'check') {
    const cb = h('input', { id, type: 'checkbox', 'data-key': c.key, checked: v === 'true' || v === true });
    cb.addEventListener('change', () => setOverride(c.key, cb.checked ? 'true' : 'false'));
    return field(c.label, cb);
  }
  if (c.kind === 'sources') {
    const box = h('span', { class: 'sources', id });
    Object.entries(c.spec.bits!).forEach(([name, bit]) => {
      const cb = h('input', { type: 'checkbox', 'data-bit': bit, checked: (Number(v) & bit) !== 0 });
      cb.addEventListener('change', () =>
        setOverride(
          c.key,
          [...box.querySelectorAll<HTMLInputElement>('input')].reduce(
            (s, x) => s | (x.checked ? Number(x.dataset.bit) : 0),
            0,
          ),
        ),
      );
      box.append(h('label', {}, cb, ` ${name}`));
    });
    return field(c.label, box);
  }
  const spec = c.spec;
  const input = h('input', {
    id,
    type: 'number',
    'data-key': c.key,
    value: String(v),
    min: spec.min,
    max: spec.max,
    step: 1,
  });
  input.addEventListener('change', () => {
    const n = Number(input.value);
    if (Number.isInteger(n) && n >= spec.min! && n <= spec.max!) {
      input.removeAttribute('aria-invalid');
      setOverride(c.key, n);
    } else {
      input.setAttribute('aria-invalid', 'true');
      status.textContent = `${c.key}: ${input.value} is out of range (allowed ${spec.min}..${spec.max})`;
    }
  });
  return field(c.label, input);
}
