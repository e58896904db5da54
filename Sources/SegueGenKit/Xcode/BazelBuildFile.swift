/// A Bazel `BUILD` file, as far as a run needs it: whether it declares the
/// Apple targets rules_apple and rules_swift build (`ios_application`,
/// `swift_library`, `objc_library`), which split a folder into targets the
/// run cannot see. SegueGen reads no Starlark; docs/Bazel.md shows the rule
/// that runs it inside such a build.
enum BazelBuildFile {
    /// The rules whose targets compile an app's code and storyboards.
    static let appleRules = [
        "ios_application", "tvos_application", "ios_extension", "ios_framework", "ios_static_framework",
        "swift_library", "objc_library",
    ]

    /// Whether `bytes` calls one of `appleRules`: the rule's name followed
    /// by an opening parenthesis.
    static func declaresAppleTargets(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return appleRules.contains { rule in
            var rest = text[...]
            while let range = rest.firstRange(of: rule) {
                let after = rest[range.upperBound...].drop { $0 == " " || $0 == "\t" }
                let before = rest[..<range.lowerBound].last
                if after.first == "(" && !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) {
                    return true
                }
                rest = rest[range.upperBound...]
            }
            return false
        }
    }
}
