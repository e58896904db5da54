import SegueGenSupport

/// A target's build settings for one configuration, resolved as Xcode
/// resolves them: levels from lowest to highest (Xcode's defaults, the
/// project's `.xcconfig`, the project, the target's `.xcconfig`, the
/// target), `$(inherited)` standing for the level below, `$(NAME)` and
/// `${NAME}` for any other setting, and the operators SegueGen meets in
/// practice (`:c99extidentifier`, `:rfc1034identifier`, `:identifier`,
/// `:lower`, `:upper`, `:base`, `:file`, `:dir`, `:default=`).
public struct BuildSettings: Sendable {
    /// The levels, lowest first.
    public let levels: [[String: String]]

    public init(levels: [[String: String]]) { self.levels = levels }

    /// The settings Xcode supplies before any level: what names the
    /// product and the module when nothing else does.
    public static func defaults(target: String, project: String, configuration: String) -> [String: String] {
        [
            "TARGET_NAME": target, "PROJECT_NAME": project, "CONFIGURATION": configuration,
            "PRODUCT_NAME": "$(TARGET_NAME)", "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
            "SRCROOT": "$(PROJECT_DIR)", "SOURCE_ROOT": "$(SRCROOT)", "PROJECT_DIR": "",
            "SDKROOT": "iphoneos", "PLATFORM_NAME": "iphoneos", "INFOPLIST_FILE": "",
        ]
    }

    /// The resolved value of `key`, or nil when no level sets it.
    public subscript(key: String) -> String? {
        var resolved: [Reference: String?] = [:]
        return value(of: key, below: levels.count, depth: 0, resolved: &resolved)
    }

    /// A setting as seen from below a level, which one resolution looks up
    /// once: `A = $(B) $(B)` with `B = $(C) $(C)` and so on doubles its
    /// work at each step otherwise.
    private struct Reference: Hashable {
        let key: String
        let level: Int
    }

    private func value(
        of key: String, below level: Int, depth: Int, resolved: inout [Reference: String?]
    ) -> String? {
        // A setting that refers to itself, other than through
        // `$(inherited)`, has no value; so has a chain deeper than any real
        // project writes.
        guard depth < 32 else { return nil }
        let reference = Reference(key: key, level: min(level, levels.count))
        if let known = resolved[reference] { return known }
        var index = reference.level - 1
        var result: String?
        while index >= 0 {
            if let text = levels[index][key] {
                result = expand(text, key: key, level: index, depth: depth, resolved: &resolved)
                break
            }
            index -= 1
        }
        resolved[reference] = .some(result)
        return result
    }

    /// `text`, written at `level` for `key`, with every reference replaced.
    private func expand(
        _ text: String, key: String, level: Int, depth: Int, resolved: inout [Reference: String?]
    ) -> String {
        guard text.contains("$") else { return text }
        var result = ""
        var characters = Substring(text)
        while let dollar = characters.firstIndex(of: "$") {
            result += characters[..<dollar]
            let rest = characters[characters.index(after: dollar)...]
            guard let open = rest.first, open == "(" || open == "{",
                let close = Self.matchingClose(in: rest, open: open)
            else {
                // `$NAME` without brackets names a setting too.
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if name.isEmpty {
                    result += "$"
                    characters = rest
                } else {
                    result += lookUp(String(name), key: key, level: level, depth: depth, resolved: &resolved)
                    characters = rest[name.endIndex...]
                }
                continue
            }
            let inner = String(rest[rest.index(after: rest.startIndex)..<close])
            // A reference may itself hold references: `$(FOO_$(CONFIGURATION))`.
            let reference = expand(inner, key: key, level: level, depth: depth + 1, resolved: &resolved)
            var parts = reference.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let name = parts.removeFirst()
            var value = lookUp(name, key: key, level: level, depth: depth, resolved: &resolved)
            for operation in parts { value = Self.apply(operation, to: value) }
            result += value
            characters = rest[rest.index(after: close)...]
        }
        return result + characters
    }

    private func lookUp(
        _ name: String, key: String, level: Int, depth: Int, resolved: inout [Reference: String?]
    ) -> String {
        if name == "inherited" { return value(of: key, below: level, depth: depth + 1, resolved: &resolved) ?? "" }
        return value(of: name, below: levels.count, depth: depth + 1, resolved: &resolved) ?? ""
    }

    private static func matchingClose(in text: Substring, open: Character) -> Substring.Index? {
        let close: Character = open == "(" ? ")" : "}"
        var depth = 0
        for index in text.indices {
            if text[index] == open { depth += 1 }
            if text[index] == close {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    static func apply(_ operation: String, to value: String) -> String {
        if operation.hasPrefix("default=") { return value.isEmpty ? String(operation.dropFirst(8)) : value }
        switch operation {
        case "c99extidentifier", "identifier":
            return identifier(value, replacing: { $0 == "_" || $0.isLetter || $0.isNumber })
        case "rfc1034identifier":
            return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "file": return FilePath.fileName(value)
        case "dir":
            let folder = FilePath.folderPrefix(of: value)
            return folder.isEmpty ? "." : String(folder.dropLast())
        case "base":
            let file = FilePath.fileName(value)
            return file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
        case "suffix":
            let file = FilePath.fileName(value)
            return file.lastIndex(of: ".").map { String(file[$0...]) } ?? ""
        default: return value
        }
    }

    /// The module Xcode and SwiftPM compile a target of this name into
    /// (`$(PRODUCT_NAME:c99extidentifier)`, SwiftPM's C99 name): the one
    /// rule of module names, for projects and packages alike.
    public static func moduleName(ofTarget target: String) -> String {
        apply("c99extidentifier", to: target)
    }

    /// `My App` → `My_App`, `1App` → `_1App`: each character an identifier
    /// cannot hold becomes `_`, and one starting with a digit gets `_` first.
    private static func identifier(_ value: String, replacing isAllowed: (Character) -> Bool) -> String {
        var result = String(value.map { isAllowed($0) ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }
}
