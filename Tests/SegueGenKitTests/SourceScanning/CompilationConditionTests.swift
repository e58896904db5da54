import SegueGenSupport
import XCTest

@testable import SegueGenKit

/// The conditions of `#if` judged per target (issue 54): true, false, or
/// not known, in Swift and Objective-C; and the code a target never
/// compiles or runs removed before the scanners read it (`InactiveCode`).
final class CompilationConditionTests: XCTestCase {
    private let iOS = CompilationEnvironment(platforms: [.iOS], conditions: ["DEBUG"])
    private let tvOS = CompilationEnvironment(platforms: [.tvOS], conditions: ["DEBUG"])
    private let catalyst = CompilationEnvironment(platforms: [.iOS, .macCatalyst], conditions: ["DEBUG"])

    private func swift(_ text: String, _ environment: CompilationEnvironment) -> Truth {
        CompilationCondition(ArraySlice(text.utf8), language: .swift).truth(in: environment)
    }

    private func objectiveC(_ text: String, _ environment: CompilationEnvironment) -> Truth {
        CompilationCondition(ArraySlice(text.utf8), language: .objectiveC).truth(in: environment)
    }

    /// Each condition's truth on iOS, tvOS, and iOS with Mac Catalyst.
    private func assertTruths(
        _ cases: [(String, Truth, Truth, Truth)], judged truth: (String, CompilationEnvironment) -> Truth,
        line: UInt = #line
    ) {
        for (condition, onIOS, onTV, onCatalyst) in cases {
            XCTAssertEqual(truth(condition, iOS), onIOS, "\(condition) on iOS", line: line)
            XCTAssertEqual(truth(condition, tvOS), onTV, "\(condition) on tvOS", line: line)
            XCTAssertEqual(truth(condition, catalyst), onCatalyst, "\(condition) on iOS and Mac Catalyst", line: line)
        }
    }

    func testSwiftPlatformTests() {
        let cases: [(String, Truth, Truth, Truth)] = [
            // condition, iOS, tvOS, iOS with Mac Catalyst
            ("os(iOS)", .yes, .no, .yes),
            ("os(tvOS)", .no, .yes, .no),
            ("!os(tvOS)", .yes, .no, .yes),
            ("os(iOS) || os(tvOS)", .yes, .yes, .yes),
            ("os(iOS) && !os(tvOS) // a comment", .yes, .no, .yes),
            ("(os(macOS) || os(watchOS)) && true", .no, .no, .no),
            ("os(Linux)", .no, .no, .no),
            ("os(Fuchsia)", .unknown, .unknown, .unknown),
            ("targetEnvironment(simulator)", .unknown, .unknown, .unknown),
            ("targetEnvironment(macCatalyst)", .no, .no, .unknown),
            ("canImport(UIKit)", .yes, .yes, .yes),
            ("canImport(AppKit)", .no, .no, .unknown),
            ("canImport(UIKit, _version: 14)", .unknown, .unknown, .unknown),
            ("canImport(Alamofire)", .unknown, .unknown, .unknown),
            ("swift(>=5.0)", .yes, .yes, .yes),
            ("compiler(>=5.9)", .unknown, .unknown, .unknown),
            ("swift(<4.2)", .no, .no, .no),
            ("arch(arm64)", .unknown, .unknown, .unknown),
            ("_runtime(_ObjC)", .yes, .yes, .yes),
            ("DEBUG", .unknown, .unknown, .unknown),
            ("!DEBUG", .unknown, .unknown, .unknown),
            ("BETA", .no, .no, .no),
            ("BETA || os(tvOS)", .no, .yes, .no),
            ("DEBUG && os(tvOS)", .no, .unknown, .no),
            ("DEBUG || os(iOS)", .yes, .unknown, .yes),
            ("false", .no, .no, .no),
            ("os(iOS) ||", .unknown, .unknown, .unknown),
            ("os(iOS) garbage", .unknown, .unknown, .unknown),
        ]
        assertTruths(cases, judged: swift)
    }

    /// A condition no configuration sets is false only when the settings
    /// name them all; and no platform test is decided without a platform.
    func testWhatTheEnvironmentDoesNotKnowStaysUnknown() {
        let openConditions = CompilationEnvironment(platforms: [.iOS], conditions: nil)
        XCTAssertEqual(swift("BETA", openConditions), .unknown)
        XCTAssertEqual(swift("os(tvOS)", openConditions), .no)
        let noPlatform = CompilationEnvironment(platforms: [], conditions: [])
        XCTAssertEqual(swift("os(tvOS)", noPlatform), .unknown)
        XCTAssertEqual(swift("BETA", noPlatform), .no)
        XCTAssertEqual(objectiveC("TARGET_OS_TV", noPlatform), .unknown)
    }

