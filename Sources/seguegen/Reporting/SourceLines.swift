/// The lines of the files diagnostics point into, each file read once: what
/// a baseline anchors a finding to, and SARIF's columns, come from them.
struct SourceLines {
    private var files: [String: [[UInt8]]] = [:]

    /// The file's lines, without their line feeds; none when it cannot be
    /// read (a file a project names that is not on disk).
    mutating func lines(of file: String) -> [[UInt8]] {
        if let lines = files[file] { return lines }
        let lines = (FileSystem.bytes(file) ?? []).split(
            separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false
        )
        .map(Array.init)
        files[file] = lines
        return lines
    }

    /// A column of SegueGen's, UTF-8 bytes from 1, counted in Unicode
    /// code points instead, as clang's SARIF does: what SARIF's
    /// `unicodeCodePoints` column kind says. Unchanged where the line
    /// cannot be read.
    mutating func codePointColumn(_ column: Int, line: Int, of file: String) -> Int {
        let lines = lines(of: file)
        guard lines.indices.contains(line - 1), column >= 1, column - 1 <= lines[line - 1].count else { return column }
        // A code point starts at each byte that is no continuation byte (10xxxxxx).
        return lines[line - 1].prefix(column - 1).filter { $0 & 0xC0 != 0x80 }.count + 1
    }
}
