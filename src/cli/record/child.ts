/**
 * Run the recorded command: its stdout and stderr go to the terminal as they come and are kept (a tee),
 * and SIGINT, SIGTERM and SIGHUP are passed on to it, so the recorder outlives it and writes the after
 * snapshot. A command that ignores them is sent SIGTERM, then SIGKILL, after a grace period each (the
 * whole process group, or the process tree when it shares the terminal's group), so a run always ends.
 */
import { spawn } from 'node:child_process';
import { processTree, Reader } from './read';

export interface ChildResult {
  code: number | null;
  signal: string | null;
  /** Why the command could not be started (not found, not executable). */
  spawnError?: string;
  /** The first signal the recorder received, if any. */
  interrupted?: string;
  output: string;
}

export interface ChildOptions {
  echo?: boolean;
  /** Seconds between the signal passed on, SIGTERM and SIGKILL. */
  graceS?: number;
  /** A line for the user (on stderr). */
  say?: (msg: string) => void;
  /** A signal the recorder received before the command started: passed on as soon as it runs. */
  pending?: NodeJS.Signals;
}

/** Output kept beyond this is cut (the terminal still shows it all). */
const MAX_OUTPUT = 32 * 1024 * 1024;
const FORWARD_DELAY_MS = 300;
export const DEFAULT_GRACE_S = 5;
/** After the command exits, how long its output pipes may stay open (a daemonized descendant holds them). */
const DRAIN_MS = 2000;

type Sig = 'SIGINT' | 'SIGTERM' | 'SIGHUP' | 'SIGKILL';

export function runChild(
  argv: string[],
  onStart: (pid: number) => void,
  opts: ChildOptions = {},
): Promise<ChildResult> {
  const echo = opts.echo ?? true;
  const graceMs = (opts.graceS ?? DEFAULT_GRACE_S) * 1000;
  const say = opts.say ?? (() => {});
  // in a terminal the command shares the foreground process group (it may read the terminal; Ctrl-C reaches
  // it directly); otherwise it gets a group of its own, which a signal reaches whole
  const ownGroup = !process.stdin.isTTY;
  return new Promise((resolve) => {
    const parts: string[] = [];
    let kept = 0;
    let cut = false;
    let interrupted: string | undefined;
    let exited = false;
    let settled = false;
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      if (echo) to.write(chunk);
      if (cut) return;
      const s = chunk.toString('utf8');
      if (kept + s.length > MAX_OUTPUT) {
        parts.push(s.slice(0, MAX_OUTPUT - kept), `\n[tierscope record: output cut at ${MAX_OUTPUT >> 20} MB]\n`);
        cut = true;
      } else parts.push(s);
      kept += s.length;
    };
    const child = spawn(argv[0]!, argv.slice(1), { stdio: ['inherit', 'pipe', 'pipe'], detached: ownGroup });
    const send = (sig: Sig) => {
      const pid = child.pid;
      if (pid === undefined) return;
      try {
        if (ownGroup) return void process.kill(-pid, sig);
      } catch {
        // the group is gone but the leader may not be: fall through
      }
      // the tree as /proc shows it now, children before the command so none is left running
      let pids = [pid];
      try {
        pids = processTree(new Reader('/'), pid).pids;
      } catch {
        // no /proc: the command alone
      }
      for (const p of pids.reverse())
        try {
          process.kill(p, sig);
        } catch {
          // already gone
        }
    };
    // INT (or TERM, HUP) as received, then TERM, then KILL: each after the grace period, or at once on another signal
    let steps: Sig[] = [];
    let sent: Sig | undefined;
    let timer: NodeJS.Timeout | undefined;
    const next = () => {
      clearTimeout(timer);
      if (exited) return;
      const sig = steps.shift();
      if (!sig) return;
      sent = sig;
      send(sig);
      if (steps.length) {
        timer = setTimeout(() => {
          if (exited) return;
          say(`the command is still running ${graceMs / 1000} s after ${sent}: sending ${steps[0]}`);
          next();
        }, graceMs);
        timer.unref();
      }
    };
    const onSignal = (sig: NodeJS.Signals) => {
      if (exited) {
        if (!settled) say(`${sig}: the command has ended; writing the run`);
        return;
      }
      if (interrupted === undefined) {
        interrupted = sig;
        const first = sig as Sig;
        steps = [first, ...(first === 'SIGTERM' ? [] : (['SIGTERM'] as Sig[])), 'SIGKILL'];
        say(
          `${sig}: passed on to the command (pid ${child.pid}); if it still runs ${graceMs / 1000} s later it gets ${steps
            .slice(1)
            .join(
              `, ${graceMs / 1000} s later `,
            )}; the run is written when it ends (${sig === 'SIGINT' ? 'Ctrl-C' : sig} again: the next signal now)`,
        );
        // a terminal's Ctrl-C already reached a command in its group: pass it on only if it is still running a moment later
        if (!ownGroup && sig === 'SIGINT') {
          steps.shift();
          sent = 'SIGINT';
          timer = setTimeout(() => {
            if (exited) return;
            send('SIGINT');
            timer = setTimeout(() => {
              if (exited) return;
              say(`the command is still running ${graceMs / 1000} s after SIGINT: sending ${steps[0]}`);
              next();
            }, graceMs);
            timer.unref();
          }, FORWARD_DELAY_MS);
          timer.unref();
        } else next();
        return;
      }
      if (steps.length) {
        say(`waiting for the command (pid ${child.pid}) to end after ${sent}; sending ${steps[0]} now`);
        next();
      } else say(`waiting for the command (pid ${child.pid}) to end after ${sent}`);
    };
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
    for (const s of signals) process.on(s, onSignal);
    const done = (r: Omit<ChildResult, 'output' | 'interrupted'>) => {
      if (settled) return;
      settled = true;
      exited = true;
      clearTimeout(timer);
      for (const s of signals) process.off(s, onSignal);
      resolve({ ...r, interrupted, output: parts.join('') });
    };
    child.stdout.on('data', (c: Buffer) => keep(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => keep(c, process.stderr));
    child.on('error', (e: NodeJS.ErrnoException) =>
      done({ code: 127, signal: null, spawnError: e.code === 'ENOENT' ? `${argv[0]}: command not found` : e.message }),
    );
    // the output is complete when the pipes close; a descendant left holding them does not keep the run waiting
    child.on('exit', (code, signal) => {
      exited = true;
      clearTimeout(timer);
      setTimeout(() => done({ code, signal }), DRAIN_MS).unref();
    });
    child.on('close', (code, signal) => done({ code, signal }));
    if (child.pid !== undefined) onStart(child.pid);
    if (opts.pending && child.pid !== undefined) onSignal(opts.pending);
  });
}
