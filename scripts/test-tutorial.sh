#!/usr/bin/env bash
# The tutorial's package, exactly as docs/tutorial.md writes it: its files are taken from the page's
# code blocks (scripts/doc-package.sh, main.swift included) into a fresh package in a temporary
# folder, beside a link to this repository (the package depends on ../AXSandbox by path, as the
# tutorial's reader's does). First the page's marked transcripts run there, each on the package as
# the page has it at that point, and must print what the page shows (scripts/doc-transcripts.sh).
# Then docs/components.md's Swift walkthrough adds its control, screen and test to the same package,
# from its own blocks, so every Swift block of both pages is compiled. It is built, its window is run
# under a virtual X server with every overlay on (the findings overlay validates on a background
# queue, where a scene maker isolated to the main actor used to trap) until its findings are drawn,
# the run's trace is replayed, and the tutorial's tests run on it. Needs xvfb-run
# (scripts/install-deps.sh installs it).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$PWD" "$work/AXSandbox"
mkdir -p "$work/FanSpeed/Tests/FanSpeedTests/Traces"   # step 1's mkdir: the folder the package excludes
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy scripts/doc-transcripts.sh docs/tutorial.md "$work/FanSpeed" fan-speed
scripts/doc-package.sh docs/tutorial.md "$work/FanSpeed"
scripts/doc-package.sh docs/components.md "$work/FanSpeed"
cd "$work/FanSpeed"
swift build --build-tests
export SDL_AUDIODRIVER=dummy
# Step 5's run, with the findings overlay on: it records the trace step 6's test replays. It ends
# after 30 frames, and the window then waits for the findings and draws them (docs/scripted-runs.md).
xvfb-run -a -s "-screen 0 1600x1000x24" .build/debug/fan-speed run fan-speed --voiceover --overlays all \
  --exit-after-frames 30 --status window.status --record Tests/FanSpeedTests/Traces/speed-up.trace > run.txt
cat run.txt
grep -q '^overlays .*findings' run.txt
grep -qx 'findings 0' window.status || { echo "the findings overlay did not draw the tutorial's findings (none):"; cat window.status; exit 1; }
.build/debug/fan-speed replay Tests/FanSpeedTests/Traces/speed-up.trace
swift test --skip-build
