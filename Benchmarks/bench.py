#!/usr/bin/env python3
"""Times `seguegen generate` on synthetic storyboards against Python's
ElementTree parsing the same files.

Writes storyboards of 100, 1,000 and 10,000 scenes with 5 segues each
(show, presentation, custom and unwind segues, from buttons and from the
controller, inside the views Interface Builder writes) and an outlet and an
action connected to the controller (about 2.5 KB a scene),
runs the release build of `seguegen generate` on each, and in the same run
times `python3 -c 'import xml.etree.ElementTree as E,sys; E.parse(sys.argv[1])'`
on the same file. Beside each, `seguegen validate` on the app the storyboard
makes with a Swift file of 300 lines for each scene's class (each implements
one of the 50 unwind actions; `--no-app` skips it): every check of the
navigation graph against the code, at every size. Prints the median time of
each, the ratio of generating to parsing, the peak memory of both commands,
and how generating and validating grow from 1,000 to 10,000 scenes (linear
work grows 10 times).

For the 1,000-scene storyboard (or the size nearest it), also reports the
generated lines a scene and how long `swiftc -typecheck` takes on the
generated file in Swift 6 mode, median of 3: what every user's build pays
for it. It type-checks against the real iOS SDK when the machine has one
(`SEGUEGEN_IOS_SDK`, or /tmp/ios-sdk where ../shared/ios-sdk/setup.sh puts
it; see CONTRIBUTING.md), otherwise against the project's UIKit stand-in
(Tests/UIKitStub), and says which. `--stand-in` forces the stand-in. Beside
it, as references on the same machine: the identifier enums alone (the
built-in `identifiers-only` template, what SwiftGen's `ib` generates), and
the code R.swift 7 generates as `R.segue` for the same storyboard.

Then, for an app of 20 storyboards of 50 scenes (`--incremental 20x50`),
the incremental cost of the split output (issue 25): what an incremental
build type-checks again, with `swiftc -frontend -typecheck -primary-file`
and the module's other files as secondaries, after (a) one storyboard
changes and (b) one view controller's interface changes, against the
single file, which any change recompiles whole: once with 50 unwind actions
each called from every storyboard (their enums of source classes are then
shared, and name every class), once with 5 actions of its own a storyboard.

Then writes a target of Swift files (1,000 of 300 lines each, by default)
and times `seguegen validate` on it: the scan for the unwind actions the
classes implement, which a build plugin run adds to generation.

`--binary PATH` times another build of seguegen (an older commit's, to
compare) instead of building this checkout's.

With --instructions, also counts with valgrind's callgrind the instructions
of generating the storyboard of about 1,000 scenes and of type-checking the
three files: unlike wall-clock time on a busy machine, the same on every
run, so they judge a change (the type-check counts take a few minutes).

    python3 Benchmarks/bench.py [--runs N] [--sizes 100,1000,10000] [--swift-files N] [--instructions]
                                [--incremental STORYBOARDSxSCENES|0] [--stand-in] [--binary PATH] [--no-app] [--keep]
"""

import argparse
import os
import random
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARSE = "import xml.etree.ElementTree as E,sys; E.parse(sys.argv[1])"


def object_id(kind, index):
    """An Interface Builder style object ID such as `aB3-xY-9Zq`."""
    rng = random.Random(f"{kind}-{index}")
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    pick = lambda n: "".join(rng.choice(letters) for _ in range(n))
    return f"{pick(3)}-{pick(2)}-{pick(3)}"


# The segues from scene i besides its unwind segue `back<i>`: the identifier
# `<name><i>`, the kind, the scene it leads to (i + offset), and its custom
# class in the module Transitions. The first two start from buttons.
SEGUES = [("show", "show", 1, None), ("present", "presentation", 2, None), ("flip", "custom", 3, "FlipSegue"),
          ("next", "show", 4, None)]


# With --cells, each scene holds a table view with one prototype cell of its
# own class (Screen<N>Cell), whose typed identifier the cell API generates.
CELLS = False


