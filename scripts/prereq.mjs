// `npm test`'s first step (pretest): the system programs the Chromium and real-VS Code suites need.
// Present: nothing to do. Missing, as root with apt-get: installs them (as `playwright install
// --with-deps` does), then the code-server test host. Otherwise: stops at once with the one command to run.
// TIERSCOPE_CHROMIUM names a Chromium elsewhere (test/browser.ts reads it too); --dry-run prints the
// commands instead of running them.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const dryRun = process.argv.includes('--dry-run');

function executable(p) {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A program on the PATH, as `command -v` finds it. */
function onPath(name) {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((d) => join(d, name))
    .find(executable);
}

/** The same order as test/browser.ts: $TIERSCOPE_CHROMIUM, then chromium or chromium-browser on the PATH. */
function chromium() {
  const env = process.env.TIERSCOPE_CHROMIUM;
  if (env) return executable(env) ? env : undefined;
  return onPath('chromium') ?? onPath('chromium-browser');
}

const codeServerReady = () => existsSync(join(ROOT, '.vscode-test/code-server/.complete'));
const krb5Headers = () => ['/usr/include/krb5.h', '/usr/include/krb5/krb5.h'].some((p) => existsSync(p));

/** The Debian packages missing, each with what needs it. */
function missingPackages() {
  const missing = [];
  if (!chromium())
    missing.push({ pkg: 'chromium', why: 'no chromium on the PATH (the dashboard and VS Code tests drive it)' });
  if (!onPath('rg')) missing.push({ pkg: 'ripgrep', why: 'no rg on the PATH (code-server searches with it)' });
  // the headers only build code-server's kerberos module, once
  if (!codeServerReady() && !krb5Headers())
    missing.push({ pkg: 'libkrb5-dev', why: "no krb5.h (code-server's kerberos module is built from it)" });
  return missing;
}

function run(cmd, args, opts = {}) {
  process.stderr.write(`prereq: ${cmd} ${args.join(' ')}\n`);
  if (dryRun) return;
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (r.status !== 0) {
    process.stderr.write(`prereq: ${cmd} failed (${r.error?.message ?? `exit ${r.status}`})\n`);
    process.exit(1);
  }
}

const named = process.env.TIERSCOPE_CHROMIUM;
if (named && !executable(named)) {
  // installing a Chromium would not help: the tests would still look where the variable points
  process.stderr.write(`prereq: TIERSCOPE_CHROMIUM=${named} is not an executable; point it at Chromium or unset it\n`);
  process.exit(1);
}
const missing = missingPackages();
if (missing.length) {
  const pkgs = missing.map((m) => m.pkg);
  for (const m of missing) process.stderr.write(`prereq: missing ${m.pkg}: ${m.why}\n`);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = onPath('apt-get');
  if (!root || !apt) {
    const sudo = root ? '' : 'sudo ';
    process.stderr.write(
      `prereq: ${apt ? 'not root, so nothing was installed' : 'no apt-get on the PATH, so nothing was installed'}. Run:\n\n` +
        `  ${sudo}apt-get update && ${sudo}apt-get install -y ${pkgs.join(' ')}\n\n` +
        `(or the same packages from your distribution; a Chromium elsewhere: TIERSCOPE_CHROMIUM=/path/to/chromium npm test)\n`,
    );
    process.exit(1);
  }
  run(apt, ['update', '-qq'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(apt, ['install', '-y', '-qq', ...pkgs], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!dryRun && missingPackages().length) {
    process.stderr.write(
      `prereq: still missing after apt-get: ${missingPackages()
        .map((m) => m.pkg)
        .join(', ')}\n`,
    );
    process.exit(1);
  }
}
if (!codeServerReady()) run('bash', [join(ROOT, 'scripts/code-server-setup.sh')]);
if (!dryRun)
  process.stderr.write(
    `prereq: chromium ${chromium()}, rg ${onPath('rg')}, code-server ${codeServerReady() ? 'ready' : 'missing'}\n`,
  );
