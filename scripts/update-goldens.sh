#!/usr/bin/env bash
# Rewrites every golden trace under Tests/Golden from its inputs with today's scenes and engine, and
# docs/rules.md from the rule catalog.
# Review `git diff Tests/Golden` afterwards: every changed line is a behaviour change.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product axsandbox
for f in Tests/Golden/*.trace; do
  .build/debug/axsandbox replay "$f" --update --allow-scene-drift
done
# The rule reference is generated from the rule catalog.
swift build --build-tests
AXSANDBOX_UPDATE_DOCS=1 swift test --skip-build --filter RuleReferenceTests