def prototype_table(index):
    return f'''                            <tableView dataMode="prototypes" id="{object_id("table", index)}">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="Cell{index}" customClass="Screen{index}Cell" customModule="App" customModuleProvider="target" id="{object_id("cell", index)}"/>
                                </prototypes>
                            </tableView>'''


def scene(index, count, first=0, local_unwinds=False):
    """Scene `index` of a storyboard whose `count` scenes start at `first`;
    its segues lead to scenes of the same storyboard. Its unwind calls one
    of 50 actions that scenes of every storyboard call, or with
    `local_unwinds` one of 5 of its own storyboard's."""
    controller = object_id("vc", index)
    action = f"unwindTo{first}x{(index - first) % 5}" if local_unwinds else f"unwindTo{index % 50}"
    exit_id = object_id("exit", index)
    view = object_id("view", index)
    segues = [
        (kind, f'identifier="{name}{index}"'
         + (f' customClass="{custom}" customModule="Transitions"' if custom else ""),
         object_id("vc", first + (index - first + offset) % count))
        for name, kind, offset, custom in SEGUES]
    # Every scene connects an outlet and an action to its controller too,
    # which the Interface Builder checks judge against the Swift files.
    label = object_id("label", index)
    buttons = [
        f'''                            <label opaque="NO" text="Screen {index}" translatesAutoresizingMaskIntoConstraints="NO" id="{label}">
                                <rect key="frame" x="16" y="60" width="343" height="21"/>
                            </label>''']
    for number, (kind, attributes, destination) in enumerate(segues[:2]):
        button = object_id(f"button{number}", index)
        save = (f'\n                                    <action selector="save:" destination="{controller}" '
                  f'eventType="touchUpInside" id="{object_id("action", index)}"/>') if number == 0 else ""
        buttons.append(
            f'''                            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="{button}">
                                <state key="normal" title="Button {number}"/>
                                <connections>
                                    <segue destination="{destination}" kind="{kind}" {attributes} id="{object_id(f"segue{number}", index)}"/>{save}
                                </connections>
                            </button>''')
    manual = "\n".join(
        f'                        <segue destination="{destination}" kind="{kind}" {attributes} id="{object_id(f"manual{number}", index)}"/>'
        for number, (kind, attributes, destination) in enumerate(segues[2:]))
    return f'''        <!--Screen {index}-->
        <scene sceneID="{object_id("scene", index)}">
            <objects>
                <viewController storyboardIdentifier="Screen{index}" id="{controller}" customClass="Screen{index}ViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="{view}">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
{chr(10).join(buttons + ([prototype_table(index)] if CELLS else []))}
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="titleLabel" destination="{label}" id="{object_id("outlet", index)}"/>
{manual}
                        <segue destination="{exit_id}" kind="unwind" identifier="back{index}" unwindAction="{action}:" id="{object_id("unwind", index)}"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="{object_id("responder", index)}" sceneMemberID="firstResponder"/>
                <exit id="{exit_id}" userLabel="Exit" sceneMemberID="exit"/>
            </objects>
            <point key="canvasLocation" x="{index * 10}" y="{index * 5}"/>
        </scene>'''


def storyboard(count, first=0, local_unwinds=False):
    scenes = "\n".join(scene(index, count, first, local_unwinds) for index in range(first, first + count))
    return f'''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="{object_id("vc", first)}">
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21505"/>
    </dependencies>
    <scenes>
{scenes}
    </scenes>
</document>
'''


