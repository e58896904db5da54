import Foundation
import XCTest

/// The real iOS SDK set up for Linux by `../shared/ios-sdk/setup.sh` (or any
/// folder laid out as it writes it): the SDK, the compiler resource folder it
/// needs, and a module cache. Proofs against it outrank those against the
/// stand-in, which can agree with our own mistakes.
public struct IOSSDK: Sendable {
    /// The folder `setup.sh` writes: `iPhoneOS*.sdk`, `res` and `module-cache`.
    public var root: URL
    public var sdk: URL

    /// The lowest deployment target the README promises.
    public static let target = "arm64-apple-ios13.0"

    /// The variable that names the folder; unset, the default `setup.sh` uses;
    /// `none`, the machine is taken to have no SDK, as a fresh clone's
    /// machine (`.ci/run` proves the stand-in so).
    public static let environmentVariable = "SEGUEGEN_IOS_SDK"
    public static let defaultRoot = "/tmp/ios-sdk"

    /// The SDK of this machine, or why there is none. A folder named by the
    /// variable that holds no SDK is a mistake to report, not a reason to skip.
    public static let located: Result<IOSSDK, Absence> = locate(
        ProcessInfo.processInfo.environment[environmentVariable])

    public struct Absence: Error, CustomStringConvertible {
        public var description: String
        /// Whether the variable named a folder, so that a missing SDK fails.
        public var wasRequested: Bool
    }

    public static func locate(_ requested: String?) -> Result<IOSSDK, Absence> {
        if requested == "none" {
            return .failure(Absence(description: "\(environmentVariable) is none", wasRequested: false))
        }
        let wasRequested = requested?.isEmpty == false
        let root = URL(fileURLWithPath: wasRequested ? requested! : defaultRoot)
        let sdks =
            ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
            .filter { $0.hasPrefix("iPhoneOS") && $0.hasSuffix(".sdk") }.sorted()
        let setUp = "run ../shared/ios-sdk/setup.sh (see CONTRIBUTING.md) or set \(environmentVariable)"
        guard let name = sdks.last else {
            return .failure(Absence(description: "no iOS SDK in \(root.path); \(setUp)", wasRequested: wasRequested))
        }
        let sdk = root.appendingPathComponent(name)
        for required in ["\(name)/usr/lib/swift/UIKit.swiftmodule", "res"]
        where !FileManager.default.fileExists(atPath: root.appendingPathComponent(required).path) {
            return .failure(
                Absence(
                    description: "the iOS SDK in \(root.path) lacks \(required); \(setUp)", wasRequested: wasRequested))
        }
        return .success(IOSSDK(root: root, sdk: sdk))
    }

    /// The SDK; skips the calling test with one line when the machine has
    /// none, and fails it when `SEGUEGEN_IOS_SDK` names a folder without one.
    public static func required() throws -> IOSSDK {
        switch located {
        case .success(let sdk): return sdk
        case .failure(let absence) where absence.wasRequested: throw absence
        case .failure(let absence): throw XCTSkip("the real-SDK tier is skipped: \(absence.description)")
        }
    }

    /// What the compiler needs to resolve `import UIKit` against this SDK.
    var flags: [String] {
        [
            "-target", Self.target, "-sdk", sdk.path, "-resource-dir", root.appendingPathComponent("res").path,
            "-module-cache-path", root.appendingPathComponent("module-cache").path,
        ]
    }
}
