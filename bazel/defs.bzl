"""Bazel rules for SegueGen: generate the typed segue API, and validate.

    load("@seguegen_rules//:defs.bzl", "seguegen_generate", "seguegen_validate_test")

seguegen_generate runs `seguegen generate` as one action whose outputs are
declared at analysis time from the input file names alone, so a
swift_library can list them in its srcs. seguegen_validate_test runs
`seguegen validate` under `bazel test`, with a JUnit report in
XML_OUTPUT_FILE. docs/Bazel.md says how to wire them into an app.

The tool is the `tool` label (default @seguegen_tool//:seguegen, which
repositories.bzl's seguegen_local_binary or an http_archive of the release
artifact provides).
"""

# The names of the split output, mirrored from
# Sources/SegueGenKit/Pipeline/OutputLayout.swift and InputFormat.swift:
# the rule declares them before the tool runs, so the two must agree (the
# Bazel tier of .ci/run compares them over tricky file names).

# InputFormat.allCases in order, each with its endings in order, and
# whether the format describes scenes (a manifest or a storyboard).
_FORMATS = [
    ([".segues.yaml", ".segues.yml"], True),
    ([".segues.json"], True),
    ([".storyboard"], True),
    ([".xib"], False),
    ([".swift"], False),
    ([".m", ".mm"], False),
    ([".h"], False),
    (["info.plist"], False),
]

_SHARED_FILE_NAME = "SegueGenShared.swift"
_FILE_NAME_SUFFIX = "Segues.swift"
_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_LOWER = "abcdefghijklmnopqrstuvwxyz"
_SAFE = _UPPER + _LOWER + "0123456789_"

# The bytes 0x80 to 0xBF, which continue a character in UTF-8.
_CONTINUATION = "\200\201\202\203\204\205\206\207\210\211\212\213\214\215\216\217\220\221\222\223\224\225\226\227\230\231\232\233\234\235\236\237\240\241\242\243\244\245\246\247\250\251\252\253\254\255\256\257\260\261\262\263\264\265\266\267\270\271\272\273\274\275\276\277"

def _ascii_lower(text):
    out = []
    for char in text.elems():
        index = _UPPER.find(char)
        out.append(_LOWER[index] if index >= 0 else char)
    return "".join(out)

def _format_of(path):
    """The (endings, describes scenes) of InputFormat(path:), or None."""
    lowered = _ascii_lower(path)
    for endings, scenes in _FORMATS:
        for ending in endings:
            if lowered.endswith(ending):
                return (endings, scenes)
    return None

def _stripping_ending(name):
    """InputFormat.strippingEnding: the name without its input ending."""
    lowered = _ascii_lower(name)
    for endings, _ in _FORMATS:
        for ending in endings:
            if lowered.endswith(ending):
                return name[:len(name) - len(ending)]
    return name

def _file_stem(path):
    """OutputLayout.fileStem: the file name without folders and input
    ending, each Unicode scalar other than an ASCII letter, digit or `_`
    written `_`.

    Bazel hands Starlark file names as their UTF-8 bytes, one character a
    byte: a scalar is a byte below 0x80 or a leading byte (0xC0 and up);
    the continuation bytes (0x80 to 0xBF) write nothing.
    """
    name = _stripping_ending(path.split("/")[-1])
    out = []
    for char in name.elems():
        if char in _SAFE:
            out.append(char)
        elif char not in _CONTINUATION:
            out.append("_")
    return "".join(out)

def seguegen_output_names(paths):
    """The file names of the split output for the input `paths`, sorted,
    SegueGenShared.swift last: OutputLayout(inputs:).allFileNames.

    One file for each manifest or storyboard, `<Stem>Segues.swift`; two
    whose stems differ only in case share the file, spelled as the one
    first in sorted order of paths spells it.
    """
    spellings = {}
    names = {}
    for path in sorted(paths):
        format = _format_of(path)
        if format == None or not format[1]:
            continue
        stem = _file_stem(path)
        key = _ascii_lower(stem)
        if key not in spellings:
            spellings[key] = stem
        names[spellings[key] + _FILE_NAME_SUFFIX] = True
    return sorted(names.keys()) + [_SHARED_FILE_NAME]

def _check_kinds(ctx, attribute, scenes, endings_text):
    for file in getattr(ctx.files, attribute):
        format = _format_of(file.path)
        if format == None or format[1] != scenes or (attribute == "storyboards" and format[0] != [".storyboard"]):
            fail("{}: {} is no {} file ({})".format(ctx.label, file.short_path, attribute, endings_text))

def _inputs(ctx):
    """The files the tool reads, checked by kind, in sorted path order."""
    _check_kinds(ctx, "manifests", True, ".segues.yaml, .segues.yml or .segues.json")
    _check_kinds(ctx, "storyboards", True, ".storyboard")
    for file in ctx.files.manifests:
        if _format_of(file.path)[0] == [".storyboard"]:
            fail("{}: {} is a storyboard; list it in storyboards".format(ctx.label, file.short_path))
    _check_kinds(ctx, "srcs", False, ".swift, .m, .mm, .h, .xib or Info.plist")
    files = ctx.files.manifests + ctx.files.storyboards + ctx.files.srcs
    if not ctx.files.manifests and not ctx.files.storyboards:
        fail("{}: no manifests or storyboards: nothing to generate or validate".format(ctx.label))
    return sorted(files, key = _path)

def _path(file):
    return file.path

def _option_args(ctx, args):
    if ctx.file.config:
        args.add("--config", ctx.file.config)
    for code in ctx.attr.disable_warnings:
        args.add("--disable-warning", code)