    func testObjectiveCTargetMacros() {
        let cases: [(String, Truth, Truth, Truth)] = [
            ("TARGET_OS_TV", .no, .yes, .no),
            ("TARGET_OS_IOS", .yes, .no, .yes),
            ("TARGET_OS_IPHONE", .yes, .yes, .yes),
            ("TARGET_OS_OSX", .no, .no, .no),
            ("TARGET_OS_MACCATALYST", .no, .no, .unknown),
            ("TARGET_OS_SIMULATOR", .unknown, .unknown, .unknown),
            ("!TARGET_OS_TV", .yes, .no, .yes),
            ("TARGET_OS_TV == 1", .no, .yes, .no),
            ("TARGET_OS_IOS && !TARGET_OS_MACCATALYST", .yes, .no, .unknown),
            ("TARGET_OS_TV || \\\n  TARGET_OS_WATCH", .no, .yes, .no),
            ("0", .no, .no, .no),
            ("1 /* on */", .yes, .yes, .yes),
            ("defined(TARGET_OS_TV)", .unknown, .unknown, .unknown),
            ("defined DEBUG && TARGET_OS_TV", .no, .unknown, .no),
            // A macro of the app's may come from any header.
            ("DEBUG", .unknown, .unknown, .unknown),
            ("__IPHONE_OS_VERSION_MAX_ALLOWED >= 130000", .unknown, .unknown, .unknown),
            ("__has_include(<UIKit/UIKit.h>)", .unknown, .unknown, .unknown),
        ]
        assertTruths(cases, judged: objectiveC)
    }

    /// A run of files knows the platform its storyboards and XIBs all
    /// name.
    func testTheInterfaceFilesSayThePlatformWhenTheyAgree() {
        func document(_ path: String, _ runtime: String) -> InputFile {
            InputFile(
                path: path,
                bytes: Array("<?xml version=\"1.0\"?>\n<document type=\"x\" targetRuntime=\"\(runtime)\">".utf8))
        }
        let phone = document("Main.storyboard", "iOS.CocoaTouch")
        let tv = document("TV.storyboard", "AppleTV")
        let code = InputFile(path: "A.swift", bytes: Array("targetRuntime=\"AppleTV\"".utf8))
        XCTAssertEqual(CompilationEnvironment.ofInterfaceFiles([phone, code]).platforms, [.iOS, .macCatalyst])
        XCTAssertEqual(
            CompilationEnvironment.ofInterfaceFiles([tv, document("Cell.xib", "AppleTV")]).platforms, [.tvOS])
        XCTAssertEqual(CompilationEnvironment.ofInterfaceFiles([phone, tv]), .unknown)
        XCTAssertEqual(CompilationEnvironment.ofInterfaceFiles([document("Mac.storyboard", "MacOSX.Cocoa")]), .unknown)
        XCTAssertEqual(CompilationEnvironment.ofInterfaceFiles([code]), .unknown)
    }

    // MARK: InactiveCode

    private func removed(
        _ source: String, _ environment: CompilationEnvironment, language: SourceTokenizer.Language = .swift
    ) -> String {
        let bytes = Array(source.utf8)
        let result = InactiveCode.removed(from: bytes, language: language, environment: environment)
        XCTAssertEqual(result.count, bytes.count, "offsets stay the file's")
        XCTAssertEqual(
            result.filter { $0 == UInt8(ascii: "\n") }.count, bytes.filter { $0 == UInt8(ascii: "\n") }.count)
        // Runs of spaces read as one, and blanked lines as empty, so the
        // expectations need not count spaces.
        return String(decoding: result, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.split(separator: " ").joined(separator: " ") }.joined(separator: "\n")
    }

    func testADecidedBlockReadsAsPlainCode() {
        let source = "#if os(tvOS)\nclass TV {}\n#else\nclass Phone {}\n#endif\n"
        XCTAssertEqual(removed(source, iOS), "\n\n\nclass Phone {}\n\n")
        XCTAssertEqual(removed(source, tvOS), "\nclass TV {}\n\n\n\n")
        XCTAssertEqual(removed(source, .unknown), source)
    }

