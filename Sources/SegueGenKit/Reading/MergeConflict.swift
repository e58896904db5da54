import SegueGenSupport

/// The marker lines git writes around the two sides of a conflict it could
/// not merge (`<<<<<<< HEAD`, `=======`, `>>>>>>> branch`). A manifest or a
/// storyboard that still has them does not parse, and the parser's message
/// ("expected a key") hides the cause; the marker names it.
enum MergeConflict {
    struct Marker {
        /// The marker line, cut short: `<<<<<<< HEAD`.
        var text: String
        var location: SourceLocation
    }

    /// The first marker line of the input, if any. Read only after a parse
    /// failed, so its cost never falls on a good file.
    static func firstMarker(in input: InputFile) -> Marker? {
        firstMarker(in: input.bytes, file: input.path)
    }

    /// The first marker line of the file `file` whose bytes are `bytes`.
    static func firstMarker(in bytes: [UInt8], file: String) -> Marker? {
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if isMarker(bytes[lineStart..<lineEnd]) {
                let line = String(decoding: bytes[lineStart..<min(lineEnd, lineStart + 40)], as: UTF8.self)
                return Marker(
                    text: line.trimmingWhitespace(),
                    location: TextPosition.location(of: lineStart, in: bytes, from: 0, file: file))
            }
            lineStart = lineEnd + 1
        }
        return nil
    }

    /// The error of a file that does not parse because git left a merge
    /// conflict in it, at `marker`, with the code of its syntax errors.
    static func diagnostic(_ marker: Marker, code: DiagnosticCode) -> Diagnostic {
        Diagnostic(
            code,
            "unresolved merge conflict: git left this marker line (\(marker.text)); keep the version you want, "
                + "delete the markers, and run again", at: marker.location)
    }

    /// Seven `<`, `=` or `>` at the start of a line, then the line's end or
    /// (for `<` and `>`) a space and a name.
    private static func isMarker(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.count >= 7, let first = line.first,
            first == UInt8(ascii: "<") || first == UInt8(ascii: "=") || first == UInt8(ascii: ">"),
            line.prefix(7).allSatisfy({ $0 == first })
        else { return false }
        let rest = line.dropFirst(7)
        guard let next = rest.first else { return true }
        if next == UInt8(ascii: "\r") { return rest.count == 1 }
        return first != UInt8(ascii: "=") && next == UInt8(ascii: " ")
    }
}
