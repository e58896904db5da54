#!/usr/bin/env bash
# Fuzzes one target with libFuzzer, the library instrumented for coverage.
#   scripts/fuzz.sh TARGET [SECONDS]      fuzz TARGET (default 60 s)
#   scripts/fuzz.sh all [SECONDS]         every target, FUZZ_JOBS at a time (default 1)
#   scripts/fuzz.sh TARGET --minimize     merge what the runs found into Fuzz/Corpus/TARGET, minimised, 300 KB at most
# TARGET: json yaml manifest storyboard source template generate project
# workspace package.
# Runs start from Fuzz/Corpus/TARGET (committed) and the repository's own
# inputs; new entries and any crash land in .build/fuzz/work/TARGET/. Prints
# the library's coverage counters and libFuzzer's final stats. Refuses a
# binary whose library carries no coverage counters: libFuzzer would mutate
# blind (as `-sanitize=fuzzer -sanitize=address`, where only the last flag
# counts, once did).
# FUZZ_CONFIGURATION=debug builds the library unoptimized: slower to run,
# but built in a third of the time, which a smoke test (CI's 7 s a target)
# spends better; long runs keep the default, release.
set -euo pipefail
cd "$(dirname "$0")/.."

targets="json yaml manifest storyboard source template generate project workspace package"
usage="usage: scripts/fuzz.sh TARGET|all [SECONDS|--minimize] (TARGET: ${targets// /, })"
target="${1:?$usage}"
mode="${2:-60}"
build=.build/fuzz
configuration="${FUZZ_CONFIGURATION:-release}"
case "$configuration" in release | debug) ;; *) echo "FUZZ_CONFIGURATION is release or debug" >&2; exit 2 ;; esac
# One binary for every target (Fuzz/Fuzzer.swift reads SEGUEGEN_FUZZ_TARGET):
# linking the instrumented library is most of a target's set-up.
binary="$build/fuzz-$configuration"
if [ "$target" = all ]; then
  # FUZZ_JOBS targets at a time (default 1): the first builds the library
  # and links alone, the others run side by side, each into its own log,
  # printed in order once all are done.
  jobs="${FUZZ_JOBS:-1}"
  first="${targets%% *}"
  # The first run builds the library and links the one binary every
  # target shares; the others only run it. A finding there is counted like
  # the others', not the end of the run; a failed build is.
  logs=$(mktemp -d)
  # A binary an earlier run linked is no sign that this one's build worked.
  rm -f "$binary"
  "$0" "$first" "$mode" || echo "$first" >> "$logs/failed"
  [ -x "$binary" ] || exit 1
  export SEGUEGEN_FUZZ_LINKED=1
  failed=0
  printf '%s\n' ${targets#"$first" } | xargs -P "$jobs" -I{} bash -c '"$0" {} "$1" > "$2/{}.log" 2>&1 || echo {} >> "$2/failed"' "$0" "$mode" "$logs"
  for each in ${targets#"$first" }; do cat "$logs/$each.log"; done
  if [ -s "$logs/failed" ]; then
    echo "fuzz: failed: $(tr '\n' ' ' < "$logs/failed")" >&2
    failed=1
  fi
  rm -rf "$logs"
  exit "$failed"
fi
case " $targets " in *" $target "*) ;; *) echo "unknown target $target; $usage" >&2; exit 2 ;; esac
case "$mode" in --minimize | [0-9]*) ;; *) echo "$usage" >&2; exit 2 ;; esac
export SEGUEGEN_FUZZ_TARGET="$target"

# Seeds: the repository's inputs of the target's kind, prefixed with the byte
# that picks the format where the target reads several.
seeds() {
  case "$target" in
    json) find Examples Tests/Fixtures -name '*.json' ;;
    yaml) find Examples Tests/Fixtures -name '*.yaml' ;;
    manifest | generate) find Examples Tests/Fixtures -name '*.segues.yaml' -o -name '*.segues.json' ;;
    storyboard) find Examples Tests/Fixtures -name '*.storyboard' ;;
    source) find Examples Tests/Fixtures Sources/SegueGenKit/SourceScanning -name '*.swift' ;;
    template) find Templates -name '*.stencil' ;;
    project) find Examples Tests/Fixtures -name 'project.pbxproj' ;;
    workspace) find Examples Tests/Fixtures -name 'contents.xcworkspacedata' ;;
    package) echo Package.swift; find Examples BinaryPlugin -name 'Package.swift' ;;
  esac | sort
  if [ "$target" = generate ]; then find Examples Tests/Fixtures -name '*.storyboard' | sort; fi
}
prefix() {
  case "$target:$1" in
    source:*.m | manifest:*.json | generate:*.storyboard) printf '\x01' ;;
    source:* | manifest:* | generate:*) printf '\x00' ;;
  esac
}

