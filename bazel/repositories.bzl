"""A prebuilt seguegen as the repository @seguegen_tool (or any name).

    load("@seguegen_rules//:repositories.bzl", "seguegen_local_binary")
    seguegen_local_binary(name = "seguegen_tool", path = "tools/seguegen")

`path` is the binary, absolute or relative to the workspace's root; the
environment variable SEGUEGEN_BINARY, when set, names another (CI points it
at the binary it has just built). The release artifact needs no rule of
this file: docs/Bazel.md gives the http_archive that unpacks it.
"""

def _seguegen_local_binary_impl(repository_ctx):
    path = repository_ctx.os.environ.get("SEGUEGEN_BINARY", "") or repository_ctx.attr.path
    if not path.startswith("/"):
        root = repository_ctx.path(Label("@//:WORKSPACE")).dirname
        path = "{}/{}".format(root, path)
    binary = repository_ctx.path(path)
    if not binary.exists:
        fail(("seguegen_local_binary: no seguegen at {} (build it with `swift build -c release " +
              "--product seguegen`, or set SEGUEGEN_BINARY to one)").format(path))
    repository_ctx.symlink(binary, "seguegen")
    repository_ctx.file("BUILD.bazel", 'exports_files(["seguegen"])\n')

seguegen_local_binary = repository_rule(
    implementation = _seguegen_local_binary_impl,
    attrs = {
        "path": attr.string(mandatory = True, doc = "The seguegen binary."),
    },
    environ = ["SEGUEGEN_BINARY"],
    local = True,
    doc = "A seguegen binary on this machine as a repository whose //:seguegen is it.",
)
