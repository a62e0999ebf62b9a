#!/usr/bin/env bash
# Runs the transcripts a page shows and compares their outputs, so that a page saying "the outputs
# shown are real" stays so as rules, wordings and counts change: scripts/doc-transcripts.sh DOC DEST EXE.
#
# A transcript is a plain ``` block preceded (on the line before its fence, blank lines allowed) by
#   <!-- transcript -->
# Its lines starting with "$ " are commands, the lines after each its expected output (standard output
# and standard error together; the exit status is not compared). For each transcript, in the page's
# order, the package DEST is made as the page has it at that point (scripts/doc-package.sh --through,
# so a transcript before a fix runs on the code before it), its executable EXE is built, and each
# command runs in DEST: `swift run EXE …` as .build/debug/EXE …; `swift build` is the build already
# done. A difference is printed as a diff with the page's line and exits 1.
set -euo pipefail
if [ $# -ne 3 ]; then echo "usage: $0 DOC DEST EXE" >&2; exit 2; fi
doc=$(cd "$(dirname "$1")" && pwd)/$(basename "$1") dest=$2 exe=$3
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Each transcript's opening line, and its lines into $work/LINE.
awk -v work="$work" '
/^[[:space:]]*<!-- transcript -->[[:space:]]*$/ { marked = 1; next }
marked && /^[[:space:]]*$/ { next }
marked && /^```[[:space:]]*$/ { start = NR; file = work "/" start; printf "" > file; print start
    while ((getline line) > 0) { if (line ~ /^```[[:space:]]*$/) break; print line > file }
    close(file); marked = 0; next }
marked { printf "%s:%d: a <!-- transcript --> comment must be followed by a plain ``` block\n", FILENAME, NR > "/dev/stderr"; exit 2 }
' "$doc" > "$work/starts"
[ -s "$work/starts" ] || { echo "$doc: no <!-- transcript --> blocks" >&2; exit 2; }

failed=0
while read -r start; do
    "$here/doc-package.sh" --through "$start" "$doc" "$dest"
    (cd "$dest" && swift build --product "$exe" >"$work/build.log" 2>&1) \
        || { cat "$work/build.log"; echo "$doc:$start: the package as the page has it here does not build" >&2; exit 1; }
    # Split the block at its commands: command N in $work/START.cN, its expected output in $work/START.oN.
    awk -v base="$work/$start" '
        /^\$ / { n += 1; cmd = base ".c" n; out = base ".o" n; print substr($0, 3) > cmd; close(cmd); printf "" > out; next }
        n > 0 { print > out }
    ' "$work/$start"
    n=1
    while [ -f "$work/$start.c$n" ]; do
        command=$(cat "$work/$start.c$n")
        case "$command" in
        "swift build") ;;
        "swift run $exe"*)
            (cd "$dest" && eval ".build/debug/$exe${command#"swift run $exe"}" >"$work/actual" 2>&1 || true)
            if ! diff -u --label "$doc:$start (the page)" --label "$command (as run)" "$work/$start.o$n" "$work/actual"; then
                failed=1
            fi ;;
        *) echo "$doc:$start: a transcript's command must be swift build or swift run $exe …, not: $command" >&2; exit 2 ;;
        esac
        n=$((n + 1))
    done
done < "$work/starts"
[ "$failed" = 0 ] || { echo "$doc: the transcripts above differ from what the commands print" >&2; exit 1; }
echo "$doc: $(wc -l < "$work/starts") transcripts match"
