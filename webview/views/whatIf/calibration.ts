/** The What-if view's calibration: fit the workload's free parameters to the configs the user picks, then predicted against measured. */
import { formatValue } from '../../../src/core/text/numbers';
import type { Calibration } from '../../../src/core/sim/calibrate';
import { h } from '../../dom';
import { gridNav } from '../../gridNav';
import type { WhatIfState } from './state';

/** The calibration section; `calibrated` runs after a fit replaced `s.calibration`. */
export function calibrationPart(s: WhatIfState, calibrated: () => void): HTMLElement[] {
  const { ctx } = s;
  const picks = h('div', { class: 'toolbar', id: 'fit-configs' });
  s.labels.forEach((l, i) =>
    picks.append(h('label', {}, h('input', { type: 'checkbox', value: l, checked: i < 2 }), ` ${l}`)),
  );
  const calButton = h('vscode-button', { id: 'calibrate' }, 'Calibrate');
  const calStatus = h('span', { class: 'muted', id: 'cal-status', role: 'status' });
  const calOut = h('div', { id: 'calibration' });
  calButton.addEventListener('click', () => {
    const fit = [...picks.querySelectorAll<HTMLInputElement>('input:checked')].map((x) => x.value);
    if (!fit.length) return void (calStatus.textContent = 'Pick at least one config to fit.');
    calStatus.textContent = 'Calibrating...';
    ctx.sim.request({ kind: 'calibrate', proposal: s.proposal, analysis: ctx.analysis, fit }, (m) => {
      if (m.kind === 'progress') calStatus.textContent = `Calibrating... ${Math.round(m.done * 100)}%`;
      else if (m.kind === 'error') calStatus.textContent = `Calibration failed: ${m.message}`;
      else if (m.kind === 'calibration') {
        const c = m.calibration;
        s.calibration = c;
        calStatus.textContent = `Fitted on ${c.fitConfigs.join(', ')}: ${c.params.map((p) => `${p.label} = ${formatValue(p.value)}`).join('; ')}`;
        calOut.replaceChildren(calibrationTable(c));
        calibrated();
      }
    });
  });
  return [
    h('h2', {}, 'Calibrate'),
    h(
      'p',
      { class: 'muted' },
      "Fit the workload's free parameters to one or two measured configs, then see predicted against measured for every config.",
    ),
    picks,
    h('div', { class: 'toolbar' }, calButton, calStatus),
    calOut,
  ];
}

function calibrationTable(c: Calibration): HTMLElement {
  const body = h('tbody');
  for (const r of c.rows)
    body.append(
      h(
        'tr',
        { class: r.fit ? 'fit' : '' },
        h('th', { class: 'metric', scope: 'row' }, `${r.config}${r.fit ? ' (fitted)' : ''}`),
        h('td', {}, r.metric),
        h('td', { class: 'num' }, formatValue(r.measured)),
        h('td', { class: 'num' }, formatValue(r.predicted)),
        h('td', { class: 'num' }, `${(r.error * 100).toFixed(1)}%`),
      ),
    );
  const f = (x: number | undefined) => (x === undefined ? '-' : `${(x * 100).toFixed(1)}%`);
  return h(
    'div',
    {},
    h(
      'div',
      { class: 'table-wrap' },
      gridNav(
        h(
          'table',
          { class: 'grid', id: 'calibration-table' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('th', { class: 'metric' }, 'config'),
              h('th', { class: 'metric' }, 'metric'),
              h('th', {}, 'measured'),
              h('th', {}, 'predicted'),
              h('th', {}, 'error'),
            ),
          ),
          body,
        ),
        'Calibration: predicted against measured',
      ),
    ),
    h(
      'p',
      {},
      `Median error: fitted configs ${f(c.fitError)} (the fit's own, not a prediction's); the other configs ${f(c.predictError)}.`,
    ),
    ...(c.heldOut ?? [])
      .filter((x) => c.fitConfigs.includes(x.config))
      .map((x) =>
        h('p', {}, `Left out: ${x.config} predicted from a fit on ${x.fitOn.join(', ')} has error ${f(x.error)}.`),
      ),
    ...(c.heldOutError !== undefined
      ? [
          h(
            'p',
            { id: 'held-out' },
            `Held-out error (each config predicted from a fit that left it out): ${f(c.heldOutError)}, the error to expect from a what-if here.`,
          ),
        ]
      : []),
    ...c.params
      .filter((q) => q.atBound)
      .map((q) =>
        h(
          'p',
          { class: 'warning' },
          `${q.label} sits at its ${q.atBound === 'min' ? 'lower' : 'upper'} bound (${formatValue(q.atBound === 'min' ? q.min : q.max)}): the data asked for more than the model allows; treat the fit as a compromise.`,
        ),
      ),
  );
}
