import Foundation
import SegueGenSupport
import XCTest

/// Type-checks Swift sources that `import UIKit`, against the real iOS SDK
/// (`iOSSDK`) or against the stand-in in `Tests/UIKitStub` (`standIn`), for
/// machines without the SDK. Either way `@objc`, `@IBAction` and protocol
/// conformances are checked as on iOS, even on Linux; where the two
/// disagree, the SDK is right and the stand-in is corrected.
public struct SwiftTypeChecker: Sendable {
    public enum LanguageMode: String, CaseIterable, Sendable {
        case swift5
        /// Swift 5 with complete concurrency checking, which reports the
        /// Swift 6 errors as warnings.
        case swift5StrictConcurrency
        case swift6

        var flags: [String] {
            switch self {
            case .swift5: ["-swift-version", "5"]
            case .swift5StrictConcurrency: ["-swift-version", "5", "-strict-concurrency=complete"]
            case .swift6: ["-swift-version", "6"]
            }
        }
    }

    /// What `import UIKit` resolves to.
    public enum UIKit: Sendable {
        case standIn
        case iOSSDK(IOSSDK)
    }

    public var uikit: UIKit

    public init(uikit: UIKit) {
        self.uikit = uikit
    }

    /// Against the stand-in, which every machine with swiftc has.
    public static let standIn = SwiftTypeChecker(uikit: .standIn)

    /// The UIKits a proof runs against: the real SDK when the machine has
    /// it, whose verdict is the one that counts, else the stand-in. The
    /// stand-in beside the SDK proves only that the stand-in is complete,
    /// which a machine without the SDK proves by using it: a third of the
    /// proofs' time, so only where `standInBesideSDKVariable` is 1 (CI
    /// hides the SDK for one run of the proofs instead).
    public static let proofCheckers: [SwiftTypeChecker] = {
        guard case .success(let sdk) = IOSSDK.located else { return [.standIn] }
        let beside = ProcessInfo.processInfo.environment[standInBesideSDKVariable] == "1"
        return [SwiftTypeChecker(uikit: .iOSSDK(sdk))] + (beside ? [.standIn] : [])
    }()

    /// Set to 1, the proofs run against the stand-in beside the real SDK.
    public static let standInBesideSDKVariable = "SEGUEGEN_STAND_IN_PROOFS"

    /// Against the real SDK; skips the calling test with one line when the
    /// machine has none (`IOSSDK.required()`).
    public static func iOSSDK() throws -> SwiftTypeChecker {
        SwiftTypeChecker(uikit: .iOSSDK(try IOSSDK.required()))
    }

    public static let stubFolder = Fixtures.root.appendingPathComponent("Tests/UIKitStub")

    private static let objcFlags = ["-enable-objc-interop", "-disable-objc-attr-requires-foundation-module"]

    /// The compiled stub modules, built once per test run.
    private static let stubModules: Result<URL, StubError> = buildStubModules()

    public struct StubError: Error, CustomStringConvertible {
        public var description: String
    }

    public static var swiftc: URL? {
        ProcessRunner.which("swiftc")
    }

