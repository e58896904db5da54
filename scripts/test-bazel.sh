#!/usr/bin/env bash
# The Bazel rules end to end, as CI runs them (issue 56): the example in
# Examples/Bazel and the file names of bazel/tests/names, built with the
# rules in Bazel's sandbox, then checked:
#   - the tests pass (each example validates);
#   - a second build runs nothing; after `bazel clean`, the build is served
#     from --disk_cache, "remote cache hit" in Bazel's own summary;
#   - every generated file is byte for byte what `seguegen generate` writes
#     for the same inputs and options run from this checkout, and the names
#     the rule declared are the names the tool wrote (tricky names
#     included); XcodeApp's single file is the one its Xcode project commits;
#   - a second output base, without the cache, builds the same bytes;
#   - a broken fixture fails the validate test, with a located diagnostic in
#     the log and a failure in the JUnit XML, and fails the generate action
#     with a located diagnostic and no output file.
#
#   scripts/test-bazel.sh
#
# Needs `bazel` (Debian's bazel-bootstrap, 4.2.3, runs offline) and a
# seguegen: SEGUEGEN_BINARY, else .build/release/seguegen, else
# .build/debug/seguegen. Ends with the line `bazel: N passed, 0 failed`.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

if [ -z "${SEGUEGEN_BINARY:-}" ]; then
  for candidate in .build/release/seguegen .build/debug/seguegen; do
    if [ -x "$candidate" ]; then
      SEGUEGEN_BINARY=$root/$candidate
      break
    fi
  done
fi
if [ ! -x "${SEGUEGEN_BINARY:-}" ]; then
  echo "bazel: no seguegen binary; build one (swift build) or set SEGUEGEN_BINARY" >&2
  exit 1
fi
export SEGUEGEN_BINARY
tool=$SEGUEGEN_BINARY

check_prefix=bazel
# shellcheck source=lib/check.sh
. scripts/lib/check.sh