mkdir -p "$build"
if [ "${SEGUEGEN_FUZZ_LINKED:-}" = 1 ]; then
  [ -x "$binary" ] || { echo "fuzz-$target: SEGUEGEN_FUZZ_LINKED is 1, but $binary is not built" >&2; exit 1; }
else
  if ! swift build -c "$configuration" --build-path "$build" --target SegueGenKit -Xswiftc -sanitize=fuzzer,address \
    >"$build/build.log" 2>&1; then
    grep -E "error|warning: unre" "$build/build.log" >&2 || tail -20 "$build/build.log" >&2
    exit 1
  fi
  # The objects each module's current output file map names: a file that moved
  # or went away leaves a stale object behind, which must not be linked.
  objects=$(for module in SegueGenKit SegueGenSupport SegueGenTemplates TemplateEngine; do
    grep -o '"object": *"[^"]*"' "$build/$configuration/$module.build/output-file-map.json" | sed 's/.*: *"//; s/"$//'
  done | while read -r object; do [ -f "$object" ] && echo "$object"; done | sort)
  # gold warns about every sanitizer symbol it cannot export; show only the rest.
  if ! swiftc -O -parse-as-library -sanitize=fuzzer,address \
    -I "$build/$configuration/Modules" Fuzz/Fuzzer.swift $objects -o "$binary" >"$build/link.log" 2>&1; then
    grep -v "Cannot export local symbol" "$build/link.log" >&2
    exit 1
  fi
fi

# The harness alone has a few hundred counters; the instrumented library
# tens of thousands. Fewer than this means the library is not instrumented.
minimum_counters=10000
empty=$(mktemp -d)
counters=$("$binary" -runs=0 "$empty" 2>&1 | sed -n 's/.*Loaded [0-9]* modules *(\([0-9]*\) inline 8-bit counters).*/\1/p' | head -1)
rmdir "$empty"
if [ -z "$counters" ] || [ "$counters" -lt "$minimum_counters" ]; then
  echo "fuzz-$target: ${counters:-no} coverage counters, fewer than the $minimum_counters an instrumented library has;" \
    "the library was built without coverage, so libFuzzer would mutate blind; refusing" >&2
  exit 1
fi
echo "fuzz-$target: $counters coverage counters (the library is instrumented)"

work="$build/work/$target"
committed="Fuzz/Corpus/$target"
mkdir -p "$work/corpus" "$work/artifacts" "$committed"
# One path a line: a fixture's folder may hold a space (Reporting/App Code).
while IFS= read -r seed; do
  [ -n "$seed" ] || continue
  { prefix "$seed"; cat "$seed"; } > "$work/corpus/seed-$(echo "$seed" | tr '/ ' '__')"
done < <(seeds)
if [ "$mode" = --minimize ]; then
  # The committed corpus becomes the smallest set that keeps every feature
  # the committed corpus and the runs reached.
  merged=$(mktemp -d)
  "$binary" -set_cover_merge=1 -timeout=10 -rss_limit_mb=4096 "$merged" "$committed" "$work/corpus" 2>&1 | tail -2
  # Within 300 KB: the largest inputs go first, as they cost the most for
  # what they add; the rest still start every run from most of the coverage.
  budget=$((300 * 1024))
  total=$(cat "$merged"/* 2>/dev/null | wc -c)
  for file in $(ls -S "$merged"); do
    [ "$total" -le "$budget" ] && break
    total=$((total - $(wc -c < "$merged/$file")))
    rm "$merged/$file"
  done
  rm -f "$committed"/*
  cp "$merged"/* "$committed"/ 2>/dev/null || true
  rm -rf "$merged"
  echo "$committed: $(ls "$committed" | wc -l) inputs, $(($(cat "$committed"/* 2>/dev/null | wc -c) / 1024)) KB"
  exit 0
fi
started="$work/started"
touch "$started"
"$binary" "$work/corpus" "$committed" -max_total_time="$mode" -timeout=10 -rss_limit_mb=4096 \
  -artifact_prefix="$work/artifacts/" -print_final_stats=1 2>&1 \
  | grep -E "DONE|^stat::(number_of_executed_units|new_units_added)|ERROR|SUMMARY|Test unit written|^ +#[0-9]" | tail -20
# Only what this run found: earlier findings stay for reading until deleted.
findings=$(find "$work/artifacts" -type f -newer "$started")
if [ -n "$findings" ]; then
  echo "fuzz-$target: findings: $findings" >&2
  exit 1
fi
