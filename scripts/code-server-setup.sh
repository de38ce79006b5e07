#!/usr/bin/env bash
# Installs code-server 4.100.3 (VS Code 1.100.3) from the npm registry into .vscode-test/, the way
# ../shared/docs/real-vscode.md describes; VS Code's own downloaders cannot reach their servers here.
# Idempotent: a complete install is skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
DIR=.vscode-test/code-server
CS=$DIR/node_modules/code-server
if [ -f "$DIR/.complete" ]; then exit 0; fi
command -v rg >/dev/null || { echo "code-server-setup: ripgrep (rg) is missing: apt-get install -y ripgrep" >&2; exit 1; }
mkdir -p "$DIR"
[ -f "$DIR/package.json" ] || echo '{ "name": "tierscope-vscode-test", "private": true }' > "$DIR/package.json"
(cd "$DIR" && npm install --ignore-scripts --no-audit --no-fund --loglevel=error code-server@4.100.3)
(cd "$DIR" && npm_config_yes=true npm rebuild --loglevel=error argon2)
(cd "$CS/lib/vscode" && npm install --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error)
mkdir -p "$CS/lib/vscode/node_modules/@vscode/ripgrep/bin"
cp "$(command -v rg)" "$CS/lib/vscode/node_modules/@vscode/ripgrep/bin/rg"
(cd "$CS/lib/vscode" && npm_config_yes=true npm rebuild --loglevel=error kerberos node-pty @vscode/spdlog native-watchdog @parcel/watcher @vscode/deviceid)
ln -sfn node_modules "$CS/lib/vscode/node_modules.asar"
(cd "$CS/lib/vscode/extensions" && npm install --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error)
touch "$DIR/.complete"
echo "code-server-setup: installed $(node -p "require('./$CS/package.json').version") in $DIR"