def swift_source(index):
    """A view controller of 300 lines: properties, methods with closures,
    strings and comments, the outlet and the action its scene connects,
    one unwind action, a segue performed and
    compared by literal, which the literal check reads, and the segues
    the storyboard hangs on the controller, performed."""
    lines = [
        "import UIKit",
        "",
        f"/// Screen {index}: a generated stand-in for app code.",
        f"final class Screen{index}ViewController: UIViewController {{",
        f"    @IBOutlet private weak var titleLabel: UILabel!",
        f"    private var items: [String] = []",
        "",
        f"    @IBAction func unwindTo{index % 50}(_ segue: UIStoryboardSegue) {{",
        "        items.removeAll()",
        "    }",
        "",
        "    @IBAction func save(_ sender: Any) {",
        "        titleLabel.text = items.first",
        "    }",
        "",
        "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {",
        f"        if segue.identifier == \"show{index}\" {{ items.removeAll() }}",
        "    }",
        "",
        "    func next() {",
        f"        performSegue(withIdentifier: \"show{index}\", sender: self)",
        "    }",
        "",
        "    // The segues on the controller itself run only when code performs them.",
        "    func leave() {",
        f"        performSegue(withIdentifier: \"flip{index}\", sender: self)",
        f"        performSegue(withIdentifier: \"next{index}\", sender: self)",
        f"        performSegue(withIdentifier: \"back{index}\", sender: self)",
        "    }",
    ]
    method = 0
    while len(lines) < 296:
        lines += [
            "",
            f"    // Loads page {method}; \"quoted\" text and {{braces}} in comments are skipped.",
            f"    func load{method}(_ page: Int, completion: @escaping ([String]) -> Void) {{",
            f"        let title = \"Page \\(page) of screen {index} {{\"",
            "        DispatchQueue.main.async { [weak self] in",
            "            self?.items.append(title)",
            "            completion(self?.items ?? [])",
            "        }",
            "    }",
        ]
        method += 1
    return "\n".join(lines[:299] + ["}", ""])


# The part of R.swift 7's library that its generated `R.segue` code uses,
# compiled as a module as an app's build would use the package.
RSWIFT_RESOURCES = """import UIKit

public struct SegueIdentifier<Segue, Source, Destination>: Sendable {
    public let identifier: String
    public init(identifier: String) { self.identifier = identifier }
}
"""


def rswift_segues(count):
    """What R.swift 7 generates as `R.segue` for the storyboard of `count`
    scenes: for each source class a struct with a getter a segue, whose type
    names the segue class, the source and the destination (the shape of its
    `Segue+Generator.swift`). The reference the lean-code goal is set against."""
    lines = ["import UIKit", "import RswiftResources", "import Transitions", "",
             "struct _R {", "  var segue: segue { .init() }", "",
             f"  /// This `_R.segue` struct is generated, and contains static references to {count} view controllers.",
             "  struct segue {"]
    lines += [f"    let screen{index}ViewController = screen{index}ViewController()" for index in range(count)]
    for index in range(count):
        segues = sorted([("back", None, "UIKit.UIViewController")] + [
            (name, custom, f"Screen{(index + offset) % count}ViewController")
            for name, _, offset, custom in SEGUES])
        lines += ["", f"    /// This struct is generated for `Screen{index}ViewController`, and contains static references to {len(segues)} segues.",
                  f"    struct screen{index}ViewController {{"]
        for name, custom, destination in segues:
            kind = f"Transitions.{custom}" if custom else "UIKit.UIStoryboardSegue"
            lines += [f"      /// Segue identifier `{name}{index}`.",
                      f"      var {name}{index}: RswiftResources.SegueIdentifier<{kind}, Screen{index}ViewController, "
                      f"{destination}> {{ .init(identifier: \"{name}{index}\") }}"]
        lines.append("    }")
    return "\n".join(lines + ["  }", "}", ""])


def ios_sdk():
    """The folder ../shared/ios-sdk/setup.sh wrote (SEGUEGEN_IOS_SDK, or
    /tmp/ios-sdk) and the SDK in it, or None where the machine has none; as
    the tests find it (Tests/TestSupport/IOSSDK.swift)."""
    root = os.environ.get("SEGUEGEN_IOS_SDK") or "/tmp/ios-sdk"
    sdks = sorted(name for name in os.listdir(root) if name.startswith("iPhoneOS") and name.endswith(".sdk")) \
        if os.path.isdir(root) else []
    if not sdks or not os.path.isdir(os.path.join(root, sdks[-1], "usr", "lib", "swift", "UIKit.swiftmodule")) \
            or not os.path.isdir(os.path.join(root, "res")):
        return None
    return root, os.path.join(root, sdks[-1])


