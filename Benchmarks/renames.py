#!/usr/bin/env python3
"""Measures the recall of `seguegen validate` on renames in real apps.

Renames one thing at a time in a copy of a real app, as a refactoring would,
runs `seguegen validate .` in the copy and counts what it reports that it did
not report on the unmodified app. Five kinds of rename:

  class            a view controller class a UIKit storyboard scene names
                   (`customClass="X"` on a `<...Controller>` scene element),
                   declared once in the app's code (`class X` in Swift,
                   `@interface X :` in Objective-C): X -> XRenamed in every
                   .swift/.m/.mm/.h file, never in a storyboard or XIB.
  storyboardID     a scene's `storyboardIdentifier="ID"`, unique among the
                   app's storyboards, that the code holds as a literal ("ID"
                   in Swift, @"ID" in Objective-C): renamed in the storyboard
                   only.
  action           an `@IBAction func name(` / `- (IBAction)name` declared
                   once and connected in a storyboard or XIB
                   (`<action selector="name:"`): the base name renamed in
                   the code.
  outlet           an `@IBOutlet var name` / `IBOutlet ... *name;` declared
                   once and connected (`<outlet property="name"`, or
                   `<outletCollection`): renamed in the code, with `_name` and
                   (Objective-C) `setName`.
  segueIdentifier  a segue's `identifier="S"`, unique among the storyboards,
                   that the code holds as a literal: renamed in the storyboard
                   only.

Usage:

    python3 Benchmarks/renames.py --seguegen .build/release/seguegen \\
        --apps ../shared/apps [more app or corpus folders] \\
        [--per-kind-per-app N] [--seed S] [--jobs J] [--json OUT] [--misses] [--keep]

N defaults to 8 (about 300 renames in the 13 apps of ../shared/apps, some
6 minutes with 2 jobs), S to 1, J to 2. --misses lists every rename without
a new error, --json writes every record (the new lines of each, first 3),
--keep keeps the edited copies to inspect.

Each folder given to --apps is an app (it holds an .xcodeproj, storyboards or
sources itself, or its sub-folders belong together) or a folder of apps (its
sub-folders are named owner__repo, or each holds a project of its own); the
folders of apps it holds without any .swift/.m/.mm file are skipped.

Method. Code is read with its comments and string literals told apart
(a small scanner for Swift and Objective-C), so declarations are counted in
code only and a code rename, like Xcode's, leaves comments, strings and
`#import` lines alone. A name qualifies only when it is declared once in the
app (a class, struct, enum, protocol, func, var or property of that name
anywhere else disqualifies it), so the rename cannot be satisfied by another
declaration. Candidates are sorted per app and kind and
`random.Random(seed).sample` picks up to N of them. Each rename runs in a
fresh copy of the app (`shutil.copytree`, symlinks kept); a run of the
unmodified copy (twice, to drop unstable lines) is the app's baseline. The
diagnostic lines (`path:line:col: severity: message [SGnnn]`, and lines
starting with `error:`/`warning:`/`note:`) of the run are compared as
multisets with the baseline's, the copy's absolute path replaced by a
placeholder. A rename is `error` when a new `: error:` line appears, else
`warning` for a new warning, else `note` for a new note or a baseline line
that went away, else `nothing`. It is `survives` when every UIKit IB file
the rename concerns (the edited storyboard, or the ones that name the class,
action or outlet) is named in none of the app's project.pbxproj files, lies
in no folder a project synchronizes (Xcode 16) and in no Swift package, so
the app as built cannot break; those are
counted apart and never as misses. The error share is errors over the
renames that do not survive. `failed` counts runs that timed out (300 s) or
exited with a status other than 0 or 1.

Limits. The oracle reads text, not the compiler's view: the whole-word
rename also renames an unrelated local of the same name (harmless for a
check that reads declarations) and does not follow `@objc(Name)` or
`NSSelectorFromString` strings; a literal in code may not be the one that
reaches `instantiateViewController`/`performSegue` (it may feed an
unrelated API, so a `nothing` there may be right); identifiers also used
as another kind of IB identifier or as a storyboard name are skipped for
that reason. "In no target" is judged by file name only, so a file that
shares its name with one a project names is taken as built, and folder
references are not seen. Nor does it know whether the declaring code is
built into the IB file's target (a class a storyboard takes from a CocoaPods
pod the folder lacks breaks at run time, yet no run can see it). A local
variable, parameter-less `let` or `case` of the same name disqualifies a
name, which leaves some good candidates out. Only iOS/tvOS (CocoaTouch) storyboards and XIBs
count: macOS and WatchKit ones, which SegueGen does not read, give no
candidates. A new error is counted even when it is about something else
(`mentions` in the JSON says whether the first new line names the old
name).
"""

