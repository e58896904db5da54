#!/usr/bin/env python3
"""Writes Sources/SegueGenKit/Model/FrameworkClassTable.swift: the names of
the Objective-C classes of Apple's UI frameworks, with each one's
superclass, property names and instance method selectors, read from the iOS
SDK's headers by clang's AST (names only: no text of the headers is kept).

The Interface Builder checks need them: an outlet, an action or a runtime
attribute is only proven missing when the whole class chain is known, and
most chains end in UIKit (`view`, `tableView`, `delegate`, the
`gestureRecognizers` collection are UIKit's keys, set by KVC like the app's).

Usage: scripts/generate-framework-classes.py [SDK] [OUTPUT]
  SDK     the iPhoneOS SDK folder (default /tmp/ios-sdk/iPhoneOS16.5.sdk;
          ../shared/ios-sdk/README.md says how to set one up)
  OUTPUT  default Sources/SegueGenKit/Model/FrameworkClassTable.swift

Run it again when the SDK changes; the output is deterministic.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

# The frameworks whose classes a storyboard or a XIB can hold, or an app's
# view controllers and views inherit from. A class of any other framework
# stays unknown to the checks, which then make no claim.
FRAMEWORKS = [
    "UIKit", "MapKit", "WebKit", "AVKit", "SceneKit", "SpriteKit", "GLKit", "ARKit",
    "PassKit", "MetalKit", "PDFKit", "MessageUI", "SafariServices", "QuickLook", "ContactsUI",
    "EventKitUI", "GameKit", "PhotosUI", "iAd", "AddressBookUI", "LinkPresentation",
    "AuthenticationServices", "HealthKitUI", "IntentsUI", "StoreKit", "PencilKit",
    "QuickLookThumbnailing", "VisionKit", "CarPlay", "MediaPlayer",
]

# Classes of the Objective-C runtime and Foundation that every chain ends
# in, or that Interface Builder holds directly.
ROOT_CLASSES = {"NSObject", "NSProxy"}

FRAMEWORK_PATH = re.compile(r"/System/Library/Frameworks/(\w+)\.framework/")
FILE_IN_LOCATION = re.compile(r"<(/[^:<>]+\.h):")
DECL = re.compile(r"^(?P<kind>\w+) 0x[0-9a-f]+ (?:parent 0x[0-9a-f]+ )?(?:prev 0x[0-9a-f]+ )?<")
NAME_AFTER_LOCATION = re.compile(r"> (?:col|line):[\d:]+(?: implicit)?(?: invalid)? (?P<name>\w+)(?:$| ')")
PROPERTY = re.compile(r"> (?:col|line):[\d:]+(?: implicit)?(?: invalid)? (?P<name>\w+) '(?P<rest>.*)$")
METHOD = re.compile(r"> (?:col|line):[\d:]+(?: implicit)?(?: invalid)? (?P<kind>[-+]) (?P<selector>[\w:]+) '")
REFERENCE = re.compile(r"^(?P<what>super ObjCInterface|ObjCInterface|ObjCProtocol) 0x[0-9a-f]+ '(?P<name>\w+)'")


class Container:
    """A class, a category's class, or a protocol: what it declares."""

    def __init__(self):
        self.superclass = None
        self.protocols = set()
        self.keys = set()
        self.selectors = set()
        self.framework = None


def clang():
    """The toolchain's clang: $CLANG, or the one on PATH or beside swiftc."""
    if os.environ.get("CLANG"):
        return os.environ["CLANG"]
    found = shutil.which("clang")
    if found:
        return found
    swiftc = shutil.which("swiftc")
    if swiftc and os.path.exists(os.path.join(os.path.dirname(swiftc), "clang")):
        return os.path.join(os.path.dirname(swiftc), "clang")
    sys.exit("no clang: set CLANG, or put the Swift toolchain's bin folder on PATH")


def dump(sdk):
    source = "".join(f"#import <{name}/{name}.h>\n" for name in FRAMEWORKS)
    with tempfile.NamedTemporaryFile("w", suffix=".m", delete=False) as file:
        file.write(source)
        path = file.name
    try:
        command = [
            clang(), "-target", "arm64-apple-ios16.0", "-isysroot", sdk, "-fsyntax-only", "-fobjc-arc",
            "-fno-color-diagnostics", "-Wno-everything", "-Xclang", "-ast-dump", path,
        ]
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit("clang could not read the SDK's headers:\n" + result.stderr[-4000:])
        return result.stdout.splitlines()
    finally:
        os.unlink(path)


def depth_and_text(line):
    index = 0
    while index < len(line) and line[index] in "| `-":
        index += 1
    return index // 2, line[index:]