def typecheck_flags(count, work, sdk):
    """The flags of a Swift 6 type-check of generated code in the module
    App, with a stub class for each of `count` scenes (the file it returns
    second), against the real iOS SDK when `sdk` is one, else against the
    UIKit stand-in; and whether the command is the frontend's."""
    modules = os.path.join(work, "modules")
    os.makedirs(modules, exist_ok=True)
    transitions = os.path.join(work, "Transitions.swift")
    with open(transitions, "w") as file:
        file.write("import UIKit\n\nopen class FlipSegue: UIStoryboardSegue {}\n")
    rswift = os.path.join(work, "RswiftResources.swift")
    with open(rswift, "w") as file:
        file.write(RSWIFT_RESOURCES)
    own_modules = [("Transitions", transitions), ("RswiftResources", rswift)]
    if sdk:
        root, path = sdk
        flags = ["-target", "arm64-apple-ios13.0", "-sdk", path, "-resource-dir", os.path.join(root, "res"),
                 "-module-cache-path", os.path.join(root, "module-cache"), "-I", modules]
        for module, source in own_modules:
            subprocess.run(["swiftc", "-emit-module"] + flags + [
                "-module-name", module, "-parse-as-library", "-swift-version", "6",
                "-emit-module-path", os.path.join(modules, module + ".swiftmodule"), source], check=True)
    else:
        stub = os.path.join(ROOT, "Tests", "UIKitStub")
        flags = ["-enable-objc-interop", "-disable-objc-attr-requires-foundation-module",
                 "-I", os.path.join(stub, "ObjectiveC"), "-I", modules]
        stubs = [(name, os.path.join(stub, name + ".swift")) for name in ["UIKit", "AVKit", "GLKit"]]
        for module, source in stubs + own_modules:
            # As in the tests (SwiftTypeChecker): the stubs' bodies are placeholders,
            # and skipping them skips lowering @objc thunks that need Foundation.
            subprocess.run(["swiftc", "-frontend", "-emit-module", "-experimental-skip-all-function-bodies"] + flags + [
                "-module-name", module, "-parse-as-library", "-swift-version", "6",
                "-o", os.path.join(modules, module + ".swiftmodule"), source], check=True)
    classes = os.path.join(work, "Classes.swift")
    with open(classes, "w") as file:
        file.write("import UIKit\n\n" + "".join(
            f"final class Screen{index}ViewController: UIViewController {{}}\n" for index in range(count))
            + "".join(f"final class Screen{index}Cell: UITableViewCell {{}}\n" for index in range(count) if CELLS))
    return flags, classes


def typecheck_command(count, work, sdk):
    """A function giving the Swift 6 type-check of a generated file with the
    stub classes of `count` scenes (see typecheck_flags)."""
    flags, classes = typecheck_flags(count, work, sdk)
    driver = ["swiftc", "-typecheck"] if sdk else ["swiftc", "-frontend", "-typecheck"]
    return lambda generated: driver + flags + ["-module-name", "App", "-swift-version", "6", generated, classes]


def primary_typecheck(flags, primaries, secondaries):
    """What an incremental build runs for the files that must recompile: a
    frontend job type-checking `primaries`, with the module's other files
    as secondaries, read only as far as the primaries need them."""
    command = ["swiftc", "-frontend", "-typecheck"] + flags
    for primary in primaries:
        command += ["-primary-file", primary]
    return command + secondaries + ["-module-name", "App", "-swift-version", "6"]