    /// A block with undecided branches keeps them, and loses the dead one:
    /// the first live branch becomes the `#if`.
    func testAnUndecidedBlockKeepsItsLiveBranches() {
        let source = "#if os(tvOS)\nA\n#elseif DEBUG\nB\n#elseif os(iOS)\nC\n#else\nD\n#endif\n"
        XCTAssertEqual(removed(source, iOS), "\n\n#if DEBUG\nB\n#elseif os(iOS)\nC\n\n\n#endif\n")
        XCTAssertEqual(removed(source, tvOS), "\nA\n\n\n\n\n\n\n\n")
        XCTAssertEqual(removed(source, catalyst), "\n\n#if DEBUG\nB\n#elseif os(iOS)\nC\n\n\n#endif\n")
        let nested = "#if DEBUG\n#if os(tvOS)\nA\n#endif\nB\n#endif\n"
        XCTAssertEqual(removed(nested, iOS), "#if DEBUG\n\n\n\nB\n#endif\n")
    }

    func testObjectiveCBlocks() {
        let source =
            "#if TARGET_OS_TV\n@implementation TV\n@end\n#elif DEBUG\nX\n#else\n@implementation Phone\n@end\n#endif\n"
        XCTAssertEqual(
            removed(source, iOS, language: .objectiveC),
            "\n\n\n#if DEBUG\nX\n#else\n@implementation Phone\n@end\n#endif\n")
        XCTAssertEqual(removed(source, tvOS, language: .objectiveC), "\n@implementation TV\n@end\n\n\n\n\n\n\n")
        let ifdef = "#ifdef TARGET_OS_TV\nA\n#endif\n"
        XCTAssertEqual(removed(ifdef, iOS, language: .objectiveC), ifdef)
    }

    /// A directive or an idiom test is found wherever it starts, the file
    /// being looked through eight bytes at a time.
    func testConditionsAreFoundAtEveryOffset() {
        for padding in 0..<17 {
            let spaces = String(repeating: " ", count: padding)
            XCTAssertEqual(removed(spaces + "\n#if os(tvOS)\nA\n#endif\n", iOS), "\n\n\n\n", "\(padding)")
            XCTAssertEqual(
                removed(spaces + "if UIDevice.current.userInterfaceIdiom == .tv { a() }", iOS),
                "if UIDevice.current.userInterfaceIdiom == .tv { }", "\(padding)")
        }
    }

    /// The body of an idiom test that never holds is dead code; of one
    /// that always holds, the `else` blocks are.
    func testIdiomBranches() {
        let source = """
            if UIDevice.current.userInterfaceIdiom == .tv { tv() } else if x { phone() } else { other() }
            if traitCollection.userInterfaceIdiom != .tv { phone() }
            if self.traitCollection.userInterfaceIdiom == UIUserInterfaceIdiom.pad { pad() }
            if UIDevice.current.userInterfaceIdiom == .tv && ready { tv() }
            if previousTraitCollection.userInterfaceIdiom == .tv { tv() }
            """
        XCTAssertEqual(
            removed(source, iOS),
            """
            if UIDevice.current.userInterfaceIdiom == .tv { } else if x { phone() } else { other() }
            if traitCollection.userInterfaceIdiom != .tv { phone() }
            if self.traitCollection.userInterfaceIdiom == UIUserInterfaceIdiom.pad { pad() }
            if UIDevice.current.userInterfaceIdiom == .tv && ready { tv() }
            if previousTraitCollection.userInterfaceIdiom == .tv { tv() }
            """)
        XCTAssertEqual(
            removed(source, tvOS),
            """
            if UIDevice.current.userInterfaceIdiom == .tv { tv() } else if x { } else { }
            if traitCollection.userInterfaceIdiom != .tv { }
            if self.traitCollection.userInterfaceIdiom == UIUserInterfaceIdiom.pad { }
            if UIDevice.current.userInterfaceIdiom == .tv && ready { tv() }
            if previousTraitCollection.userInterfaceIdiom == .tv { tv() }
            """)
        // Braces across branches of `#if` may not be the compiled ones.
        let branched = "if UIDevice.current.userInterfaceIdiom == .tv {\n#if DEBUG\n}\n#else\n}\n#endif\n"
        XCTAssertEqual(removed(branched, iOS), branched)
    }
}