def read(lines):
    classes, categories, protocols = {}, [], {}
    current_file = None
    top = None  # (kind, container)
    member = None  # the property being read, for its getter and setter
    for line in lines:
        located = FILE_IN_LOCATION.search(line)
        if located:
            current_file = located.group(1)
        depth, text = depth_and_text(line)
        if depth == 1:
            top, member = None, None
            declaration = DECL.match(text)
            if not declaration:
                continue
            kind = declaration.group("kind")
            name = NAME_AFTER_LOCATION.search(text)
            if not name:
                continue
            framework_match = FRAMEWORK_PATH.search(current_file or "")
            framework = framework_match.group(1) if framework_match else None
            if kind == "ObjCInterfaceDecl":
                container = classes.setdefault(name.group("name"), Container())
                container.framework = container.framework or framework
                top = ("class", container)
            elif kind == "ObjCCategoryDecl":
                container = Container()
                categories.append(container)
                top = ("category", container)
            elif kind == "ObjCProtocolDecl":
                top = ("protocol", protocols.setdefault(name.group("name"), Container()))
            continue
        if top is None:
            continue
        container = top[1]
        if depth == 2:
            member = None
            reference = REFERENCE.match(text)
            if reference:
                what, name = reference.group("what"), reference.group("name")
                if what == "super ObjCInterface":
                    container.superclass = name
                elif what == "ObjCInterface":
                    container.superclass = name  # a category's class
                else:
                    container.protocols.add(name)
                continue
            if text.startswith("ObjCPropertyDecl"):
                found = PROPERTY.search(text)
                if found and not re.search(r"\bclass\b", found.group("rest").split("'")[-1]):
                    container.keys.add(found.group("name"))
                    member = container
            elif text.startswith("ObjCMethodDecl"):
                found = METHOD.search(text)
                if found and found.group("kind") == "-":
                    container.selectors.add(found.group("selector"))
        elif depth == 3 and member is not None:
            accessor = re.match(r"^(?:getter|setter) ObjCMethod 0x[0-9a-f]+ '([\w:]+)'", text)
            if accessor:
                member.selectors.add(accessor.group(1))
    return classes, categories, protocols


def protocol_members(name, protocols, seen):
    if name in seen or name not in protocols:
        return set(), set()
    seen.add(name)
    protocol = protocols[name]
    keys, selectors = set(protocol.keys), set(protocol.selectors)
    for inherited in protocol.protocols:
        more_keys, more_selectors = protocol_members(inherited, protocols, seen)
        keys |= more_keys
        selectors |= more_selectors
    return keys, selectors


def table(classes, categories, protocols):
    for category in categories:
        owner = classes.get(category.superclass)
        if owner is None:
            continue
        owner.keys |= category.keys
        owner.selectors |= category.selectors
        owner.protocols |= category.protocols
    # The UI frameworks' classes, and every class above one (Foundation's
    # `NSFormatter` above MapKit's `MKDistanceFormatter`), so that a chain
    # that reaches the table is known to its root.
    included = {name for name, container in classes.items() if container.framework in FRAMEWORKS} | ROOT_CLASSES
    for name in list(included):
        superclass = classes[name].superclass if name in classes else None
        while superclass and superclass in classes and superclass not in included:
            included.add(superclass)
            superclass = classes[superclass].superclass
    rows = []
    for name in sorted(included & set(classes)):
        container = classes[name]
        keys, selectors = set(container.keys), set(container.selectors)
        for protocol in container.protocols:
            more_keys, more_selectors = protocol_members(protocol, protocols, set())
            keys |= more_keys
            selectors |= more_selectors
        # A property's accessors are implied by its key; keep the others.
        implied = set(keys) | {"set" + key[:1].upper() + key[1:] + ":" for key in keys}
        rows.append((name, container.superclass, sorted(keys), sorted(selectors - implied)))
    return rows


def swift(rows):
    out = [
        "// Generated by scripts/generate-framework-classes.py from the iOS SDK's headers: the names of the classes of",
        "// Apple's UI frameworks, each with its superclass, property names (after `|`) and other instance method",
        "// selectors (after `||`), its adopted protocols' and categories' included. Do not edit; run the script again.",
        "",
        "extension FrameworkClass {",
        "    static let table = \"\"\"",
    ]
    for name, superclass, keys, selectors in rows:
        tokens = ["@" + name, superclass or "-", "|"] + keys + ["||"] + selectors
        line = "        "
        for token in tokens:
            if len(line) + len(token) + 1 > 118 and line.strip():
                out.append(line.rstrip())
                line = "        "
            line += token + " "
        out.append(line.rstrip())
    out += ["        \"\"\"", "}", ""]
    return "\n".join(out)


def main():
    sdk = sys.argv[1] if len(sys.argv) > 1 else "/tmp/ios-sdk/iPhoneOS16.5.sdk"
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    output = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
        root, "Sources/SegueGenKit/Model/FrameworkClassTable.swift")
    rows = table(*read(dump(sdk)))
    if not any(row[0] == "UIViewController" for row in rows):
        sys.exit("no UIViewController among the classes read: is " + sdk + " an iPhoneOS SDK?")
    with open(output, "w", encoding="utf-8") as file:
        file.write(swift(rows))
    print(f"{output}: {len(rows)} classes")


if __name__ == "__main__":
    main()
