#!/usr/bin/env bash
# What the plugin adds to a consumer's clean build: the same small package
# built clean without any plugin, with the source plugin (SegueGen by path,
# which compiles seguegen) and with the binary plugin (BinaryPlugin by path,
# after scripts/release.sh). Prints the median of RUNS clean builds each.
#   Benchmarks/plugin-overhead.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
runs="${1:-3}"
[ -d BinaryPlugin/seguegen.artifactbundle ] || bash scripts/release.sh "$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/SegueGenKit/Support/Version.swift)" >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
consumer() { # NAME DEPENDENCY PLUGIN
  mkdir -p "$work/$1/Sources/Screens"
  cp Examples/PluginConsumer/Sources/Screens/Flows.segues.yaml Examples/PluginConsumer/Sources/Screens/Screens.swift \
    "$work/$1/Sources/Screens/"
  [ -n "$3" ] || rm "$work/$1/Sources/Screens/Flows.segues.yaml" "$work/$1/Sources/Screens/Screens.swift"
  [ -n "$3" ] || echo "public enum Screens {}" > "$work/$1/Sources/Screens/Screens.swift"
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
for name in None Source Binary; do
  (cd "$work/$name" && swift package resolve >/dev/null 2>&1)
  times=""
  for _ in $(seq "$runs"); do
    rm -rf "$work/$name/.build/x86_64-unknown-linux-gnu" "$work/$name/.build/debug" "$work/$name/.build/plugins" \
      "$work/$name/.build/arm64-apple-macosx"
    start=$(date +%s.%N)
    (cd "$work/$name" && swift build >/dev/null 2>&1)
    times="$times$(awk "BEGIN { print $(date +%s.%N) - $start }")"$'\n'
  done
  printf '%-7s %6.1f s\n' "$name" "$(printf '%s' "$times" | median)"
done