def incremental(binary, work, sdk, storyboards, scenes, runs, local_unwinds):
    """The incremental cost of the split output against the single file,
    for an app of `storyboards` storyboards of `scenes` scenes: what must
    type-check again after (a) one storyboard changes and (b) one view
    controller's interface changes. (a): the files whose content the change
    alters (an unchanged file keeps its date, so the build skips it). (b):
    every generated file that names the class, which the compiler's
    dependency tracking recompiles. Each against the single file, which
    both recompile whole. The enum of the scenes an unwind action comes from
    names their classes; it is in the shared file when they are in several
    storyboards, as every action is unless `local_unwinds`."""
    app = os.path.join(work, "IncrementalApp" + ("Local" if local_unwinds else ""))
    os.makedirs(app)
    count = storyboards * scenes
    for number in range(storyboards):
        with open(os.path.join(app, f"Flow{number}.storyboard"), "w") as file:
            file.write(storyboard(scenes, number * scenes, local_unwinds))
    single = app + "Single.swift"
    split = app + "Split"
    quiet = ["--disable-warning", "SG304"]
    # Storyboards alone say nothing of who implements the unwinds (a note).
    generate = lambda output: subprocess.run([binary, "generate", app, "--output", output] + quiet, check=True,
                                             stderr=subprocess.DEVNULL)
    generate(single)
    generate(split + "/")
    flags, classes = typecheck_flags(count, app + "Modules", sdk)
    files = sorted(os.path.join(split, name) for name in os.listdir(split))

    # (a) A segue of one storyboard gets another identifier.
    changed = storyboards // 2
    first = changed * scenes
    dates = {path: os.stat(path).st_mtime_ns for path in files}
    time.sleep(0.01)
    path = os.path.join(app, f"Flow{changed}.storyboard")
    with open(path) as file:
        text = file.read()
    with open(path, "w") as file:
        file.write(text.replace(f'identifier="show{first}"', f'identifier="reveal{first}"'))
    generate(split + "/")
    rewritten = [path for path in files if os.stat(path).st_mtime_ns != dates[path]]
    # (b) A view controller of that storyboard changes its interface.
    controller = f"Screen{first + 1}ViewController"
    naming = [path for path in files if re.search(rf"\b{controller}\b", open(path).read())]

    single_cost = typecheck_time(primary_typecheck(flags, [single], [classes]), runs)
    # What any frontend job pays before the first line: an empty file that
    # imports UIKit, with the same secondaries. The app's own changed file
    # pays it too, in its own job.
    empty = app + "Empty.swift"
    with open(empty, "w") as file:
        file.write("import UIKit\n")
    fixed = typecheck_time(primary_typecheck(flags, [empty], files + [classes]), runs)
    unwinds = "5 unwind actions of its own a storyboard" if local_unwinds else \
        "50 unwind actions, each called from every storyboard"
    print(f"incremental type-check, {storyboards} storyboards x {scenes} scenes, {unwinds}; split output against "
          f"the single file ({len(files)} files; median of {runs}):")
    print(f"  the single file, which any change recompiles: {single_cost:.2f}s; an empty file importing UIKit, "
          f"the fixed cost of any job: {fixed:.2f}s")
    for label, primaries in [("(a) one storyboard changes", rewritten),
                             (f"(b) {controller}'s interface changes", naming)]:
        secondaries = [path for path in files if path not in primaries] + [classes]
        cost = typecheck_time(primary_typecheck(flags, primaries, secondaries), runs)
        names = ", ".join(os.path.basename(path) for path in primaries)
        print(f"  {label}: recompiles {names}: {cost:.2f}s, {cost / single_cost:.2f} of the single file "
              f"({(cost - fixed) / (single_cost - fixed):.2f} above the fixed cost)")


def frontend_command(command):
    """The swift-frontend job a swiftc `command` runs: valgrind run on the
    driver would count the driver alone, as it execs the frontend."""
    if command[1] == "-frontend":
        frontend = os.path.join(os.path.dirname(os.path.realpath(shutil.which("swiftc"))), "swift-frontend")
        return [frontend] + command[1:]
    jobs = subprocess.run(command + ["-###"], check=True, capture_output=True, text=True).stdout.strip()
    return shlex.split(jobs.splitlines()[-1])


def typecheck_time(command, runs=3):
    """Median seconds of the type-check `command`, which must pass without a
    warning."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(command, capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        if result.returncode != 0 or "warning:" in result.stderr:
            sys.exit(f"type-checking the generated file failed:\n{result.stderr[:4000]}")
    return statistics.median(times)


def instructions(command):
    """Instructions `command` executes, counted by valgrind's callgrind."""
    if shutil.which("valgrind") is None:
        sys.exit("--instructions needs valgrind")
    with tempfile.TemporaryDirectory() as folder:
        result = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={os.path.join(folder, 'callgrind.out')}"]
            + command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    collected = re.search(r"Collected : (\d+)", result.stderr)
    if result.returncode != 0 or collected is None:
        sys.exit(f"{' '.join(command)} failed under valgrind:\n{result.stderr[-4000:]}")
    return int(collected.group(1))


