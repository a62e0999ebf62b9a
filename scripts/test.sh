#!/usr/bin/env bash
# Passes the tests: install what is missing, build, run the whole suite. The real-window tests need an
# X server, so the suite runs under xvfb-run; SDL's drivers are pinned so results do not depend on the host.
# With no arguments it first builds and tests examples/VolumeKnob, a package that depends on this one
# by path as an outside package would, so the package route (products, the one-call command line, the
# test API) cannot break unnoticed; then scripts/test-tutorial.sh builds and runs docs/tutorial.md's
# package exactly as the page writes it (main.swift included), its window with the findings overlay on.
# Arguments (e.g. --filter NAME) go to this package's `swift test` only, and skip the fuzzing at the
# end as they skip VolumeKnob and the tutorial.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
if [ $# -eq 0 ]; then
  (cd examples/VolumeKnob && swift build --build-tests && swift test --skip-build)
  scripts/test-tutorial.sh
fi
swift build --build-tests
export SDL_AUDIODRIVER=dummy
xvfb-run -a -s "-screen 0 1600x1000x24" swift test --skip-build "$@"
# Then the readers' fuzz targets for about a minute in all, on their corpora (docs/robustness.md): a change that makes a
# reader crash cannot land unnoticed. The toolchain brings libFuzzer; nothing more to install.
if [ $# -eq 0 ]; then
  scripts/fuzz.sh --ci
fi
