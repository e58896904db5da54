#!/usr/bin/env bash
# What the plugin adds to a consumer's clean build: the same small package
# built clean without any plugin (its generated files committed instead),
# with the source plugin (SegueGen by path, which compiles seguegen) and with
# the binary plugin (BinaryPlugin by path, which scripts/release.sh builds
# first). Prints the median of RUNS clean
# builds each, and what each plugin adds to the build without one.
#   Benchmarks/plugin-overhead.sh [RUNS]
set -euo pipefail
trap 'echo "plugin-overhead.sh: failed at line $LINENO" >&2' ERR
cd "$(dirname "$0")/.."
root=$PWD
runs="${1:-3}"
# The bundle is rebuilt every time: one left from an older checkout would
# measure, or fail with, an older tool.
bash scripts/release.sh "$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/SegueGenKit/Support/Version.swift)" >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
consumer() { # NAME DEPENDENCY PLUGIN
  mkdir -p "$work/$1/Sources"
  # The example target whole: its manifest, its configuration and the
  # controllers that implement its unwind actions.
  cp -R Examples/PluginConsumer/Sources/Screens "$work/$1/Sources/"
  if [ -z "$3" ]; then
    # Without the plugin, the same Swift: the generated files committed
    # where the manifest and configuration were.
    local screens="$work/$1/Sources/Screens"
    "$(ls BinaryPlugin/seguegen.artifactbundle/*/bin/seguegen)" generate "$screens" --output "$screens/" \
      --module-name Screens --config "$screens/seguegen.yaml"
    rm "$screens/Flows.segues.yaml" "$screens/seguegen.yaml"
  fi
  cat > "$work/$1/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "$1",
    dependencies: [$2],
    targets: [.target(name: "Screens"$3)]
)
SWIFT
}
consumer None "" ""
consumer Source ".package(path: \"$root\")" ", plugins: [.plugin(name: \"SegueGenPlugin\", package: \"main\")]"
consumer Binary ".package(path: \"$root/BinaryPlugin\")" ", plugins: [.plugin(name: \"SegueGenPlugin\", package: \"BinaryPlugin\")]"
sed -i "s/package: \"main\"/package: \"$(basename "$root")\"/" "$work/Source/Package.swift"

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
clean_build() { # NAME: seconds of one clean build
  rm -rf "$work/$1/.build/x86_64-unknown-linux-gnu" "$work/$1/.build/debug" "$work/$1/.build/plugins" \
    "$work/$1/.build/arm64-apple-macosx"
  local start
  start=$(date +%s.%N)
  (cd "$work/$1" && swift build >/dev/null 2>&1)
  awk "BEGIN { print $(date +%s.%N) - $start }"
}
names=(None Source Binary)
declare -A times
for name in "${names[@]}"; do
  (cd "$work/$name" && swift package resolve >/dev/null 2>&1)
  clean_build "$name" >/dev/null # warms the caches every later build finds
done
# Round after round, so the machine's drift over minutes weighs on each
# set-up alike.
for _ in $(seq "$runs"); do
  for name in "${names[@]}"; do times[$name]+="$(clean_build "$name")"$'\n'; done
done
for name in "${names[@]}"; do
  median_time=$(printf '%s' "${times[$name]}" | median)
  if [ "$name" = None ]; then
    baseline=$median_time
    printf '%-7s %6.1f s\n' "$name" "$median_time"
  else
    printf '%-7s %6.1f s  (+%.1f s over None)\n' "$name" "$median_time" \
      "$(awk "BEGIN { print $median_time - $baseline }")"
  fi
done
