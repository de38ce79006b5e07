/**
 * What-if: the scenario proposed from the paste (assumptions editable in a form or as JSON), calibration
 * on configs the user picks, tunable controls that re-simulate in the worker and add a predicted
 * column beside the measured ones, "Add as config", and a sweep of one tunable charted. Each is a part
 * (form, calibration, controls, prediction, sweep) over the one state object of state.ts; this file
 * lays them out and wires their changes to a new prediction.
 */
import { h } from '../../dom';
import { calibrationPart } from './calibration';
import { controlsPart } from './controls';
import { field, scenarioPart } from './form';
import { predictionPart } from './prediction';
import { whatIfState, type WhatIfContext } from './state';
import { sweepPart } from './sweep';

export type { WhatIfContext } from './state';
export { sweepValues } from './sweep';

export function renderWhatIf(ctx: WhatIfContext): { el: HTMLElement; destroy: () => void } {
  const root = h('section', { class: 'view whatif', 'aria-label': 'What-if' });
  if (!ctx.whatIf) {
    root.append(
      h(
        'p',
        { class: 'muted' },
        'Nothing to simulate: no measured configs were recognized. The what-if view needs at least one config with a measured metric.',
      ),
    );
    return { el: root, destroy: () => {} };
  }
  const s = whatIfState(ctx, ctx.whatIf);
  const prediction = predictionPart(s);
  const controls = controlsPart(s, prediction.status, prediction.rerun);
  const sweep = sweepPart(s);
  root.append(
    ...scenarioPart(s, prediction.rerun),
    ...calibrationPart(s, () => {
      // the base configs as modelled change with the calibrated scenario
      s.modelRuns.clear();
      prediction.rerun();
    }),
    h('h2', {}, 'What if'),
    h('div', { class: 'toolbar' }, field('start from', controls.baseSelect), prediction.status),
    controls.controls,
    h('div', { class: 'toolbar' }, prediction.add, controls.reset, prediction.copy),
    prediction.table,
    ...sweep.elements,
  );
  controls.render();
  prediction.rerun();
  return { el: root, destroy: sweep.destroy };
}
