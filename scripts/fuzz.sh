#!/usr/bin/env bash
# Fuzzes the readers with libFuzzer (docs/robustness.md). Builds the package under fuzz/ with
# `-sanitize=fuzzer,address`, seeds each target's corpus from the files its source names, then runs
# the targets one at a time at the lowest priority (the CPU is shared).
#
#   scripts/fuzz.sh                      every target for 60 seconds each
#   scripts/fuzz.sh --ci                 about a minute in all, shared by the targets (scripts/test.sh runs this)
#   scripts/fuzz.sh --runs 1000000 FuzzTrace
#   scripts/fuzz.sh --seconds 600 FuzzSceneFile FuzzJSON
#   scripts/fuzz.sh --list               the targets
#
# A target is a folder under fuzz/Sources; its Swift file names its seeds in comment lines:
#   // fuzz-seeds: GLOB…               each file is one seed
#   // fuzz-seeds-lines: GLOB…         each line of the files is one seed (JSON Lines)
#   // fuzz-seeds-field: NAME GLOB…    each string value of the JSON field NAME in the files
#   // fuzz-seed-text: TEXT            TEXT itself
#   // fuzz-options: -flag=value…      libFuzzer options for this target (e.g. -max_len=8192)
# Corpora grow in fuzz/.build/corpus/TARGET; a crash, timeout or memory blow-up is written to
# fuzz/.build/artifacts/ and fails the run (exit 1). Limits: 10 s an input, 2048 MB resident.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
# A Swift trap is reported by libFuzzer as a deadly signal; the Swift backtracer would fight ASan for it.
export SWIFT_BACKTRACE=enable=no
# Leaks inside the toolchain's own libraries (fuzz/lsan-suppressions.txt says which and why).
export LSAN_OPTIONS="suppressions=$root/fuzz/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

seconds=60
ci=""
runs=""
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --ci) ci=1; shift ;;
    --seconds) seconds=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --list) ls fuzz/Sources; exit 0 ;;
    -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "fuzz.sh: unknown option $1" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done