def timed(command, failing=False):
    """Wall time and peak resident memory (MiB) of one run, via GNU time;
    `failing` accepts an exit status of 1 (a validation that reports
    errors)."""
    with tempfile.NamedTemporaryFile("r") as report:
        start = time.perf_counter()
        result = subprocess.run(
            ["/usr/bin/time", "-o", report.name, "-f", "%M"] + command,
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        elapsed = time.perf_counter() - start
        if result.returncode not in ([0, 1] if failing else [0]):
            sys.exit(f"{' '.join(command)} failed:\n{result.stderr.decode()}")
        return elapsed, int(report.read().strip().splitlines()[-1]) / 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="runs per measurement; the median is reported")
    parser.add_argument("--sizes", default="100,1000,10000", help="scene counts")
    parser.add_argument("--swift-files", type=int, default=1000, help="Swift files of the scanning target; 0 skips it")
    parser.add_argument("--instructions", action="store_true",
                        help="also count instructions of generating and type-checking about 1,000 scenes (valgrind)")
    parser.add_argument("--stand-in", action="store_true",
                        help="type-check against the UIKit stand-in even where the real iOS SDK is set up")
    parser.add_argument("--incremental", default="20x50",
                        help="storyboards x scenes of the app whose incremental type-check is measured; 0 skips it")
    parser.add_argument("--binary", help="time this seguegen executable instead of building this checkout's")
    parser.add_argument("--cells", action="store_true",
                        help="give each scene a table view with one prototype cell (the typed cells' cost)")
    parser.add_argument("--no-app", dest="app", action="store_false",
                        help="skip validating the app of each storyboard (a Swift file a scene)")
    parser.add_argument("--keep", action="store_true", help="keep the storyboards and generated files")
    options = parser.parse_args()
    global CELLS
    CELLS = options.cells

    if options.binary:
        binary = os.path.abspath(options.binary)
    else:
        subprocess.run(["swift", "build", "-c", "release", "--product", "seguegen"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        binary = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                                capture_output=True, text=True).stdout.strip() + "/seguegen"

    work = tempfile.mkdtemp(prefix="seguegen-bench-")
    print(f"{'scenes':>7} {'size':>9} {'generate':>10} {'ElementTree':>12} {'ratio':>7} {'peak memory':>12}"
          + (f" {'validate app':>13} {'peak memory':>12}" if options.app else ""))
    results, parses, validations, peaks_at = {}, {}, {}, {}
    for count in [int(size) for size in options.sizes.split(",")]:
        path = os.path.join(work, f"Bench{count}.storyboard")
        with open(path, "w") as file:
            file.write(storyboard(count))
        output = os.path.join(work, f"Bench{count}.swift")
        ours, python, peaks = [], [], []
        for _ in range(options.runs):
            elapsed, peak = timed([binary, "generate", path, "--output", output,
                                   "--disable-warning", "SG304"])
            ours.append(elapsed)
            peaks.append(peak)
            python.append(timed([sys.executable, "-c", PARSE, path])[0])
        ours_time, python_time = statistics.median(ours), statistics.median(python)
        results[count], parses[count], peaks_at[count] = ours_time, python_time, max(peaks)
        size = os.path.getsize(path) / 1_000_000
        line = (f"{count:>7} {size:>7.1f}MB {ours_time * 1000:>8.0f}ms {python_time * 1000:>10.0f}ms "
                f"{ours_time / python_time:>7.2f} {max(peaks):>9.1f}MiB")
        if options.app:
            # The app of the storyboard: a Swift file of each scene's class
            # (swift_source), so that the unwind checks judge every unwind
            # against the classes that implement its action.
            sources = os.path.join(work, f"App{count}")
            os.makedirs(sources)
            for index in range(count):
                with open(os.path.join(sources, f"Screen{index}ViewController.swift"), "w") as file:
                    file.write(swift_source(index))
            runs = [timed([binary, "validate", path, sources], failing=True) for _ in range(options.runs)]
            validations[count] = (statistics.median(run[0] for run in runs), max(run[1] for run in runs))
            line += f" {validations[count][0] * 1000:>11.0f}ms {validations[count][1]:>9.1f}MiB"
            if not options.keep:
                shutil.rmtree(sources)
        print(line)
    if results:
        count = min(results, key=lambda size: abs(size - 1000))
        storyboard_path = os.path.join(work, f"Bench{count}.storyboard")
        generated = os.path.join(work, f"Bench{count}.swift")
        identifiers = os.path.join(work, f"Identifiers{count}.swift")
        subprocess.run([binary, "generate", storyboard_path, "--output", identifiers, "--template",
                        "identifiers-only", "--disable-warning", "SG304"], check=True, stderr=subprocess.DEVNULL)
        rswift = os.path.join(work, f"RSwift{count}.swift")
        with open(rswift, "w") as file:
            file.write(rswift_segues(count))
        sdk = None if options.stand_in else ios_sdk()
        typecheck = typecheck_command(count, work, sdk)
        files = [("seguegen", generated), ("its identifier enums alone", identifiers),
                 ("R.swift 7's R.segue (reference)", rswift)]
        against = f"the iOS SDK in {sdk[1]}" if sdk else "the UIKit stand-in (no iOS SDK set up)"
        print(f"generated code for {count} scenes: lines a scene, Swift 6 type-check against {against} "
              "(median of 3):")
        for label, path in files:
            with open(path) as file:
                lines = sum(1 for _ in file)
            print(f"  {label}: {lines / count:.0f} lines a scene, {typecheck_time(typecheck(path)):.2f}s")
        if options.instructions:
            generating = instructions([binary, "generate", storyboard_path, "--output", generated,
                                       "--disable-warning", "SG304"])
            print(f"instructions for {count} scenes: generating {generating / 1e6:.1f}M; Swift 6 type-check:")
            for label, path in files:
                print(f"  {label}: {instructions(frontend_command(typecheck(path))) / 1e9:.2f}G")
    if options.incremental != "0":
        storyboards, scenes = (int(part) for part in options.incremental.split("x"))
        for local_unwinds in [False, True]:
            incremental(binary, work, None if options.stand_in else ios_sdk(), storyboards, scenes, 3, local_unwinds)
    if 1000 in results and 10000 in results:
        growth = f"growth from 1,000 to 10,000 scenes: generate {results[10000] / results[1000]:.1f}x"
        if validations:
            growth += f", validating the app {validations[10000][0] / validations[1000][0]:.1f}x"
        print(growth)
        print("generate against ElementTree's parse: "
              + ", ".join(f"{count:,} scenes {results[count] / parses[count]:.2f}" for count in [1000, 10000]))
        print(f"peak memory at 10,000 scenes: generate {peaks_at[10000]:.1f}MiB"
              + (f", validating the app {validations[10000][1]:.1f}MiB" if validations else ""))
    if options.swift_files:
        sources = os.path.join(work, "Sources")
        os.makedirs(sources)
        for index in range(options.swift_files):
            with open(os.path.join(sources, f"Screen{index}ViewController.swift"), "w") as file:
                file.write(swift_source(index))
        scans = [timed([binary, "validate", sources])[0] for _ in range(options.runs)]
        megabytes = sum(os.path.getsize(os.path.join(sources, name)) for name in os.listdir(sources)) / 1_000_000
        print(f"scanning {options.swift_files} Swift files of 300 lines ({megabytes:.1f} MB) for unwind actions and literals: "
              f"{statistics.median(scans) * 1000:.0f}ms")
    if options.keep:
        print(f"(files in {work}; median of {options.runs} runs)")
    else:
        shutil.rmtree(work)
        print(f"(median of {options.runs} runs)")


if __name__ == "__main__":
    main()
