import SegueGenSupport
import XCTest

/// A proof that files compile cleanly in every language mode, gathered so
/// that a test's proofs run side by side (`assertEachCompilesCleanly`):
/// they are most of `swift test`'s time.
public struct CleanProof: Sendable {
    /// Names the proof in each failure.
    public var label: String
    public var checker: SwiftTypeChecker
    public var files: [URL]
    public var moduleName: String
    public var flags: [String]

    public init(label: String, checker: SwiftTypeChecker, files: [URL], moduleName: String, flags: [String]) {
        self.label = label
        self.checker = checker
        self.files = files
        self.moduleName = moduleName
        self.flags = flags
    }
}

extension Array where Element == CleanProof {
    /// Runs the proofs one per processor, each proof's modes one after the
    /// other, so that the compilers keep every processor busy to the last
    /// proof; fails the test on any error or warning, naming the proof.
    public func assertEachCompilesCleanly(file: StaticString = #filePath, line: UInt = #line) throws {
        let outcomes = parallelMap { proof in
            proof.checker.typecheckInEveryMode(proof.files, proof.moduleName, proof.flags, sideBySide: false)
        }
        for (proof, outcome) in zip(self, outcomes) {
            try proof.checker.assertClean(outcome, label: proof.label, file: file, line: line)
        }
    }
}
