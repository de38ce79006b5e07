/** The CLI's exit statuses (documented in the README) and the errors that choose them. */
import { ScenarioError } from '../core/sim/scenario';
import { SimulationError } from '../core/sim/errors';
import { InputError } from './io';

export const EXIT = {
  ok: 0,
  /** Nothing recognized, or no input could be read. */
  nothingRecognized: 1,
  /** A usage error: unknown command, option, format or baseline; an output that cannot be written. */
  usage: 2,
  /** A bug in TierScope. */
  internal: 3,
} as const;

/** A command line TierScope cannot run: printed with the usage. */
export class UsageError extends Error {}

/**
 * An error whose message was written for the user (a bad option value, scenario, file or output), as
 * opposed to a bug: a TypeError, RangeError... from the code itself is an internal error.
 */
export function isUserError(e: unknown): e is Error {
  return (
    e instanceof UsageError ||
    e instanceof InputError ||
    e instanceof ScenarioError ||
    e instanceof SimulationError ||
    (e instanceof Error && Object.getPrototypeOf(e) === Error.prototype)
  );
}

/** Options given to util.parseArgs are user errors: its TypeErrors carry an ERR_PARSE_ARGS_* code. */
export function usageFromParseArgs(e: unknown): never {
  const code = (e as NodeJS.ErrnoException).code;
  if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_'))
    throw new UsageError(conciseParseArgsMessage(e as Error));
  throw e;
}

/** util.parseArgs' messages, first sentence only ("Unknown option '--bogus'"). */
function conciseParseArgsMessage(e: Error): string {
  const m = /^Unknown option '([^']*)'/.exec(e.message);
  if (m) return `unknown option: ${m[1]} (a file whose name starts with -: put it after --)`;
  const v = /^Option '(?:-\w, )?(--[\w-]+)[^']*' argument missing/.exec(e.message);
  if (v) return `${v[1]} needs a value`;
  return e.message.split('. ')[0]!;
}
