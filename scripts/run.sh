#!/usr/bin/env bash
# The main job: install what is missing, build, and open a scene in a window with VoiceOver on.
#   scripts/run.sh [SCENE] [axsandbox run options…]     (default scene: home-screen)
# With no display, `axsandbox run` says so and shows how to get snapshots and validation instead.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build -c release --product axsandbox
scene="${1:-home-screen}"
[ $# -gt 0 ] && shift
exec .build/release/axsandbox run "$scene" --voiceover "$@"
