/// Which targets of a package apply the build plugin, read from the text of
/// its `Package.swift`.
///
/// PackagePlugin does not tell a command plugin which build plugins a target
/// uses, yet writing committed output into such a target makes the next
/// build fail with "multiple producers". So the command plugins read the
/// manifest: a mention of the plugin's name inside a target's declaration
/// (`.target(name: "App", plugins: [.plugin(name: "SegueGenPlugin", …)])`)
/// marks that target. A mention they cannot tie to one target (a plugin
/// usage kept in a variable, say) is reported, so that a caller can ask for
/// the targets by name instead of guessing.
struct BuildPluginUsage {
    /// Targets whose declaration names the plugin.
    var targets: Set<String> = []
    /// Whether the manifest names the plugin outside any target declaration
    /// and outside the plugin's own declaration (in SegueGen's manifest).
    var hasUnattributedMention = false

    static let pluginName = "SegueGenPlugin"

    /// The calls that declare a target in `Package.swift`.
    private static let targetCalls = [
        ".target(", ".executableTarget(", ".testTarget(", ".macro(", "Target.target(",
        "Target.executableTarget(", "Target.testTarget(",
    ]

    init(manifest: String, pluginName: String = Self.pluginName) {
        let code = Self.codeWithoutComments(manifest)
        let quoted = "\"\(pluginName)\""
        let targets = Self.declarations(in: code, calls: Self.targetCalls)
        let ownDeclarations = Self.declarations(in: code, calls: [".plugin("]).filter {
            $0.name == pluginName && ($0.arguments.contains("capability:") || $0.arguments.contains("targets:"))
        }
        var searchStart = code.startIndex
        while let mention = code.range(of: quoted, range: searchStart..<code.endIndex) {
            searchStart = mention.upperBound
            if let target = targets.last(where: { $0.span.contains(mention.lowerBound) }) {
                self.targets.insert(target.name)
            } else if !ownDeclarations.contains(where: { $0.span.contains(mention.lowerBound) }) {
                hasUnattributedMention = true
            }
        }
    }

    /// Each call's `name:` argument, the span of the call and its arguments.
    private static func declarations(
        in code: String, calls: [String]
    ) -> [(name: String, span: Range<String.Index>, arguments: Substring)] {
        var result: [(String, Range<String.Index>, Substring)] = []
        for call in calls {
            var searchStart = code.startIndex
            while let found = code.range(of: call, range: searchStart..<code.endIndex) {
                searchStart = found.upperBound
                guard let end = closingParenthesis(in: code, after: found.upperBound),
                    let name = firstNameArgument(code[found.upperBound..<end])
                else { continue }
                result.append((name, found.lowerBound..<end, code[found.upperBound..<end]))
            }
        }
        return result
    }

    /// The index of the `)` closing the parenthesis opened just before
    /// `start`, skipping string literals.
    private static func closingParenthesis(in code: String, after start: String.Index) -> String.Index? {
        var depth = 1
        var inString = false
        var index = start
        while index < code.endIndex {
            let character = code[index]
            if inString {
                if character == "\\" {
                    index = code.index(after: index)
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            if index < code.endIndex { index = code.index(after: index) }
        }
        return nil
    }

    /// The string after the first `name:` in an argument list.
    private static func firstNameArgument(_ arguments: Substring) -> String? {
        guard let label = arguments.range(of: "name:") else { return nil }
        let rest = arguments[label.upperBound...].drop { $0.isWhitespace }
        guard rest.first == "\"" else { return nil }
        return String(rest.dropFirst().prefix { $0 != "\"" })
    }

    /// The manifest with `//` and `/* */` comments blanked out, so a
    /// commented-out plugin is no use; string literals are kept.
    static func codeWithoutComments(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var iterator = Array(text).makeIterator()
        var pending: Character? = nil
        var inString = false
        func next() -> Character? {
            if let character = pending {
                pending = nil
                return character
            }
            return iterator.next()
        }
        while let character = next() {
            if inString {
                result.append(character)
                if character == "\\", let escaped = next() {
                    result.append(escaped)
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            guard character == "/", let following = next() else {
                if character == "\"" { inString = true }
                result.append(character)
                continue
            }
            if following == "/" {
                while let skipped = next(), skipped != "\n" {}
                result.append("\n")
            } else if following == "*" {
                var previous: Character = " "
                while let skipped = next() {
                    if previous == "*" && skipped == "/" { break }
                    previous = skipped
                }
                result.append(" ")
            } else {
                result.append(character)
                pending = following
            }
        }
        return result
    }
}
