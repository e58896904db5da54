#!/usr/bin/env bash
# Fuzzes one reader with libFuzzer.
#   scripts/fuzz.sh json|yaml|manifest|storyboard|source [SECONDS]
# Seeds come from Examples/ and Tests/Fixtures/; new corpus entries and any
# crash land in .build/fuzz/work/TARGET/. Prints libFuzzer's final stats.
set -euo pipefail
cd "$(dirname "$0")/.."

target="${1:?usage: scripts/fuzz.sh json|yaml|manifest|storyboard|source [SECONDS]}"
seconds="${2:-60}"
case "$target" in
  json) define=FUZZ_JSON; seeds=$(find Examples Tests/Fixtures -name '*.json' | sort) ;;
  yaml) define=FUZZ_YAML; seeds=$(find Examples Tests/Fixtures -name '*.yaml' | sort) ;;
  manifest) define=FUZZ_MANIFEST; seeds=$(find Examples Tests/Fixtures -name '*.segues.yaml' -o -name '*.segues.json' | sort) ;;
  storyboard) define=FUZZ_STORYBOARD; seeds=$(find Examples Tests/Fixtures -name '*.storyboard' | sort) ;;
  source) define=FUZZ_SOURCE; seeds=$(find Examples Tests/Fixtures Sources/SegueGenKit/SourceScanning -name '*.swift' | sort) ;;
  *) echo "unknown target $target" >&2; exit 2 ;;
esac

build=.build/fuzz
swift build -c release --build-path "$build" --target SegueGenKit \
  -Xswiftc -sanitize=fuzzer -Xswiftc -sanitize=address >/dev/null
# The objects each module's current output file map names: a file that moved
# or went away leaves a stale object behind, which must not be linked.
objects=$(for module in SegueGenKit SegueGenSupport SegueGenTemplates TemplateEngine; do
  grep -o '"object": *"[^"]*"' "$build/release/$module.build/output-file-map.json" | sed 's/.*: *"//; s/"$//'
done | while read -r object; do [ -f "$object" ] && echo "$object"; done | sort)
binary="$build/fuzz-$target"
# gold warns about every sanitizer symbol it cannot export; show only the rest.
if ! swiftc -O -parse-as-library -sanitize=fuzzer,address -D "$define" \
  -I "$build/release/Modules" Fuzz/Fuzzer.swift $objects -o "$binary" >"$build/link-$target.log" 2>&1; then
  grep -v "Cannot export local symbol" "$build/link-$target.log" >&2
  exit 1
fi

work="$build/work/$target"
mkdir -p "$work/corpus" "$work/artifacts"
for seed in $seeds; do
  if [ "$target" = source ]; then
    # The first byte picks Swift (even) or Objective-C (odd).
    { printf '\x00'; cat "$seed"; } > "$work/corpus/seed-$(basename "$seed")"
  elif [ "$target" = manifest ]; then
    # The first byte picks YAML (even) or JSON (odd).
    case "$seed" in *.json) prefix='\x01' ;; *) prefix='\x00' ;; esac
    { printf "$prefix"; cat "$seed"; } > "$work/corpus/seed-$(basename "$seed")"
  else
    cp "$seed" "$work/corpus/"
  fi
done
"$binary" "$work/corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
  -artifact_prefix="$work/artifacts/" -print_final_stats=1 2>&1 | tail -25
