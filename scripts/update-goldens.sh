#!/usr/bin/env bash
# Rewrites every golden trace under Tests/Golden from its inputs with today's scenes and engine.
# Review `git diff Tests/Golden` afterwards: every changed line is a behaviour change.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product axsandbox
for f in Tests/Golden/*.trace; do
  .build/debug/axsandbox replay "$f" --update --allow-scene-drift
done
