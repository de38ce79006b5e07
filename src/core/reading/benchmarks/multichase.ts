/**
 * Google's multichase (the pointer chase people run to measure a CXL node's latency): it prints one
 * number, the average latency of a dependent load in ns, under the command that ran it
 * (`numactl --membind=2 ./multichase -m 1g`). Read as `load latency (s)`; runs under different commands
 * are told apart by them.
 */
import { finiteNumber } from '../../text/numbers';
import { commandBefore, type Parser, type Reader } from '../kit/types';
import { LEADS_DIGIT, startHas } from '../kit/lineShape';

const NUMBER = /^\s*(\d+(?:\.\d+)?)\s*$/;

export const parseMultichase: Parser = (lines, i) => {
  const m = NUMBER.exec(lines.at(i));
  if (!m || lines.command[i] || !/\bmultichase\b/.test(commandBefore(lines, i) ?? '')) return undefined;
  const ns = finiteNumber(m[1]);
  if (ns === undefined) return undefined;
  return {
    kind: 'results-table',
    end: i + 1,
    data: {
      type: 'table',
      columns: ['value'],
      rows: [{ name: 'load latency (s)', values: [ns * 1e-9], unit: 's', line: i + 1 }],
    },
    title: 'multichase',
  };
};

/** Starts at a number alone on its line (under a multichase command). */
export const multichaseReader: Reader = {
  name: 'multichase',
  shape: startHas(LEADS_DIGIT),
  start: NUMBER,
  read: parseMultichase,
};
