#!/usr/bin/env bash
# Passes the tests: install what is missing, build, run the whole suite. The real-window tests need an
# X server, so the suite runs under xvfb-run; SDL's drivers are pinned so results do not depend on the host.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build --build-tests
export SDL_AUDIODRIVER=dummy
exec xvfb-run -a -s "-screen 0 1600x1000x24" swift test --skip-build "$@"