[ ${#targets[@]} -gt 0 ] || mapfile -t targets < <(ls fuzz/Sources)
# CI: a minute in all, at least 5 s a target.
[ -z "$ci" ] || seconds=$(( 60 / ${#targets[@]} > 5 ? 60 / ${#targets[@]} : 5 ))
for t in "${targets[@]}"; do
  [ -d "fuzz/Sources/$t" ] || { echo "fuzz.sh: no target $t (see scripts/fuzz.sh --list)" >&2; exit 2; }
done

echo "Building the fuzz targets (release, -sanitize=fuzzer,address)"
mkdir -p fuzz/.build/artifacts
# The main package is a path dependency here, and SwiftPM reuses the build plan it made for it: a
# source file added to the main package since the last fuzz build was left out ("cannot find type
# KeyCommand in scope"). Dropping the plan makes SwiftPM read the targets' folders again; the
# compiled objects stay, so the build is still incremental.
rm -f fuzz/.build/release.yaml fuzz/.build/*/release/description.json
if ! nice -n 19 swift build --package-path fuzz -c release -Xswiftc -sanitize=fuzzer,address \
     >fuzz/.build/artifacts/build.log 2>&1; then
  grep -v "ld.gold: warning: Cannot export local symbol" fuzz/.build/artifacts/build.log | tail -30
  echo "fuzz.sh: the build failed" >&2
  exit 1
fi
bin=$(swift build --package-path fuzz -c release --show-bin-path)
for t in "${targets[@]}"; do
  [ -x "$bin/$t" ] || { echo "fuzz.sh: the build made no $bin/$t: is $t in targetNames in fuzz/Package.swift?" >&2; exit 1; }
done

# Writes the seeds a target's source names into its corpus folder (files are named by content).
seed() {
  local target=$1 corpus=$2 source
  source=$(ls "fuzz/Sources/$target"/*.swift)
  local line kind rest
  while IFS= read -r line; do
    kind=${line%%:*}; rest=${line#*:}
    case "$kind" in
      "// fuzz-seeds")
        for f in $rest; do
          [ -f "$f" ] || continue
          cp "$f" "$corpus/seed-$(sha1sum < "$f" | cut -c1-16)"
        done ;;
      "// fuzz-seeds-lines")
        for f in $rest; do
          [ -f "$f" ] || continue
          while IFS= read -r l; do
            printf '%s' "$l" > "$corpus/seed-$(printf '%s' "$l" | sha1sum | cut -c1-16)"
          done < "$f"
        done ;;
      "// fuzz-seeds-field")
        set -- $rest
        local name=$1; shift
        for f in "$@"; do
          [ -f "$f" ] || continue
          { grep -o "\"$name\": *\"[^\"]*\"" "$f" || true; } | sed "s/^\"$name\": *\"//; s/\"\$//" | while IFS= read -r v; do
            printf '%s' "$v" > "$corpus/seed-$(printf '%s' "$v" | sha1sum | cut -c1-16)"
          done
        done ;;
      "// fuzz-seed-text")
        rest=${rest# }
        printf '%s' "$rest" > "$corpus/seed-$(printf '%s' "$rest" | sha1sum | cut -c1-16)" ;;
    esac
  done < <(grep -E '^// fuzz-seed(s|s-lines|s-field|-text):' "$source")
  return 0
}

failed=0
for t in "${targets[@]}"; do
  corpus=fuzz/.build/corpus/$t
  mkdir -p "$corpus"
  seed "$t" "$corpus"
  options=($(sed -n 's|^// fuzz-options:||p' fuzz/Sources/"$t"/*.swift))
  limit=(-max_total_time="$seconds")
  [ -z "$runs" ] || limit=(-runs="$runs")
  echo "== $t: $(ls "$corpus" | wc -l) inputs in the corpus, ${runs:-$seconds s} ${runs:+runs}"
  log=fuzz/.build/artifacts/$t.log
  executed=0
  retried=""
  while :; do
    status=0
    nice -n 19 "$bin/$t" "$corpus" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
         -max_len=65536 "${options[@]}" -print_final_stats=1 -artifact_prefix="$root/fuzz/.build/artifacts/$t-" >"$log" 2>&1 \
      || status=$?
    if [ "$status" -eq 0 ]; then
      grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb|^Done" "$log" | sed 's/^/   /'
      [ "$executed" -eq 0 ] || echo "   (and $executed runs before the input that timed out only under load)"
      break
    fi
    # libFuzzer's timeout is wall time: at the lowest priority on a loaded machine an input can wait
    # past it. Such an input is run again alone at normal priority; if it passes within the limit it
    # was the load, not the reader, and fuzzing goes on for the runs still owed.
    unit=$(sed -n 's/.*Test unit written to \(.*timeout-[0-9a-f]*\).*/\1/p' "$log" | head -1)
    if [ -n "$unit" ] && timeout 10 "$bin/$t" -runs=1 "$unit" >/dev/null 2>&1; then
      done_here=$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#')
      executed=$(( executed + ${done_here:-0} ))
      echo "   an input timed out under load and runs within the limit alone ($unit kept); going on"
      mv "$unit" "$unit.load"
      if [ -n "$runs" ]; then
        left=$(( runs - executed )); [ "$left" -gt 0 ] || break
        limit=(-runs="$left")
      fi
      continue
    fi
    # A crash, leak, timeout or memory blow-up is always reported by libFuzzer with the input written.
    # A process that ends with neither was ended from outside (killed: status 128+N); it is run once
    # more, said aloud, and fails the run if it ends so again.
    said=$(grep -E "ERROR|Fatal error|SUMMARY|Test unit written|==[0-9]+==" "$log" | head -20 || true)
    if [ -z "$said" ] && [ -z "${retried:-}" ]; then
      retried=1
      echo "   the fuzzer ended with status $status and no report from libFuzzer (killed from outside?); the log ends:"
      tail -5 "$log" | sed 's/^/     /'
      echo "   running $t once more"
      continue
    fi
    failed=1
    echo "!! $t failed with exit status $status; the input is in fuzz/.build/artifacts/ (the log: $log):"
    # What libFuzzer and the sanitizers said; a process killed from outside (status 128+N) says
    # nothing, so then the log's last lines are shown instead.
    if [ -n "$said" ]; then
      printf '%s\n' "$said" | sed 's/^/   /'
    else
      echo "   (no report from libFuzzer; the log ends:)"
      tail -15 "$log" | sed 's/^/   /'
    fi
    # CI keeps no artifacts, only what is printed: the input itself, so a rare crash found there can
    # be replayed here (`base64 -d > unit; $bin/$t -runs=1 unit`).
    unit=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | head -1)
    if [ -n "$unit" ] && [ -f "$unit" ]; then
      size=$(wc -c < "$unit")
      if [ "$size" -le 16384 ]; then
        echo "   the input ($size bytes), base64:"
        base64 -w 100 "$unit" | sed 's/^/     /'
      else
        echo "   the input is $size bytes, too long to print"
      fi
    fi
    break
  done
done
exit $failed
