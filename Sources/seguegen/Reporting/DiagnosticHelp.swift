import SegueGenKit

/// Each code's entry in docs/Diagnostics.md, the help text SARIF rules
/// carry. The page is embedded in the binary (Package.swift, through the
/// symbolic link beside this file), so the help a code scanning alert shows
/// is the page itself and cannot drift from it.
enum DiagnosticHelp {
    /// The entries by code: the text between `### SGnnn — title` and the
    /// next heading.
    static let entries: [DiagnosticCode: String] = {
        let page = String(decoding: PackageResources.Diagnostics_md, as: UTF8.self)
        var entries: [DiagnosticCode: String] = [:]
        var code: DiagnosticCode?
        var lines: [Substring] = []
        // A `#` in a fenced block (a YAML comment) is no heading.
        var inFence = false
        func close() {
            guard let code else { return }
            entries[code] = lines.joined(separator: "\n").trimmingBlankLines()
        }
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            guard line.hasPrefix("#"), !inFence else {
                lines.append(line)
                continue
            }
            close()
            lines = []
            code = line.hasPrefix("### SG") ? DiagnosticCode(rawValue: String(line.dropFirst(4).prefix(5))) : nil
        }
        close()
        return entries
    }()

    static func text(of code: DiagnosticCode) -> String { entries[code] ?? code.title }
}

extension String {
    /// Without the empty lines at its start and end.
    fileprivate func trimmingBlankLines() -> String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false)
        while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
