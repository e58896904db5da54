import SegueGenKit
import SegueGenSupport

/// What a finding is, as a baseline knows it: what survives edits
/// elsewhere in the app. Line numbers do not: a line added above, or a
/// scene moved, changes them. So a finding is its code, its file (from the
/// baseline's folder), what it is anchored to in that file, and its
/// message's subject.
struct FindingKey: Hashable, Comparable {
    var code: String
    var file: String
    var anchor: Anchor
    /// The first quoted name of the message (`"titleLabel"` of "the outlet
    /// "titleLabel" cannot be set…"), which the rest of the message
    /// explains with places and line numbers that move; the whole message,
    /// numbers left out, when it quotes nothing.
    var subject: String

    /// The thing in the file a finding is at.
    enum Anchor: Hashable, Comparable {
        /// An Interface Builder element's ID (`id`, or a scene's `sceneID`),
        /// which Interface Builder never changes.
        case element(String)
        /// The name of the Swift or Objective-C declaration the finding is
        /// in or at: the property, the method, the type.
        case declaration(String)
        /// The text of the finding's line, trimmed, for a manifest, a
        /// property list or a project file.
        case line(String)

        /// The baseline file's key for the anchor, and its value.
        var entry: (key: String, value: String) {
            switch self {
            case .element(let id): ("element", id)
            case .declaration(let name): ("declaration", name)
            case .line(let text): ("line", text)
            }
        }
    }

    static func < (lhs: FindingKey, rhs: FindingKey) -> Bool {
        (lhs.file, lhs.code, lhs.anchor, lhs.subject) < (rhs.file, rhs.code, rhs.anchor, rhs.subject)
    }

    static func subject(of message: String) -> String {
        let parts = message.split(separator: "\"", omittingEmptySubsequences: false)
        if parts.count >= 3 { return String(parts[1]) }
        var result = ""
        var inNumber = false
        for character in message {
            if character.isASCII && character.isNumber {
                if !inNumber { result += "#" }
                inNumber = true
            } else {
                result.append(character)
                inNumber = false
            }
        }
        return result
    }
}

/// The keys of findings, reading each file a finding names once.
struct FindingKeys {
    /// The canonical folder of the baseline file, which paths are relative
    /// to, so a baseline holds for a run from any working folder.
    let folder: String
    private var sources = SourceLines()

    init(baseline path: String) {
        folder = FilePath.folderPrefix(of: FileSystem.canonicalPath(path))
    }

    /// A path as the baseline writes it: from the baseline's folder.
    func relative(_ path: String) -> String {
        FilePath.relative(FileSystem.canonicalPath(path), from: folder)
    }

    mutating func key(of diagnostic: Diagnostic) -> FindingKey {
        let location = diagnostic.location
        return FindingKey(
            code: diagnostic.code.rawValue, file: relative(location.file),
            anchor: Self.anchor(at: location, sources.lines(of: location.file)),
            subject: FindingKey.subject(of: diagnostic.message))
    }

    static func anchor(at location: SourceLocation, _ lines: [[UInt8]]) -> FindingKey.Anchor {
        let index = location.line - 1
        let line = lines.indices.contains(index) ? lines[index] : []
        switch InputFormat(path: location.file) {
        case .storyboard?, .xib?:
            if let id = InterfaceBuilderAnchor.elementID(in: line, at: location.column - 1) { return .element(id) }
        case .swiftSource?, .objectiveCSource?, .objectiveCHeader?:
            if let name = DeclarationAnchor.name(enclosing: index, lines) { return .declaration(name) }
        case .yamlManifest?, .jsonManifest?, .infoPlist?, nil:
            break
        }
        return .line(String(decoding: line, as: UTF8.self).trimmingWhitespace())
    }
}