    private static func stubModulesFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "seguegen-uikit-\(ProcessInfo.processInfo.processIdentifier)")
    }

    private static func buildStubModules() -> Result<URL, StubError> {
        guard let swiftc else { return .failure(StubError(description: "swiftc is not on the PATH")) }
        let output = stubModulesFolder()
        try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        // The modules serve every test of this run, so they go when the process does.
        atexit { try? FileManager.default.removeItem(at: SwiftTypeChecker.stubModulesFolder()) }
        for module in ["UIKit", "AVKit", "GLKit"] {
            let arguments =
                // The stubs' bodies are placeholders; skipping them also
                // skips lowering their @objc thunks, which would need
                // Foundation's bridging of String and Any to Objective-C.
                ["-frontend", "-emit-module", "-experimental-skip-all-function-bodies"] + objcFlags + [
                    "-I", stubFolder.appendingPathComponent("ObjectiveC").path, "-I", output.path,
                    "-module-name", module, "-parse-as-library", "-swift-version", "6",
                    "-o", output.appendingPathComponent("\(module).swiftmodule").path,
                    stubFolder.appendingPathComponent("\(module).swift").path,
                ]
            do {
                let result = try ProcessRunner.run(swiftc, arguments)
                guard result.status == 0 else {
                    return .failure(
                        StubError(description: "building the \(module) stub failed:\n\(result.standardError)"))
                }
            } catch {
                return .failure(StubError(description: "cannot run swiftc: \(error)"))
            }
        }
        return .success(output)
    }

    /// The compiler's leading arguments for `action`: the stand-in goes
    /// through the front end with Objective-C interop switched on, the SDK
    /// through the driver, which finds interop from the iOS target.
    private func arguments(_ action: String) throws -> [String] {
        switch uikit {
        case .standIn:
            let modules = try Self.stubModules.get()
            return ["-frontend", action] + Self.objcFlags + [
                "-I", Self.stubFolder.appendingPathComponent("ObjectiveC").path, "-I", modules.path,
            ]
        case .iOSSDK(let sdk):
            // One compiler job for all the files, as the stand-in's frontend
            // runs: without -wmo the driver starts a job for each file, each
            // loading UIKit and checking every file's declarations again, a
            // third of the time for a proof of five files. What it checks is
            // the same; a release build compiles so.
            return [action, "-wmo"] + sdk.flags
        }
    }

    /// Compiles `source` as the module of its file name into a folder for
    /// `-I`, for apps that import modules of their own.
    public func emitModule(_ source: URL, into folder: URL) throws {
        guard let swiftc = Self.swiftc else { throw StubError(description: "swiftc is not on the PATH") }
        let name = source.deletingPathExtension().lastPathComponent
        let output = folder.appendingPathComponent("\(name).swiftmodule").path
        let destination =
            switch uikit {
            case .standIn: ["-o", output]
            case .iOSSDK: ["-emit-module-path", output, "-I", folder.path]
            }
        let arguments =
            try arguments("-emit-module") + [
                "-module-name", name, "-parse-as-library", "-swift-version", "6",
            ] + destination + [source.path]
        let result = try ProcessRunner.run(swiftc, arguments)
        guard result.status == 0 else {
            throw StubError(description: "building the module \(name) failed:\n\(result.standardError)")
        }
    }

    /// Type-checks `files` as one module. Returns the compiler's result;
    /// diagnostics are in `standardError`.
    public func typecheck(
        _ files: [URL], mode: LanguageMode, moduleName: String = "App", extraFlags: [String] = [],
        action: String = "-typecheck"
    ) throws -> ProcessResult {
        guard let swiftc = Self.swiftc else { throw StubError(description: "swiftc is not on the PATH") }
        let arguments =
            try arguments(action) + ["-module-name", moduleName, "-package-name", "SegueGenTests"] + mode.flags
            + extraFlags + files.map(\.path)
        return try ProcessRunner.run(swiftc, arguments)
    }

    /// Type-checks in every language mode and fails the test on any error or
    /// warning.
    public func assertCompilesCleanly(
        _ files: [URL], moduleName: String = "App", extraFlags: [String] = [], file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        try assertClean(typecheckInEveryMode(files, moduleName, extraFlags), file: file, line: line)
    }

    /// Fails the test on an error or a warning in `outcomes`, the results of
    /// `typecheckInEveryMode` in the order of `LanguageMode.allCases`; `label`
    /// names the proof in each failure.
    public func assertClean(
        _ outcomes: [Result<ProcessResult, any Error>], label: String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        XCTAssertEqual(outcomes.count, LanguageMode.allCases.count, label, file: file, line: line)
        let prefix = label.isEmpty ? "" : "\(label): "
        for (mode, outcome) in zip(LanguageMode.allCases, outcomes) {
            let result = try outcome.get()
            XCTAssertEqual(
                result.status, 0, "\(prefix)\(self) \(mode): \(result.standardError)", file: file, line: line)
            XCTAssertFalse(
                result.standardError.contains("warning:"), "\(prefix)\(self) \(mode) warns:\n\(result.standardError)",
                file: file, line: line)
        }
    }

    /// The type-check in each language mode. Side by side by default: the
    /// three compilers share nothing, and the proofs are most of `swift
    /// test`'s time. A caller that already runs proofs side by side (one
    /// per processor, each proof's modes one after the other, so that no
    /// processor waits for the slowest mode of a proof) passes
    /// `sideBySide: false`.
    public func typecheckInEveryMode(
        _ files: [URL], _ moduleName: String, _ extraFlags: [String], sideBySide: Bool = true
    ) -> [Result<ProcessResult, any Error>] {
        LanguageMode.allCases.parallelMap(threadLimit: sideBySide ? LanguageMode.allCases.count : 1) { mode in
            Result { try typecheck(files, mode: mode, moduleName: moduleName, extraFlags: extraFlags) }
        }
    }

    /// A temporary folder for generated sources, removed by the caller's
    /// test teardown or left for inspection on failure.
    public static func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("seguegen-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

extension SwiftTypeChecker: CustomStringConvertible {
    public var description: String {
        switch uikit {
        case .standIn: "the UIKit stand-in"
        case .iOSSDK(let sdk): "the iOS SDK \(sdk.sdk.lastPathComponent)"
        }
    }
}
