#!/usr/bin/env bash
# Which UIKit files of a folder compile against SegueUIKit, without changing them.
#
#   scripts/uikit-compat.sh [--modules DIR] [--include DIR]... [--no-build] FOLDER
#
# Typechecks the .swift files under FOLDER (recursively) together, as one module would be built,
# with `swiftc -typecheck` against the repository's built modules, and prints a table: each file,
# whether it compiles, and its first error. Each file sees the others of the folder (a library's
# files use each other), `import UIKit`, `import QuartzCore` and `import CoreGraphics` resolve to
# SegueUIKit, and UIKit is imported implicitly too, as the umbrella header of a CocoaPods library
# does. The shims live in a temporary folder, never in the repository.
#
#   --modules DIR  the folder holding SegueUIKit.swiftmodule (default: `swift build --show-bin-path`
#                  of the repository, plus /Modules); it is built first if missing
#   --include DIR  another folder of modules the files import (a library built against SegueUIKit)
#   --no-build     never build: a missing SegueUIKit.swiftmodule is reported, exit 2
#
# Exit status: 0 when every file compiles, 1 when some do not, 2 when the modules are missing,
# 64 for bad usage.
set -euo pipefail

usage() {
    echo "usage: scripts/uikit-compat.sh [--modules DIR] [--include DIR]... [--no-build] FOLDER" >&2
    exit 64
}

modules=""
includes=()
build=1
folder=""
while [ $# -gt 0 ]; do
    case "$1" in
        --modules) [ $# -ge 2 ] || usage; modules="$2"; shift 2 ;;
        --include) [ $# -ge 2 ] || usage; includes+=(-I "$2"); shift 2 ;;
        --no-build) build=0; shift ;;
        -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "uikit-compat: unknown option $1" >&2; usage ;;
        *) [ -z "$folder" ] || usage; folder="$1"; shift ;;
    esac
done
[ -n "$folder" ] || usage
[ -d "$folder" ] || { echo "uikit-compat: no folder $folder" >&2; exit 64; }
folder="$(cd "$folder" && pwd)"

repo="$(cd "$(dirname "$0")/.." && pwd)"
if [ -z "$modules" ]; then
    modules="$(cd "$repo" && swift build --show-bin-path)/Modules"
fi
if [ ! -e "$modules/SegueUIKit.swiftmodule" ]; then
    if [ "$build" = 0 ]; then
        echo "uikit-compat: no SegueUIKit.swiftmodule in $modules (run swift build --product SegueUIKit first)" >&2
        exit 2
    fi
    (cd "$repo" && swift build --product SegueUIKit >&2)
fi

files=()
while IFS= read -r -d '' f; do files+=("$f"); done < <(find "$folder" -name '*.swift' -type f -print0 | sort -z)
[ ${#files[@]} -gt 0 ] || { echo "uikit-compat: no .swift files under $folder" >&2; exit 64; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for shim in UIKit QuartzCore CoreGraphics; do
    echo '@_exported import SegueUIKit' > "$work/$shim.swift"
    swiftc -parse-as-library -swift-version 5 -emit-module -module-name "$shim" -I "$modules" \
        -o "$work/$shim.swiftmodule" "$work/$shim.swift" 2> "$work/$shim.err" \
        || { cat "$work/$shim.err" >&2; echo "uikit-compat: the $shim shim does not build against $modules" >&2; exit 2; }
done

# One typecheck of the whole folder first: when it passes, every file compiles. When it fails, each
# file is checked again in a frontend job of its own (the others as context), two at a time, so that
# one file's failure never hides another's (the driver stops at some errors, a missing module);
# a file whose job another file's missing module stopped is checked alone.
flags=(-swift-version 5 -suppress-warnings -module-name Checked -I "$work" -I "$modules" ${includes[@]+"${includes[@]}"})
status=0
swiftc -typecheck "${flags[@]}" -Xfrontend -import-module -Xfrontend UIKit "${files[@]}" > "$work/all" 2>&1 || status=$?
for i in "${!files[@]}"; do : > "$work/$i.out"; done
if [ "$status" != 0 ]; then
    # A job stopped by another file's missing module checks the file alone.
    check() {
        local f="${files[$1]}"
        swiftc -frontend -typecheck "${flags[@]}" -import-module UIKit -primary-file "$f" "${files[@]}" > "$work/$1.out" 2>&1 && return
        grep -qF -- "$f:" "$work/$1.out" && return
        grep -q "error: no such module" "$work/$1.out" || return 0
        swiftc -frontend -typecheck "${flags[@]}" -import-module UIKit -primary-file "$f" > "$work/$1.out" 2>&1 || true
    }
    running=0
    for i in "${!files[@]}"; do
        check "$i" &
        running=$((running + 1))
        if [ "$running" -ge 2 ]; then wait -n || true; running=$((running - 1)); fi
    done
    wait || true
fi

echo "| file | compiles | first error |"
echo "|---|---|---|"
failed=0
for i in "${!files[@]}"; do
    f="${files[$i]}"
    name="${f#"$folder"/}"
    error="$(grep -F -- "$f:" "$work/$i.out" | grep -m1 ': error: ' || true)"
    if [ -z "$error" ]; then
        echo "| $name | yes | |"
    else
        failed=$((failed + 1))
        where="${error#"$f":}"
        message="${error#*: error: }"
        echo "| $name | no | ${where%%: error: *}: ${message#"${message%%[! ]*}"} |"
    fi
done
# A failure no file owns (a missing module, a bad flag): say so rather than report success.
if [ "$status" != 0 ] && [ "$failed" = 0 ]; then
    grep -v '^ *|' "$work/all" | head -20 >&2
    echo "uikit-compat: swiftc failed without an error in any of the files (above)" >&2
    exit 2
fi
echo
echo "$((${#files[@]} - failed)) of ${#files[@]} compile"
[ "$failed" = 0 ]
