#!/usr/bin/env bash
# Builds the files a document's Swift code blocks describe, so a test can compile (and run) them
# exactly as a reader copies them: scripts/doc-package.sh DOC DEST.
#
# Each ```swift block of DOC is preceded (on the line before its fence, blank lines allowed) by an
# HTML comment, invisible when the page is rendered, that says where the block goes in DEST:
#   <!-- file: PATH -->                      the block is the whole file PATH (written, or replaced)
#   <!-- replace-line: PATH: TEXT -->        the block replaces the one line of PATH that contains TEXT
#   <!-- insert-before-last-line: PATH -->   the block goes before PATH's last line (a type's closing brace)
#   <!-- not-extracted: WHY -->              the block is not code of the package (say why)
# Blocks are applied in the order they appear, as a reader follows the page. A ```swift block with no
# comment, a replace-line TEXT found on no line or on several, or an edit of a file not yet written
# stops the script with DOC's line number and exit status 2: a page and its check cannot drift apart.
# A fence indented inside a list item has that indentation removed from its lines.
# With --through LINE, only the blocks that open on or before DOC's line LINE are applied: the package
# as a reader has it at that point of the page (scripts/test-tutorial.sh runs a transcript there).
set -euo pipefail
through=""
if [ "${1:-}" = "--through" ]; then through=$2; shift 2; fi
if [ $# -ne 2 ]; then echo "usage: $0 [--through LINE] DOC DEST" >&2; exit 2; fi
doc=$1 dest=$2
mkdir -p "$dest"
blocks=$(mktemp -d)
trap 'rm -rf "$blocks"' EXIT

# Pass 1 (awk): each marked block to its own file, and one instruction line per block:
# "LINE OP PATH TEXT BLOCKFILE", separated by the unit separator (0x1F): TEXT may be empty or hold tabs.
awk -v blocks="$blocks" -v doc="$doc" '
function fail(message) { printf "%s:%d: %s\n", doc, NR, message > "/dev/stderr"; failed = 1; exit 2 }
BEGIN { pending = ""; inside = 0; count = 0; sep = "\037" }
inside {
    if ($0 ~ "^" indent "```[[:space:]]*$") { inside = 0; close(file); if (op != "skip") print start sep op sep path sep text sep file; next }
    line = $0
    if (substr(line, 1, length(indent)) == indent) line = substr(line, length(indent) + 1)
    print line > file
    next
}
/^[[:space:]]*<!-- (file|replace-line|insert-before-last-line|not-extracted):.*-->[[:space:]]*$/ {
    marker = $0
    sub(/^[[:space:]]*<!-- /, "", marker); sub(/ -->[[:space:]]*$/, "", marker)
    pending = marker; pendingLine = NR; next
}
/^[[:space:]]*```/ {
    fence = $0; indent = fence; sub(/```.*/, "", indent)
    if (fence ~ /```swift[[:space:]]*$/) {
        if (pending == "") fail("a swift block with no <!-- file: / replace-line: / insert-before-last-line: / not-extracted: --> comment before it")
        op = pending; sub(/:.*/, "", op)
        rest = pending; sub(/^[^:]*:[[:space:]]*/, "", rest)
        path = rest; text = ""
        if (op == "replace-line") {
            split_at = index(rest, ": ")
            if (split_at == 0) fail("replace-line needs PATH: TEXT")
            path = substr(rest, 1, split_at - 1); text = substr(rest, split_at + 2)
        }
        if (op == "not-extracted") op = "skip"
        if (op != "skip" && (path == "" || path ~ /(^\/|\.\.)/)) fail("a path inside the package is needed, got \"" path "\"")
        count += 1; file = blocks "/" count; start = NR; inside = 1; pending = ""
        printf "" > file
        next
    }
    # Any other fence (sh, a transcript): skip to its end, and it takes no marker.
    if (pending != "") { fail("the comment on line " pendingLine " is followed by a non-swift block") }
    while ((getline next_line) > 0) { if (next_line ~ "^" indent "```[[:space:]]*$") break }
    next
}
/^[[:space:]]*$/ { next }
{ if (pending != "") fail("the comment on line " pendingLine " is not followed by a swift block") }
END { if (!failed && inside) { fail("a swift block is not closed") } }
' "$doc" > "$blocks/plan"

# Pass 2: apply the blocks in order.
while IFS=$'\x1f' read -r line op path text file; do
    if [ -n "$through" ] && [ "$line" -gt "$through" ]; then break; fi
    target="$dest/$path"
    case "$op" in
    file)
        mkdir -p "$(dirname "$target")"
        cp "$file" "$target" ;;
    replace-line)
        [ -f "$target" ] || { echo "$doc:$line: replace-line: $path is not written by an earlier block" >&2; exit 2; }
        matches=$(grep -cF -- "$text" "$target" || true)
        [ "$matches" = 1 ] || { echo "$doc:$line: replace-line: $matches lines of $path contain \"$text\" (one is needed)" >&2; exit 2; }
        awk -v text="$text" -v block="$file" '
            index($0, text) { while ((getline l < block) > 0) print l; next } { print }' "$target" > "$target.new"
        mv "$target.new" "$target" ;;
    insert-before-last-line)
        [ -f "$target" ] || { echo "$doc:$line: insert-before-last-line: $path is not written by an earlier block" >&2; exit 2; }
        { head -n -1 "$target"; cat "$file"; tail -n 1 "$target"; } > "$target.new"
        mv "$target.new" "$target" ;;
    *)
        echo "$doc:$line: unknown instruction $op" >&2; exit 2 ;;
    esac
done < "$blocks/plan"
