import Foundation

/// The runtime the single generated file declares whatever its inputs (the
/// typed-segue helpers, the scene types, the storyboard lookup, the leave
/// guard), held once, in `Goldens/Runtime.swift`: each golden has a one-line
/// reference where a block of it stands, so a golden shows its inputs' code,
/// and a change to the runtime is reviewed in one place. A block that
/// differs (public access, `Bundle.module`) stays in the golden in full.
public enum RuntimeGolden {
    /// A block: its first line, and how many lines `}` at column one close
    /// it (or the line that does).
    private struct Block {
        var name: String
        var firstLine: String
        var closers: Int
        var lastLine: String?
    }

    private static let blocks = [
        Block(
            name: "typed-segue helpers",
            firstLine: "/// Whether to perform the segue `identifier`: `decide`'s answer for a segue", closers: 2),
        Block(
            name: "leave guard", firstLine: "/// A view controller's answer about one way out of it.", closers: 6),
        Block(
            name: "scene type", firstLine: "/// A scene with a storyboard ID; `instantiate()` returns its class.",
            closers: 1),
        Block(
            name: "initial scene type",
            firstLine: "/// The initial scene of a storyboard; `instantiate()` returns its class.", closers: 1),
        Block(
            name: "storyboard lookup",
            firstLine: "/// A storyboard from the bundle this file is built into, or from the bundle", closers: 0,
            lastLine: "private final class SeguegenBundleToken {}"),
    ]

    public static let url = Fixtures.url("Goldens/Runtime.swift")
    private static let marker = "// runtime: "

    /// The blocks `code` holds, by name, in the order of `blocks`.
    public static func extract(from code: String) -> [(name: String, text: String)] {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result: [(String, String)] = []
        for block in blocks {
            guard let start = lines.firstIndex(of: block.firstLine) else { continue }
            var closers = 0
            var end = start
            while end < lines.count {
                if let last = block.lastLine, lines[end] == last { break }
                if block.lastLine == nil, lines[end] == "}" {
                    closers += 1
                    if closers == block.closers { break }
                }
                end += 1
            }
            guard end < lines.count else { continue }
            result.append((block.name, lines[start...end].joined(separator: "\n")))
        }
        return result
    }

    /// The text of `Goldens/Runtime.swift` for these blocks.
    public static func render(_ blocks: [(name: String, text: String)]) -> String {
        "// The runtime blocks the goldens name; see Tests/TestSupport/RuntimeGolden.swift.\n"
            + "// swift-format-ignore-file\n\n"
            + blocks.map { "\(marker)\($0.name)\n\($0.text)\n" }.joined(separator: "\n")
    }

    /// The blocks of `Goldens/Runtime.swift`.
    public static func reference() throws -> [(name: String, text: String)] {
        let text = try Fixtures.text(of: url)
        var result: [(String, String)] = []
        for chunk in text.components(separatedBy: marker).dropFirst() {
            guard let newline = chunk.firstIndex(of: "\n") else { continue }
            let body = chunk[chunk.index(after: newline)...]
            result.append(
                (String(chunk[..<newline]), String(body.hasSuffix("\n\n") ? body.dropLast(2) : body.dropLast())))
        }
        return result
    }

    /// The whole file a golden stands for (`RedGreenBlue`, or
    /// `Split/Spanning/CartSegues.swift`): each line naming a block replaced
    /// by the block, which is what the tool writes.
    public static func expandedGolden(_ name: String) throws -> String {
        let path = name.hasSuffix(".swift") ? name : name + ".swift"
        var text = try Fixtures.text(of: Fixtures.url("Goldens/\(path)"))
        for (block, body) in try reference() {
            text = text.replacingOccurrences(of: "\(marker)\(block) (Goldens/Runtime.swift)", with: body)
        }
        return text
    }

    /// `code` with each block that is exactly one of `reference` replaced
    /// by the line that names it.
    public static func folding(_ code: String, reference: [(name: String, text: String)]) -> String {
        var folded = code
        for (name, text) in reference {
            folded = folded.replacingOccurrences(of: text, with: "\(marker)\(name) (Goldens/Runtime.swift)")
        }
        return folded
    }
}