work=$(mktemp -d)
# Two output bases, each with a server of its own: stopped at the end, and
# their read-only trees made writable so that they can be removed.
cleanup() {
  for base in "$work/a" "$work/b"; do
    [ -d "$base" ] && (cd "$root/Examples/Bazel" && bazel --output_base="$base" shutdown >/dev/null 2>&1 || true)
  done
  chmod -R u+w "$work" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# Bazel's own options stay in Examples/Bazel/.bazelrc; these are the
# machine's: a bounded server, and the cache folder.
in_a() { (cd "$root/Examples/Bazel" && bazel --output_base="$work/a" --host_jvm_args=-Xmx1g "$@"); }
in_b() { (cd "$root/Examples/Bazel" && bazel --output_base="$work/b" --host_jvm_args=-Xmx1g "$@"); }
cache=(--disk_cache="$work/cache")
targets=(//... @seguegen_rules//tests/names:names)

# Debian's linux-sandbox prints a trace of each spawn on standard error;
# the logs keep it, and what is shown leaves it out.
shown() { grep -av 'src/main/tools/\(linux\|process-wrapper\)' "$1" || true; }
# The summary of the spawns a command ran: "INFO: 5 processes: 2 remote
# cache hit, 3 internal."
summary() { grep -a '^INFO: [0-9]* process' "$1" | tail -1; }

mkdir "$work/logs"

# 1. Build and test, sandboxed, filling the disk cache.
in_a test "${cache[@]}" "${targets[@]}" >"$work/logs/first" 2>&1 || {
  shown "$work/logs/first"
  check "the first build and test pass" false
}
check "the first build ran SegueGen in the sandbox" grep -aq 'linux-sandbox\|processwrapper-sandbox' <(summary "$work/logs/first")
check "both validate tests passed" grep -aq 'Executed 2 out of 2 tests: 2 tests pass' "$work/logs/first"
echo "bazel: first build: $(summary "$work/logs/first")"

# 2. Nothing changed: nothing runs.
in_a build "${cache[@]}" "${targets[@]}" >"$work/logs/null" 2>&1
check "a second build runs nothing" bash -c "! grep -aq 'sandbox\|remote cache hit\|local' <<<'$(summary "$work/logs/null")'"

# 3. After bazel clean, from the disk cache, which speaks the remote cache's
# protocol: what two machines would share.
in_a clean >/dev/null 2>&1
in_a build "${cache[@]}" "${targets[@]}" >"$work/logs/cached" 2>&1
cached=$(summary "$work/logs/cached")
echo "bazel: after bazel clean: $cached"
check "the build after bazel clean is served from the disk cache" grep -Eq '[1-9][0-9]* remote cache hit' <<<"$cached"
check "nothing ran in the sandbox after bazel clean" bash -c "! grep -q 'sandbox' <<<'$cached'"

# 4. The same bytes as seguegen generate run by hand, and the declared names
# are the written ones: each SegueGen action's command line, its paths
# mapped back to this checkout (external/seguegen_examples is Examples/,
# external/seguegen_rules is bazel/), its output moved to a folder of ours.
execroot_a=$(in_a info execution_root 2>/dev/null)
in_a aquery "mnemonic(SegueGen, set(${targets[*]}))" --output=jsonproto >"$work/actions.json" 2>/dev/null
check "the generated files are what seguegen generate writes, under the names the rule declared" \
  python3 - "$work/actions.json" "$execroot_a" "$tool" "$work/direct" <<'PY'
import filecmp, json, os, subprocess, sys

actions_file, execroot, tool, direct = sys.argv[1:]
graph = json.load(open(actions_file))
fragments = {f["id"]: f for f in graph["pathFragments"]}
def path_of(fragment_id):
    parts = []
    while fragment_id:
        fragment = fragments[fragment_id]
        parts.append(fragment["label"])
        fragment_id = fragment.get("parentId")
    return "/".join(reversed(parts))
artifacts = {a["id"]: path_of(a["pathFragmentId"]) for a in graph["artifacts"]}
mapping = [("external/seguegen_examples/", "Examples/"), ("external/seguegen_rules/", "bazel/")]
def mapped(argument):
    for prefix, replacement in mapping:
        if argument.startswith(prefix):
            return replacement + argument[len(prefix):]
    return argument

failures = []
actions = graph["actions"]
assert len(actions) == 4, f"expected 4 SegueGen actions, found {len(actions)}"
for index, action in enumerate(actions):
    declared = sorted(artifacts[i] for i in action["outputIds"])
    arguments = action["arguments"]
    output_at = arguments.index("--output") + 1
    split = arguments[output_at].endswith("/")
    destination = os.path.join(direct, str(index)) + ("/" if split else ".swift")
    command = [tool] + [mapped(a) for a in arguments[1:]]
    command[output_at] = destination
    subprocess.run(command, check=True, stderr=subprocess.DEVNULL)
    if split:
        written = sorted(os.listdir(destination))
        names = sorted(os.path.basename(p) for p in declared)
        if written != names:
            failures.append(f"{arguments[output_at]}: declared {names}, the tool wrote {written}")
            continue
        pairs = [(os.path.join(execroot, p), os.path.join(destination, os.path.basename(p))) for p in declared]
    else:
        pairs = [(os.path.join(execroot, declared[0]), destination)]
    for built, by_hand in pairs:
        if not filecmp.cmp(built, by_hand, shallow=False):
            failures.append(f"{built} differs from {by_hand}")
    print(f"bazel: {len(pairs)} files of {arguments[output_at]} as seguegen generate writes them")
for failure in failures:
    print("bazel:", failure, file=sys.stderr)
sys.exit(1 if failures else 0)
PY
check "XcodeApp's single file is the one its Xcode project commits" \
  cmp "$execroot_a/bazel-out/k8-fastbuild/bin/xcode_app_file.swift" Examples/XcodeApp/XcodeApp/Generated/Segues.swift

# 5. Another output base, another server, no cache: the same bytes.
generated() { # EXECROOT: every file the SegueGen actions wrote, by path below bin
  (cd "$1/bazel-out/k8-fastbuild/bin" && find . -name '*.swift' -type f | sort)
}
in_a shutdown >/dev/null 2>&1
in_b build "${targets[@]}" >"$work/logs/b" 2>&1 || {
  shown "$work/logs/b"
  check "the build in a second output base passes" false
}
execroot_b=$(in_b info execution_root 2>/dev/null)
check "a second output base ran SegueGen itself" grep -aq 'sandbox' <(summary "$work/logs/b")
check "a second output base writes the same files" diff <(generated "$execroot_a") <(generated "$execroot_b")
same_bytes() {
  local file
  while read -r file; do
    cmp -s "$execroot_a/bazel-out/k8-fastbuild/bin/$file" "$execroot_b/bazel-out/k8-fastbuild/bin/$file" || {
      echo "bazel: $file differs between the output bases" >&2
      return 1
    }
  done < <(generated "$execroot_a")
}
check "a second output base writes the same bytes" same_bytes
echo "bazel: $(generated "$execroot_a" | wc -l) generated files byte-identical across two output bases"

# 6. A broken fixture: Examples/ copied with a segue to a scene that does
# not exist, in place of @seguegen_examples.
broken=$work/broken
mkdir "$broken"
cp -R Examples/RedGreenBlue Examples/XcodeApp "$broken/"
cp Examples/Bazel/examples.BUILD "$broken/BUILD.bazel"
touch "$broken/WORKSPACE"
sed -i 's/"destination": "Blue"/"destination": "Bleu"/' "$broken/RedGreenBlue/RedGreenBlue.segues.json"
check "the fixture is broken" grep -q '"Bleu"' "$broken/RedGreenBlue/RedGreenBlue.segues.json"
override=(--override_repository=seguegen_examples="$broken")
status=0
in_b test "${override[@]}" //:validate_red_green_blue >"$work/logs/broken-test" 2>&1 || status=$?
check "the validate test fails on the broken fixture (bazel test exits 3)" test "$status" = 3
testlogs=$(in_b info "${override[@]}" bazel-testlogs 2>/dev/null)
diagnostic='^seguegen_examples/RedGreenBlue/RedGreenBlue\.segues\.json:[0-9]+:[0-9]+: error: .* \[SG[0-9]{3}\]$'
check "its log has the located diagnostic" grep -Eq "$diagnostic" "$testlogs/validate_red_green_blue/test.log"
check "its JUnit XML has the failure" grep -q '<failure' "$testlogs/validate_red_green_blue/test.xml"
grep -E "$diagnostic" "$testlogs/validate_red_green_blue/test.log" | head -1 | sed 's/^/bazel: the broken fixture: /'
status=0
in_b build "${override[@]}" //:red_green_blue >"$work/logs/broken-build" 2>&1 || status=$?
check "the generate action fails on the broken fixture" test "$status" = 1
check "Bazel shows its located diagnostic" grep -Eq \
  '^external/seguegen_examples/RedGreenBlue/RedGreenBlue\.segues\.json:[0-9]+:[0-9]+: error: .* \[SG[0-9]{3}\]$' \
  "$work/logs/broken-build"
check "and no generated file is left" test ! -e "$execroot_b/bazel-out/k8-fastbuild/bin/red_green_blue/RedGreenBlueSegues.swift"

echo "bazel: $passed passed, 0 failed"