def _seguegen_generate_impl(ctx):
    inputs = _inputs(ctx)
    if ctx.attr.split:
        outputs = [
            ctx.actions.declare_file(ctx.label.name + "/" + name)
            for name in seguegen_output_names([file.path for file in inputs])
        ]
        destination = outputs[0].dirname + "/"
    else:
        outputs = [ctx.actions.declare_file(ctx.label.name + ".swift")]
        destination = outputs[0].path

    args = ctx.actions.args()
    args.add("generate")
    args.add_all(inputs)
    args.add("--output", destination)
    args.add("--module-name", ctx.attr.module_name)
    if ctx.attr.access_level:
        args.add("--access-level", ctx.attr.access_level)
    if ctx.file.template:
        args.add("--template", ctx.file.template)
    _option_args(ctx, args)

    extra = [file for file in [ctx.file.config, ctx.file.template] if file]
    ctx.actions.run(
        executable = ctx.executable.tool,
        arguments = [args],
        inputs = depset(inputs + extra + ctx.files.data),
        outputs = outputs,
        mnemonic = "SegueGen",
        progress_message = "Generating segues for " + str(ctx.label),
    )
    return [DefaultInfo(files = depset(outputs))]

def _tool_attr(cfg, doc):
    return attr.label(
        default = Label("@seguegen_tool//:seguegen"),
        executable = True,
        cfg = cfg,
        allow_files = True,
        doc = doc,
    )

_COMMON_ATTRS = {
    "manifests": attr.label_list(
        allow_files = True,
        doc = "Manifests: .segues.yaml, .segues.yml or .segues.json.",
    ),
    "storyboards": attr.label_list(
        allow_files = True,
        doc = "Storyboards (.storyboard); Base.lproj's, not localized copies.",
    ),
    "srcs": attr.label_list(
        allow_files = True,
        doc = "What the tool reads but never writes: the app's .swift, .m, .mm and .h files, " +
              "XIBs and its Info.plist (the classes, unwind actions, calls that navigate, " +
              "and the storyboard the app starts from).",
    ),
    "config": attr.label(
        allow_single_file = True,
        doc = "A seguegen.yaml; files it names (a template, a baseline) go in data.",
    ),
    "data": attr.label_list(
        allow_files = True,
        doc = "Other files the configuration names, declared so that the sandbox holds them.",
    ),
    "disable_warnings": attr.string_list(
        doc = "Warning codes not to report, such as SG304.",
    ),
}

seguegen_generate = rule(
    implementation = _seguegen_generate_impl,
    doc = "Generates the typed segue API: with split, <Name>Segues.swift for each manifest " +
          "and storyboard plus SegueGenShared.swift in a folder named after the target; " +
          "else one file, <name>.swift. List the target in a swift_library's srcs.",
    attrs = dict(_COMMON_ATTRS, **{
        "module_name": attr.string(
            mandatory = True,
            doc = "The module of the swift_library that compiles the output: its classes are " +
                  "written unqualified and it is not imported.",
        ),
        "split": attr.bool(
            default = True,
            doc = "One file for each manifest and storyboard (a change to one recompiles one " +
                  "small file); False writes one file.",
        ),
        "access_level": attr.string(
            values = ["", "internal", "public", "package"],
            doc = "The access level of generated declarations; default internal.",
        ),
        "template": attr.label(
            allow_single_file = [".stencil"],
            doc = "A template file instead of the built-in one.",
        ),
        "tool": _tool_attr("exec", "The seguegen binary, run where the action runs."),
    }),
)

def _runfiles_path(ctx, file):
    """The path of `file` below the runfiles folder."""
    if file.short_path.startswith("../"):
        return file.short_path[3:]
    return ctx.workspace_name + "/" + file.short_path

def _shell_quote(text):
    return "'" + text.replace("'", "'\\''") + "'"

def _seguegen_validate_test_impl(ctx):
    inputs = _inputs(ctx)
    command = [_runfiles_path(ctx, ctx.executable.tool), "validate"]
    command += [_runfiles_path(ctx, file) for file in inputs]
    if ctx.file.config:
        command += ["--config", _runfiles_path(ctx, ctx.file.config)]
    for code in ctx.attr.disable_warnings:
        command += ["--disable-warning", code]
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(
        output = script,
        is_executable = True,
        content = "\n".join([
            "#!/bin/sh",
            "# Generated by seguegen_validate_test: validate, failing on an error; the",
            "# findings on standard error, located, and as JUnit XML in the file",
            "# `bazel test` reads, one test case for each.",
            "set -eu",
            "cd \"${TEST_SRCDIR:-$0.runfiles}\"",
            "set -- " + " ".join([_shell_quote(part) for part in command]),
            "if [ -n \"${XML_OUTPUT_FILE:-}\" ]; then",
            "  set -- \"$@\" --reporter junit --output-report \"$XML_OUTPUT_FILE\"",
            "fi",
            "exec \"$@\"",
            "",
        ]),
    )
    extra = [file for file in [ctx.file.config] if file]
    runfiles = ctx.runfiles(files = inputs + extra + ctx.files.data + [ctx.executable.tool])
    return [DefaultInfo(executable = script, runfiles = runfiles)]

seguegen_validate_test = rule(
    implementation = _seguegen_validate_test_impl,
    test = True,
    doc = "Runs `seguegen validate` over the inputs and fails on an error; each finding " +
          "is a located diagnostic in the test log and a test case in the JUnit report.",
    attrs = dict(_COMMON_ATTRS, **{
        # The test runs the tool where the test runs, so it is built for
        # the target, as a test's data is.
        "tool": _tool_attr("target", "The seguegen binary, run where the test runs."),
    }),
)
