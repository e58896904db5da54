import SegueGenSupport

/// A build configuration file: `NAME = value` lines, `//` comments,
/// `#include "other.xcconfig"` (relative to the including file; `#include?`
/// when the file may be missing), and conditional settings
/// (`NAME[sdk=iphoneos*] = …`), which `BuildSettings.level` chooses among.
enum XCConfig {
    /// The settings of the file at `path` with its includes, in the order
    /// they are written, later ones winning; `readFile` gives a file's
    /// bytes. A missing or unreadable file is reported (SG001), but for an
    /// optional include.
    static func settings(
        at path: String, readFile: (String) -> [UInt8]?, diagnostics: inout DiagnosticCollector
    ) -> [String: String] {
        var result: [String: String] = [:]
        var visiting: Set<String> = []
        read(
            path, optional: false, from: nil, into: &result, visiting: &visiting, readFile: readFile,
            diagnostics: &diagnostics)
        return result
    }

    /// The file at `path` and those it includes, but for optional
    /// includes (`#include?`, a developer's local overrides): what a build
    /// needs, present or not (CocoaPods writes its files on `pod install`),
    /// and so what a Run Script phase that reads them declares.
    static func requiredFiles(at path: String, readFile: (String) -> [UInt8]?) -> [String] {
        var found: [String] = []
        var pending = [path]
        while let next = pending.popLast() {
            guard !found.contains(next), found.count < 32 else { continue }
            found.append(next)
            guard let bytes = readFile(next) else { continue }
            for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
                let trimmed = line.trimmingWhitespace()
                guard trimmed.hasPrefix("#include") && !trimmed.hasPrefix("#include?"),
                    let open = trimmed.firstIndex(of: "\""), let close = trimmed.lastIndex(of: "\""), open < close
                else { continue }
                pending.append(
                    FilePath.joinNormalized(
                        FilePath.folderPrefix(of: next), String(trimmed[trimmed.index(after: open)..<close])))
            }
        }
        return found
    }

    private static func read(
        _ path: String, optional: Bool, from includer: SourceLocation?, into result: inout [String: String],
        visiting: inout Set<String>, readFile: (String) -> [UInt8]?, diagnostics: inout DiagnosticCollector
    ) {
        guard visiting.count < 32, visiting.insert(path).inserted else { return }
        defer { visiting.remove(path) }
        guard let bytes = readFile(path) else {
            // CocoaPods' own files set nothing the run reads; the pods
            // missing with them are named once for the target (SG020).
            if !optional && !CocoaPods.isSupportFile(path) {
                diagnostics.emit(
                    Diagnostic(
                        .unreadableBuildConfiguration,
                        "cannot read the build configuration file \(path); the settings it would give, such as "
                            + "the module name, are Xcode's defaults",
                        at: includer ?? .start(of: path)))
            }
            return
        }
        // A conflict git left reads as settings of both sides, silently:
        // it is an error at its first marker.
        if let marker = MergeConflict.firstMarker(in: bytes, file: path) {
            diagnostics.emit(MergeConflict.diagnostic(marker, code: .propertyListSyntax))
            return
        }
        let text = String(decoding: bytes, as: UTF8.self)
        // `\r\n` is one Character, which a split on "\n" never finds.
        for (number, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated()
        {
            var line = String(rawLine)
            if let comment = line.firstRange(of: "//") { line = String(line[..<comment.lowerBound]) }
            line = line.trimmingWhitespace()
            guard !line.isEmpty else { continue }
            if line.hasPrefix("#include") {
                let isOptional = line.hasPrefix("#include?")
                guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else {
                    continue
                }
                let included = String(line[line.index(after: open)..<close])
                read(
                    FilePath.joinNormalized(FilePath.folderPrefix(of: path), included), optional: isOptional,
                    from: SourceLocation(file: path, line: number + 1, column: 1), into: &result,
                    visiting: &visiting, readFile: readFile, diagnostics: &diagnostics)
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingWhitespace()
            let value = line[line.index(after: equals)...].trimmingWhitespace()
            guard !key.isEmpty else { continue }
            result[key] = value
        }
    }
}
