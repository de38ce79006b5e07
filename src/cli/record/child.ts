/**
 * Run the recorded command: its stdout and stderr go to the terminal as they come and are kept (a tee),
 * and SIGINT, SIGTERM and SIGHUP are passed on to it, so the recorder outlives it and writes the after
 * snapshot. Ctrl-C in a terminal already reaches the command (same process group): the first signal is
 * passed on only if the command is still running a moment later, so it does not get two.
 */
import { spawn } from 'node:child_process';

export interface ChildResult {
  code: number | null;
  signal: string | null;
  /** Why the command could not be started (not found, not executable). */
  spawnError?: string;
  /** The first signal the recorder received, if any. */
  interrupted?: string;
  output: string;
}

/** Output kept beyond this is cut (the terminal still shows it all). */
const MAX_OUTPUT = 32 * 1024 * 1024;
const FORWARD_DELAY_MS = 300;

export function runChild(argv: string[], onStart: (pid: number) => void, echo = true): Promise<ChildResult> {
  return new Promise((resolve) => {
    let output = '';
    let cut = false;
    let interrupted: string | undefined;
    let exited = false;
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      if (echo) to.write(chunk);
      if (cut) return;
      output += chunk.toString('utf8');
      if (output.length > MAX_OUTPUT) {
        output = `${output.slice(0, MAX_OUTPUT)}\n[tierscope record: output cut at ${MAX_OUTPUT >> 20} MB]\n`;
        cut = true;
      }
    };
    const child = spawn(argv[0]!, argv.slice(1), { stdio: ['inherit', 'pipe', 'pipe'] });
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
    const onSignal = (sig: NodeJS.Signals) => {
      if (exited) return;
      const first = interrupted === undefined;
      interrupted ??= sig;
      if (!first) child.kill(sig);
      else setTimeout(() => exited || child.kill(sig), FORWARD_DELAY_MS).unref();
    };
    for (const s of signals) process.on(s, onSignal);
    const done = (r: Omit<ChildResult, 'output' | 'interrupted'>) => {
      if (exited) return;
      exited = true;
      for (const s of signals) process.off(s, onSignal);
      resolve({ ...r, interrupted, output });
    };
    child.stdout.on('data', (c: Buffer) => keep(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => keep(c, process.stderr));
    child.on('error', (e: NodeJS.ErrnoException) =>
      done({ code: 127, signal: null, spawnError: e.code === 'ENOENT' ? `${argv[0]}: command not found` : e.message }),
    );
    child.on('close', (code, signal) => done({ code, signal }));
    if (child.pid !== undefined) onStart(child.pid);
  });
}
