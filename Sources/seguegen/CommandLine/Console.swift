import SegueGenKit
import SegueGenSupport

/// Standard output and error. Diagnostics go to standard error, so standard
/// output carries only what a command produces (code, JSON, a graph).
enum Console {
    static func out(_ text: String) {
        write(text, to: 1)
    }

    /// Writes to standard output as is, for streamed output.
    static func write(_ text: String) {
        guard !text.isEmpty else { return }
        writeAll(text, to: 1)
    }

    /// A command's summary line: on standard output, unless the report
    /// goes there (`ReportSession.onStandardOutput`), where it would
    /// break the report's format.
    static func summary(_ text: String) {
        session.onStandardOutput ? error(text) : out(text)
    }

    /// Writes `text` as is to standard output, or to standard error when
    /// `toStandardError`.
    static func text(_ text: String, toStandardError: Bool) {
        toStandardError ? errorText(text) : write(text)
    }

    static func error(_ text: String) {
        write(text, to: 2)
    }

    /// Writes a line straight to a file descriptor, unbuffered, so output
    /// and diagnostics interleave as they happen and nothing is lost at exit.
    private static func write(_ text: String, to descriptor: Int32) {
        writeAll(text.hasSuffix("\n") ? text : text + "\n", to: descriptor)
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { _ = POSIXIO.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Prints a usage error the way `seguegen` always does and returns the
    /// usage exit status.
    static func usageError(_ message: String, command: String?) -> ExitStatus {
        let helpHint = command.map { "seguegen help \($0)" } ?? "seguegen --help"
        error("error: \(message)\nSee '\(helpHint)'.")
        return .usage
    }

    /// Writes to standard error as is: a report, whose lines end in line
    /// feeds already.
    static func errorText(_ text: String) {
        guard !text.isEmpty else { return }
        writeAll(text, to: 2)
    }

    /// Where diagnostics go: set once, from the command line, before the
    /// command runs (`SegueGen.main`). The tool is single-threaded at this
    /// edge (`parallelMap` runs inside the pipeline, which prints nothing),
    /// so nothing else touches it.
    nonisolated(unsafe) static var session = ReportSession()

    /// Reports diagnostics in a stable order, through the session.
    static func report(_ diagnostics: DiagnosticCollector) {
        report(diagnostics.sorted)
    }

    /// Reports diagnostics already in their stable order.
    static func report(_ diagnostics: [Diagnostic]) {
        session.report(diagnostics)
    }

    static func report(_ diagnostic: Diagnostic) {
        session.report([diagnostic])
    }
}