import argparse
import collections
import concurrent.futures
import html
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

CODE_EXTS = (".swift", ".m", ".mm", ".h")
IB_EXTS = (".storyboard", ".xib")
KINDS = ("class", "storyboardID", "action", "outlet", "segueIdentifier")
SUFFIX = "Renamed"
TIMEOUT = 300
DEFAULT_PER_KIND = 8
PLACEHOLDER = "<APP>"
IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
SEVERITY = re.compile(r"(?:^|: )(error|warning|note):")


# --------------------------------------------------------------------------
# Reading code: comments and string literals told apart from code.


def code_spans(text, swift):
    """Returns the (start, end) spans of `text` that are code: not a
    comment, a string or character literal, or a preprocessor include."""
    spans = []
    n = len(text)

    def block_comment(i):
        depth = 1
        i += 2
        while i < n and depth:
            if text.startswith("*/", i):
                depth -= 1
                i += 2
            elif swift and text.startswith("/*", i):
                depth += 1
                i += 2
            else:
                i += 1
        return i

    def swift_string(i):
        """Scans a Swift string literal from `i` (at its `#`s or quote);
        interpolations are code. Returns the index after the literal."""
        hashes = 0
        while i < n and text[i] == "#":
            hashes += 1
            i += 1
        multi = text.startswith('"""', i)
        i += 3 if multi else 1
        close = ('"""' if multi else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        while i < n:
            if text.startswith(escape, i):
                j = i + len(escape)
                if j < n and text[j] == "(":
                    i = code(j + 1, interpolation=True)
                else:
                    i = j + 1
            elif text.startswith(close, i):
                return i + len(close)
            elif text[i] == "\n" and not multi:
                return i
            else:
                i += 1
        return i

    def c_literal(i, quote):
        i += 1
        while i < n:
            c = text[i]
            if c == "\\":
                i += 2
            elif c == quote:
                return i + 1
            elif c == "\n":
                return i
            else:
                i += 1
        return i

    def code(i, interpolation=False):
        start = i
        depth = 0
        while i < n:
            c = text[i]
            skip_to = None
            if c == "/" and text.startswith("//", i):
                end = text.find("\n", i)
                skip_to = n if end < 0 else end
            elif c == "/" and text.startswith("/*", i):
                skip_to = block_comment(i)
            elif swift and (c == '"' or (c == "#" and re.match(r'#+"', text[i:i + 8]))):
                skip_to = swift_string(i)
            elif not swift and c in "\"'":
                skip_to = c_literal(i, c)
            elif not swift and c == "#" and re.match(
                    r"#\s*(?:import|include)\b", text[i:i + 20]) and (
                    i == 0 or text[text.rfind("\n", 0, i) + 1:i].strip() == ""):
                end = text.find("\n", i)
                skip_to = n if end < 0 else end
            elif interpolation and c == "(":
                depth += 1
            elif interpolation and c == ")":
                if depth == 0:
                    spans.append((start, i))
                    return i + 1
                depth -= 1
            if skip_to is not None:
                spans.append((start, i))
                i = start = max(skip_to, i + 1)
            else:
                i += 1
        spans.append((start, i))
        return i

    code(0)
    # Empty spans are kept: they separate a literal from a comment right
    # after it, so each gap between two spans is one comment or literal.
    return sorted(spans)


def masked(text, spans, keep_strings=False):
    """`text` with everything outside the code spans blanked (newlines kept),
    so regular expressions see code only and offsets stay the same. With
    keep_strings, only comments are blanked (string literals stay)."""
    out = []
    last = 0
    for start, end in spans:
        gap = text[last:start]
        out.append(blank_comments(gap) if keep_strings else re.sub(r"[^\n]", " ", gap))
        out.append(text[start:end])
        last = end
    gap = text[last:]
    out.append(blank_comments(gap) if keep_strings else re.sub(r"[^\n]", " ", gap))
    return "".join(out)


def blank_comments(gap):
    """Blanks a non-code gap when it is a comment, keeps it when it is a
    literal or an include line."""
    if gap.startswith("//") or gap.startswith("/*"):
        return re.sub(r"[^\n]", " ", gap)
    return gap


def rename_in_code(text, swift, renames):
    """Applies whole-word renames {old: new} to the code of `text` only.
    Returns the new text and the number of replacements."""
    pattern = re.compile(r"(?<![\w$])(" + "|".join(
        re.escape(old) for old in sorted(renames, key=len, reverse=True)) + r")(?![\w$])")
    out = []
    last = 0
    count = 0
    for start, end in code_spans(text, swift):
        out.append(text[last:start])
        new, k = pattern.subn(lambda m: renames[m.group(1)], text[start:end])
        out.append(new)
        count += k
        last = end
    out.append(text[last:])
    return "".join(out), count


# --------------------------------------------------------------------------
# Finding apps and their files.


def read(path):
    with open(path, encoding="utf-8", errors="surrogateescape", newline="") as f:
        return f.read()


def write(path, text):
    with open(path, "w", encoding="utf-8", errors="surrogateescape", newline="") as f:
        f.write(text)


def walk_files(root):
    """Relative paths of the files below `root`, sorted, hidden folders
    and symlinked folders left out."""
    found = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in files:
            found.append(os.path.relpath(os.path.join(folder, name), root))
    return sorted(found)


def holds_app_files_directly(folder):
    for name in os.listdir(folder):
        if name.endswith(".xcodeproj") or name.endswith(CODE_EXTS + IB_EXTS):
            return True
    return False


def has_below(folder, predicate):
    for sub, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        if any(predicate(sub, f) for f in files):
            return True
    return False


def is_project_file(sub, name):
    return name == "project.pbxproj" and sub.endswith(".xcodeproj")


def is_app_file(sub, name):
    return is_project_file(sub, name) or name.endswith(CODE_EXTS + IB_EXTS)


def has_sources(folder):
    return has_below(folder, lambda sub, f: f.endswith((".swift", ".m", ".mm")))


def expand_apps(folder):
    """The app folders `folder` stands for: itself, or its sub-folders."""
    folder = os.path.abspath(folder)
    if holds_app_files_directly(folder):
        return [folder]
    children = [os.path.join(folder, c) for c in sorted(os.listdir(folder))
                if not c.startswith(".") and os.path.isdir(os.path.join(folder, c))
                and not os.path.islink(os.path.join(folder, c))]
    children = [c for c in children if has_below(c, is_app_file)]
    if not children:
        return []
    owner_repo = sum("__" in os.path.basename(c) for c in children)
    each_own_project = len(children) > 1 and all(has_below(c, is_project_file) for c in children)
    if owner_repo * 2 > len(children) or each_own_project:
        apps = []
        for child in children:
            if has_sources(child):
                apps.append(child)
            else:
                print(f"note: skipping {child}: no .swift/.m/.mm file", file=sys.stderr)
        return apps
    return [folder]


def is_uikit_ib(text):
    head = text[:3000]
    m = re.search(r'<document\b[^>]*\btype="([^"]+)"', head)
    return bool(m) and "CocoaTouch" in m.group(1)


class App:
    """The files of one app, read once."""

    def __init__(self, root):
        self.root = root
        self.name = os.path.basename(root.rstrip("/"))
        self.code = {}      # rel path -> (text, masked code, comments-only masked)
        self.ib = {}        # rel path -> text (UIKit storyboards and XIBs)
        self.projects = []  # texts of project.pbxproj files
        self.packages = []  # folders (rel) holding a Package.swift
        self.synchronized = []  # paths of synchronized folder groups
        for rel in walk_files(root):
            path = os.path.join(root, rel)
            if os.path.islink(path):
                continue
            if rel.endswith(CODE_EXTS):
                text = read(path)
                spans = code_spans(text, rel.endswith(".swift"))
                self.code[rel] = (text, masked(text, spans), masked(text, spans, keep_strings=True))
                if os.path.basename(rel) == "Package.swift":
                    self.packages.append(os.path.dirname(rel))
            elif rel.endswith(IB_EXTS):
                text = read(path)
                if is_uikit_ib(text):
                    self.ib[rel] = text
            elif os.path.basename(rel) == "project.pbxproj" and \
                    os.path.dirname(rel).endswith(".xcodeproj"):
                text = read(path)
                self.projects.append(text)
                # Xcode 16's synchronized folders hold every file below them
                # without naming it.
                for m in re.finditer(r"isa = PBXFileSystemSynchronizedRootGroup;"
                                     r"(?:(?!isa = ).){0,4000}?"
                                     r'\bpath = "?([^";]+)"?;', text, re.S):
                    self.synchronized.append(m.group(1))

    def storyboards(self):
        return {rel: text for rel, text in self.ib.items() if rel.endswith(".storyboard")}

    def swift(self):
        return [(rel, v) for rel, v in self.code.items() if rel.endswith(".swift")]

    def objc(self):
        return [(rel, v) for rel, v in self.code.items() if not rel.endswith(".swift")]

    def in_no_target(self, rel):
        """True when no project.pbxproj names the file (by file name), it is
        in no folder a project synchronizes (by folder name) and in no Swift
        package: the app as built does not hold it."""
        if not self.projects:
            return False
        for package in self.packages:
            if package == "" or rel.startswith(package + "/"):
                return False
        folder = "/" + os.path.dirname(rel) + "/"
        if any("/" + path.strip("/") + "/" in folder for path in self.synchronized):
            return False
        name = re.escape(os.path.basename(rel))
        pattern = re.compile(r"(?<![\w.-])" + name + r"(?![\w.-])")
        return not any(pattern.search(p) for p in self.projects)

    def survives(self, ib_files):
        return bool(ib_files) and all(self.in_no_target(rel) for rel in ib_files)


# --------------------------------------------------------------------------
# Candidates.


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


SWIFT_DECLARATION = re.compile(
    r"\b(?:class|struct|enum|protocol|typealias|actor|func|var|let|case)\s+`?(" + IDENT + r")`?(?![\w$])")
OBJC_DECLARATIONS = [re.compile(p, re.M) for p in (
    r"@interface\s+(" + IDENT + r")\s*(?::|<|\{|\n)",
    r"@protocol\s+(" + IDENT + r")\b(?!\s*;)",
    r"^\s*[-+]\s*\([^)]*\)\s*(" + IDENT + r")",
    r"@property\b[^;{}]*?[\s*)](" + IDENT + r")\s*;",
    r"\bIBOutlet(?:Collection\s*\([^)]*\))?\b[^;{}@]*?[\s*](" + IDENT + r")\s*;",
    r"\btypedef\b[^;{}]*?\b(" + IDENT + r")\s*;",
)]


def declaration_index(app):
    """name -> [(file, offset)] of every declaration in the app's code:
    in Swift, classes, structs, enums, protocols, typealiases, funcs, vars,
    lets and cases; in Objective-C, classes, protocols, methods (by the
    first part of their selector), properties, outlet ivars and typedefs."""
    if getattr(app, "_declarations", None) is None:
        index = collections.defaultdict(list)
        for rel, (_, code, _) in app.code.items():
            if rel.endswith(".swift"):
                for m in SWIFT_DECLARATION.finditer(code):
                    index[m.group(1)].append((rel, m.start()))
            else:
                seen = set()
                for pattern in OBJC_DECLARATIONS:
                    for m in pattern.finditer(code):
                        key = (m.group(1), m.start(1))
                        if key not in seen:
                            seen.add(key)
                            index[m.group(1)].append((rel, m.start(1)))
        app._declarations = index
    return app._declarations


def swift_declarations(app, name):
    return [d for d in declaration_index(app).get(name, []) if d[0].endswith(".swift")]


def objc_declarations(app, name):
    return [d for d in declaration_index(app).get(name, []) if not d[0].endswith(".swift")]


def units(declarations):
    """Counts declarations as the things they declare: Objective-C ones by
    file stem (a header and its .m declare one thing), Swift ones apiece,
    and several Objective-C ones in one stem as one."""
    result = set()
    for rel, offset in declarations:
        if rel.endswith(".swift"):
            result.add((rel, offset))
        else:
            result.add((os.path.splitext(rel)[0], None))
    return result


def declared_once(app, name):
    """The one file that declares `name`, or None when it is declared in
    no code or in more than one place."""
    decls = swift_declarations(app, name) + objc_declarations(app, name)
    if len(units(decls)) != 1:
        return None
    files = sorted({rel for rel, _ in decls}, key=lambda r: (r.endswith(".h"), r))
    return files[0]


def literal_in_code(app, value):
    """The first (file, line, text) where code holds `value` as a string
    literal ("value" in Swift, @"value" in Objective-C), comments left out."""
    swift = re.compile(r'(?<![\\#])"' + re.escape(value) + r'"')
    objc = re.compile(r'@"' + re.escape(value) + r'"')
    for rel, (text, _, strings) in sorted(app.code.items()):
        m = (swift if rel.endswith(".swift") else objc).search(strings)
        if m:
            line = line_of(text, m.start())
            return rel, line, text.splitlines()[line - 1].strip()[:160]
    return None


def attribute_values(texts, element, attribute):
    """(file, value) of `attribute` on each `<element` in the IB texts."""
    pattern = re.compile(r"<" + element + r'\b[^>]*?\s' + attribute + r'="([^"]*)"')
    return [(rel, html.unescape(m.group(1)))
            for rel, text in sorted(texts.items()) for m in pattern.finditer(text)]


def plain(value):
    """Identifiers this oracle can find and rename as text reliably."""
    return bool(value) and not re.search(r'["\\&<>\n]', value)


def class_candidates(app):
    scene = re.compile(r'<(\w+Controller)\b[^>]*?\scustomClass="(' + IDENT + r')"')
    used = collections.defaultdict(set)
    for rel, text in app.storyboards().items():
        for m in scene.finditer(text):
            used[m.group(2)].add(rel)
    found = []
    for name in sorted(used):
        decl = declared_once(app, name)
        if not decl:
            continue
        kinds = [rel for rel, _ in swift_declarations(app, name)]
        swift_class = any(re.search(r"\bclass\s+" + re.escape(name) + r"\b", app.code[r][1])
                          for r in kinds)
        objc_class = any(re.search(r"@interface\s+" + re.escape(name) + r"\s*(?::|<|\{|\n)",
                                   app.code[r][1]) for r, _ in app.objc())
        if not (swift_class or objc_class):
            continue
        names = [rel for rel, text in sorted(app.ib.items())
                 if re.search(r'\scustomClass="' + re.escape(name) + '"', text)]
        found.append(dict(kind="class", old=name, new=name + SUFFIX, file=decl,
                          ib_files=names, renames={name: name + SUFFIX}))
    return found


def ib_names(app):
    """Values used as any IB identifier, to tell whether a literal could be
    meant for another of them."""
    values = collections.Counter()
    for attribute in ("identifier", "reuseIdentifier", "storyboardIdentifier"):
        for _, value in attribute_values(app.ib, r"\w+", attribute):
            values[(attribute, value)] += 1
    return values


def identifier_candidates(app, kind, element, attribute, other_kinds, own_count):
    """The identifiers `attribute` of `element` (a pattern) in the app's
    storyboards that code holds as a literal, declared once: unique among
    the storyboards, no storyboard's name, and no identifier of the
    `other_kinds` of IB identifier (a segue's `identifier` may be another
    element's too: `own_count` is how many of its own kind it may have)."""
    boards = app.storyboards()
    ids = attribute_values(boards, element, attribute)
    counts = collections.Counter(v for _, v in ids)
    others = ib_names(app)
    board_names = {os.path.splitext(os.path.basename(r))[0] for r in boards}
    found = []
    for rel, value in ids:
        if counts[value] != 1 or not plain(value) or value in board_names:
            continue
        if any(others[(other, value)] for other in other_kinds):
            continue
        if own_count is not None and others[(attribute, value)] != own_count:
            continue
        where = literal_in_code(app, value)
        if where:
            found.append(dict(kind=kind, old=value, new=value + SUFFIX, file=rel,
                              ib_files=[rel], literal=f"{where[0]}:{where[1]}: {where[2]}"))
    return found


def storyboard_id_candidates(app):
    return identifier_candidates(
        app, "storyboardID", r"\w+", "storyboardIdentifier", ("identifier", "reuseIdentifier"), None)


def segue_candidates(app):
    # A segue's identifier that some other element also has is left out.
    return identifier_candidates(
        app, "segueIdentifier", "segue", "identifier", ("storyboardIdentifier", "reuseIdentifier"), 1)


def swift_selector_head(name, params):
    """The first part of the Objective-C selector of `func name(params)`."""
    params = params.strip()
    if not params:
        return name
    first = params.split(",")[0].split(":")[0].split()
    label = first[0] if first else "_"
    if label == "_":
        return name
    return name + "With" + label[0].upper() + label[1:]


def action_candidates(app):
    connected = collections.defaultdict(set)
    for rel, selector in attribute_values(app.ib, "action", "selector"):
        connected[selector.split(":")[0]].add(rel)
    actions = {}
    swift_action = re.compile(
        r"@IBAction\b(?:\s+(?:@\w+|\w+))*?\s+func\s+(" + IDENT + r")\s*\(([^)]*)\)")
    for rel, (_, code, _) in app.swift():
        for m in swift_action.finditer(code):
            if "@objc(" in code[max(0, m.start() - 80):m.end()]:
                continue
            actions.setdefault(m.group(1), set()).add(
                (rel, swift_selector_head(m.group(1), m.group(2))))
    objc_action = re.compile(r"^\s*-\s*\(\s*IBAction\s*\)\s*(" + IDENT + r")", re.M)
    for rel, (_, code, _) in app.objc():
        for m in objc_action.finditer(code):
            actions.setdefault(m.group(1), set()).add((rel, m.group(1)))
    found = []
    for name in sorted(actions):
        heads = {head for _, head in actions[name]}
        ib_files = sorted(set().union(*(connected.get(h, set()) for h in heads)))
        if not ib_files:
            continue
        decl = declared_once(app, name)
        if not decl:
            continue
        found.append(dict(kind="action", old=name, new=name + SUFFIX, file=decl,
                          ib_files=ib_files, renames={name: name + SUFFIX}))
    return found


def outlet_candidates(app):
    connected = collections.defaultdict(set)
    for element in ("outlet", "outletCollection"):
        for rel, prop in attribute_values(app.ib, element, "property"):
            connected[prop].add(rel)
    outlets = {}
    swift_outlet = re.compile(r"@IBOutlet\b[^=:{}]{0,80}?\bvar\s+(" + IDENT + r")")
    for rel, (_, code, _) in app.swift():
        for m in swift_outlet.finditer(code):
            outlets.setdefault(m.group(1), "swift")
    objc_outlet = re.compile(
        r"\bIBOutlet(?:Collection\s*\([^)]*\))?\b[^;{}@]*?[\s*](" + IDENT + r")\s*;")
    for rel, (_, code, _) in app.objc():
        for m in objc_outlet.finditer(code):
            outlets[m.group(1)] = "objc"
    found = []
    for name in sorted(outlets):
        if name not in connected:
            continue
        decl = declared_once(app, name)
        if not decl:
            continue
        renames = {name: name + SUFFIX, "_" + name: "_" + name + SUFFIX}
        if outlets[name] == "objc":
            setter = "set" + name[0].upper() + name[1:]
            renames[setter] = setter + SUFFIX
        found.append(dict(kind="outlet", old=name, new=name + SUFFIX, file=decl,
                          ib_files=sorted(connected[name]), renames=renames))
    return found


FINDERS = {
    "class": class_candidates,
    "storyboardID": storyboard_id_candidates,
    "action": action_candidates,
    "outlet": outlet_candidates,
    "segueIdentifier": segue_candidates,
}


def choose(app, per_kind, seed):
    chosen = []
    for kind in KINDS:
        candidates = sorted(FINDERS[kind](app), key=lambda c: (c["old"], c["file"]))
        # Drop duplicates (the same name found twice) and names whose
        # renamed form already occurs in the app.
        unique = []
        for c in candidates:
            if unique and unique[-1]["old"] == c["old"]:
                continue
            if any(c["new"] in text for text, _, _ in app.code.values()) or \
                    any(c["new"] in text for text in app.ib.values()):
                continue
            unique.append(c)
        picked = random.Random(seed).sample(unique, min(per_kind, len(unique)))
        for c in sorted(picked, key=lambda c: (c["old"], c["file"])):
            c["app"] = app.name
            c["root"] = app.root
            c["survives"] = app.survives(c["ib_files"])
            c["candidates"] = len(unique)
            chosen.append(c)
    return chosen


# --------------------------------------------------------------------------
# Running.


def apply_edit(copy, rename):
    """Edits the copy; returns {file: replacements}."""
    edits = {}
    if rename["kind"] in ("storyboardID", "segueIdentifier"):
        path = os.path.join(copy, rename["file"])
        text = read(path)
        element = r"\w+" if rename["kind"] == "storyboardID" else "segue"
        attribute = "storyboardIdentifier" if rename["kind"] == "storyboardID" else "identifier"
        old = html.escape(rename["old"], quote=True)
        new = html.escape(rename["new"], quote=True)
        pattern = re.compile(r'(<' + element + r'\b[^>]*?\s' + attribute + r'=")'
                             + re.escape(old) + r'(")')
        text, count = pattern.subn(lambda m: m.group(1) + new + m.group(2), text)
        if count:
            write(path, text)
            edits[rename["file"]] = count
        return edits
    for rel in walk_files(copy):
        if not rel.endswith(CODE_EXTS):
            continue
        path = os.path.join(copy, rel)
        if os.path.islink(path):
            continue
        text = read(path)
        if not any(old in text for old in rename["renames"]):
            continue
        new, count = rename_in_code(text, rel.endswith(".swift"), rename["renames"])
        if count:
            write(path, new)
            edits[rel] = count
    return edits


def diagnostics(output, copy):
    """The multiset of diagnostic lines of a run's output."""
    lines = collections.Counter()
    for line in output.replace(copy, PLACEHOLDER).splitlines():
        if SEVERITY.search(line):
            lines[line.rstrip()] += 1
    return lines


def run_one(task):
    """Copies the app, applies the rename (none for a baseline), runs
    seguegen. Top level so worker processes can run it."""
    seguegen, rename, keep = task
    root = rename["root"]
    work = tempfile.mkdtemp(prefix="sg-renames-")
    copy = os.path.join(work, os.path.basename(root.rstrip("/")))
    result = dict(edits={}, exit=None, output="", seconds=0.0, copy=None)
    try:
        shutil.copytree(root, copy, symlinks=True)
        if rename["kind"] != "baseline":
            result["edits"] = apply_edit(copy, rename)
            if not result["edits"]:
                return result
        start = time.monotonic()
        try:
            proc = subprocess.run([seguegen, "validate", "."], cwd=copy, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, timeout=TIMEOUT,
                                  encoding="utf-8", errors="replace")
            result["exit"] = proc.returncode
            result["output"] = proc.stdout
        except subprocess.TimeoutExpired as e:
            result["exit"] = "timeout"
            out = e.stdout or b""
            result["output"] = out.decode("utf-8", "replace") if isinstance(out, bytes) else out
        result["seconds"] = round(time.monotonic() - start, 2)
        result["diagnostics"] = diagnostics(result["output"], copy)
        if keep:
            result["copy"] = copy
    finally:
        if not keep:
            shutil.rmtree(work, ignore_errors=True)
    return result


def severity(line):
    m = SEVERITY.search(line)
    return m.group(1) if m else None


def classify(record, base, unstable):
    run = record.pop("result")
    record["exit"] = run["exit"]
    record["seconds"] = run["seconds"]
    record["edits"] = run["edits"]
    if run.get("copy"):
        record["copy"] = run["copy"]
    if not run["edits"]:
        record["classification"] = "edit-failed"
        record["new_lines"] = []
        return record
    lines = run["diagnostics"]
    new = sorted(l for l in (lines - base) if l not in unstable)
    gone = sorted(l for l in (base - lines) if l not in unstable)
    if any(severity(l) == "error" for l in new):
        cls = "error"
    elif any(severity(l) == "warning" for l in new):
        cls = "warning"
    elif new or gone:
        cls = "note"
    else:
        cls = "nothing"
    order = {"error": 0, "warning": 1, "note": 2}
    new.sort(key=lambda l: order.get(severity(l), 3))
    record["classification"] = cls
    record["new_count"] = len(new)
    record["new_lines"] = new[:3]
    record["gone_lines"] = gone[:3]
    # Whether the first new line names the old name (or a selector or
    # outlet that starts with it, such as "nameWithSender:").
    record["mentions"] = bool(new) and re.search(
        r"(?<![\w$])" + re.escape(record["old"]), new[0]) is not None
    if run["exit"] not in (0, 1):
        record["failed"] = True
    return record


def run_all(seguegen, renames, roots, jobs, keep):
    baseline_tasks = [(seguegen, dict(kind="baseline", root=r), False) for r in roots for _ in (0, 1)]
    tasks = baseline_tasks + [(seguegen, r, keep) for r in renames]
    results = [None] * len(tasks)
    done = 0
    with concurrent.futures.ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = {pool.submit(run_one, t): i for i, t in enumerate(tasks)}
        for future in concurrent.futures.as_completed(futures):
            results[futures[future]] = future.result()
            done += 1
            if done % 25 == 0 or done == len(tasks):
                print(f"  {done}/{len(tasks)} runs", file=sys.stderr)
    baselines = {}
    for i, root in enumerate(roots):
        a, b = results[2 * i], results[2 * i + 1]
        unstable = set((a["diagnostics"] - b["diagnostics"]) + (b["diagnostics"] - a["diagnostics"]))
        if a["exit"] not in (0, 1):
            print(f"warning: baseline of {root} exited with {a['exit']}", file=sys.stderr)
        if unstable:
            print(f"note: {len(unstable)} unstable baseline lines in {root}, ignored", file=sys.stderr)
        baselines[root] = (a["diagnostics"], unstable)
    for rename, result in zip(renames, results[len(baseline_tasks):]):
        rename["result"] = result
    return baselines


# --------------------------------------------------------------------------
# Report.


def table(records):
    columns = ["tried", "error", "warning", "note", "nothing", "survives"]
    failed = any(r.get("failed") or r["classification"] == "edit-failed" for r in records)
    if failed:
        columns.append("failed")
    rows = []

    def row(label, rs):
        counts = collections.Counter()
        for r in rs:
            counts["tried"] += 1
            if r["classification"] == "edit-failed" or r.get("failed"):
                counts["failed"] += 1
            elif r["survives"]:
                counts["survives"] += 1
            else:
                counts[r["classification"]] += 1
        judged = counts["tried"] - counts["survives"] - counts["failed"]
        share = f"{100 * counts['error'] / judged:.1f}%" if judged else "-"
        return [label] + [str(counts[c]) for c in columns] + [share]

    for kind in KINDS:
        rows.append(row(kind, [r for r in records if r["kind"] == kind]))
    rows.append(row("**total**", records))
    header = ["kind"] + columns + ["error share"]
    lines = ["| " + " | ".join(header) + " |",
             "|" + "|".join(["---"] + ["---:"] * (len(header) - 1)) + "|"]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def misses(records):
    lines = ["| app | kind | rename | file | classification | first new line | literal in code |",
             "|---|---|---|---|---|---|---|"]
    for r in records:
        if r["classification"] == "error":
            continue
        label = r["classification"] + (" (survives)" if r["survives"] else "")
        first = r["new_lines"][0] if r.get("new_lines") else (
            "gone: " + r["gone_lines"][0] if r.get("gone_lines") else "no new line")
        first = first.replace(PLACEHOLDER + "/", "").replace("|", "\\|")
        if len(first) > 240:
            first = first[:240] + "…"
        literal = r.get("literal", "").replace("|", "\\|")
        if len(literal) > 160:
            literal = literal[:160] + "…"
        lines.append(f"| {r['app']} | {r['kind']} | `{r['old']}`→`{r['new']}` | {r['file']} "
                     f"| {label} | {first} | {literal} |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seguegen", required=True, help="the seguegen binary")
    parser.add_argument("--apps", nargs="+", required=True, metavar="DIR",
                        help="app folders or folders of apps")
    parser.add_argument("--per-kind-per-app", type=int, default=DEFAULT_PER_KIND, metavar="N")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--json", metavar="OUT", help="write every record to this file")
    parser.add_argument("--misses", action="store_true", help="list every rename without an error")
    parser.add_argument("--keep", action="store_true",
                        help="keep the edited copies (their paths are in the JSON records)")
    args = parser.parse_args()
    seguegen = os.path.abspath(args.seguegen)
    started = time.monotonic()

    roots = []
    for folder in args.apps:
        for root in expand_apps(folder):
            if root not in roots:
                roots.append(root)
    if not roots:
        sys.exit("no app found in " + " ".join(args.apps))
    renames = []
    for root in roots:
        app = App(root)
        chosen = choose(app, args.per_kind_per_app, args.seed)
        per_kind = collections.Counter(c["kind"] for c in chosen)
        print(f"{app.name}: " + ", ".join(f"{k} {per_kind[k]}" for k in KINDS), file=sys.stderr)
        renames += chosen
    print(f"{len(renames)} renames in {len(roots)} apps, {args.jobs} jobs", file=sys.stderr)

    baselines = run_all(seguegen, renames, roots, args.jobs, args.keep)
    records = []
    for rename in renames:
        base, unstable = baselines[rename["root"]]
        record = classify(rename, base, unstable)
        record.pop("root")
        records.append(record)

    elapsed = time.monotonic() - started
    used = len({r["app"] for r in records})
    print(f"## Renames: recall of `seguegen validate` (seed {args.seed}, "
          f"up to {args.per_kind_per_app} per kind per app)\n")
    print(table(records))
    print(f"\n{len(roots)} apps read, {used} with at least one rename; "
          f"{len(records)} renames in {elapsed:.0f} s with {args.jobs} jobs.")
    off_topic = sum(1 for r in records if r["classification"] == "error" and not r["mentions"])
    if off_topic:
        print(f"{off_topic} of the errors' first new lines do not name the old name "
              "(see --json).")
    if args.misses:
        print("\n### Renames without a new error\n")
        print(misses(records))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(dict(seed=args.seed, per_kind_per_app=args.per_kind_per_app,
                           apps=[os.path.basename(r) for r in roots], seconds=round(elapsed),
                           records=records), f, indent=1, default=sorted)
            f.write("\n")


if __name__ == "__main__":
    main()
