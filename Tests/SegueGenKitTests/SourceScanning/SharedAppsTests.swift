import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The unwind checks on real apps (`../shared/apps`): with each storyboard
/// and all of its app's Swift and Objective-C sources, exactly the unwinds
/// whose action the app implements nowhere are SG208, compared with an
/// independent search of the sources; and renaming an implementing method
/// makes its unwind SG208.
final class SharedAppsTests: XCTestCase {
    nonisolated(unsafe) private static var readApps: [CorpusInputs]?

    /// Each app's folder: its storyboards, then all of its sources, by
    /// relative path, as one run; read once a test process.
    private func apps() throws -> [CorpusInputs] {
        if let read = Self.readApps { return read }
        let read = try readApps()
        Self.readApps = read
        return read
    }

    private func readApps() throws -> [CorpusInputs] {
        try SharedApps.folders().map { folder in
            var inputs: [InputFile] = []
            for suffix in [".storyboard", ".swift", ".m", ".mm", ".h"] {
                for url in try Fixtures.filesBelow(folder, endingIn: suffix) {
                    inputs.append(
                        InputFile(
                            path: String(url.path.dropFirst(folder.path.count + 1)), bytes: try Fixtures.bytes(of: url))
                    )
                }
            }
            return CorpusInputs(name: folder.lastPathComponent, inputs: inputs)
        }
    }

    /// The unwind actions of a storyboard, by selector, at their locations;
    /// nil for a storyboard SegueGen refuses (WatchKit, AppKit).
    private func unwindActions(of storyboard: Pipeline.Reading?) -> Set<String>? {
        guard let definition = storyboard?.document?.storyboard else { return nil }
        return Set(definition.scenes.flatMap(\.segues).filter(\.kind.isUnwind).compactMap(\.action))
    }

    /// The selectors of every `@IBAction` taking a segue, found by a plain
    /// text search, the test's own reading of the sources.
    private func implementedSelectors(in sources: [InputFile]) -> Set<String> {
        var result: Set<String> = []
        for source in sources {
            let text = String(decoding: source.bytes, as: UTF8.self)
            for line in text.split(separator: "\n") where line.contains("UIStoryboardSegue") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("-"), trimmed.contains("(IBAction)"),
                    let name = trimmed.components(separatedBy: "(IBAction)").last?.split(separator: ":").first
                {
                    result.insert(name.trimmingCharacters(in: .whitespaces) + ":")
                } else if trimmed.contains("@IBAction"), let function = trimmed.components(separatedBy: "func ").last,
                    let open = function.firstIndex(of: "(")
                {
                    let base = String(function[..<open])
                    let parameter = function[function.index(after: open)...].prefix { $0 != ":" }
                    let names = parameter.split(separator: " ")
                    let label = names.count == 2 ? String(names[0]) : String(names.first ?? "_")
                    let joiner =
                        ["with", "to", "from", "for", "in", "at", "by", "on", "of"].contains(label) ? "" : "With"
                    result.insert(
                        label == "_"
                            ? base + ":" : base + joiner + label.prefix(1).uppercased() + label.dropFirst() + ":")
                }
            }
        }
        return result
    }

    /// The actions reported unimplemented (proven or not), and those of
    /// the unwinds reported never to run, which are not judged.
    private func unimplementedActions(
        _ storyboard: InputFile, of app: CorpusInputs
    ) -> (reported: Set<String>, neverRun: Set<String>, unproven: [Diagnostic]) {
        let diagnostics = app.load { $0.path == storyboard.path || !CorpusInputs.describesScenes($0) }.diagnostics
        let reported = diagnostics.filter {
            [.unimplementedUnwindAction, .unimplementedUnwindActionUnproven].contains($0.code)
        }
        let unproven = reported.filter { $0.code == .unimplementedUnwindActionUnproven }
        let neverRun = diagnostics.filter { $0.code == .deadSegue }.compactMap { dead in
            dead.message.range(of: "(to ").map { String(dead.message[$0.upperBound...].prefix { $0 != ")" }) }
        }
        return (
            Set(reported.compactMap { $0.message.components(separatedBy: "\"").dropFirst().first }), Set(neverRun),
            unproven
        )
    }

    /// The unwind actions of segues that never run, by storyboard, each
    /// read in the app by hand: the expected set is the test's, not what
    /// the check under test reports as dead.
    static let neverRunUnwinds: [String: Set<String>] = [
        // Subreddit.storyboard:318, a manual unwind (from the
        // MultiredditSubsViewController scene itself, no control): it runs
        // only when code performs "unwindManageSubs", and no code does.
        "awkward__beam/Beam/UI/Subreddits/Subreddit View/Subreddit.storyboard": ["unwindFromMultiredditSubsToInfo:"]
    ]

    func testExactlyTheUnwindsNothingImplementsAreReported() throws {
        var checked = 0
        var implementedUnwinds = 0
        for app in try apps() {
            let implemented = implementedSelectors(in: app.sources)
            for storyboard in app.storyboards {
                guard let actions = unwindActions(of: app.reading(of: storyboard.path)), !actions.isEmpty else {
                    continue
                }
                let (reported, neverRun, _) = unimplementedActions(storyboard, of: app)
                // The unwinds that never run are not judged: the test's
                // list, not the check's word, says which.
                let listed = Self.neverRunUnwinds["\(app.name)/\(storyboard.path)"] ?? []
                XCTAssertEqual(neverRun, listed, "\(app.name)/\(storyboard.path): the unwinds reported never to run")
                let expected = actions.subtracting(implemented).subtracting(listed)
                XCTAssertEqual(reported, expected, "\(app.name)/\(storyboard.path)")
                checked += actions.count
                implementedUnwinds += actions.intersection(implemented).count
            }
        }
        // The apps' storyboards hold about twenty unwind actions, most of
        // them implemented (in Swift and in Objective-C).
        XCTAssertGreaterThan(checked, 15)
        XCTAssertGreaterThan(implementedUnwinds, 10)
    }

    /// The targets of the corpus's Xcode projects, each as Xcode builds it:
    /// the storyboards and sources of its build phases, with the sources of
    /// the frameworks it depends on as another module's.
    func targets() throws -> [CorpusInputs] {
        try SharedApps.runs().map { CorpusInputs($0).storyboardsFirst }
    }

    /// The target's diagnostics, each of `renamings` replaced in its
    /// storyboards' text.
    func diagnostics(of target: CorpusInputs, replacing renamings: [(String, String)] = []) -> [Diagnostic] {
        target.replacing(renamings, where: CorpusInputs.describesScenes).load().diagnostics
    }

    /// The errors that stay on these apps, each a failure the app shows at
    /// run time, with the evidence; keyed by target, then by where. (The
    /// firebase quickstart's outlet signInButton, Main.storyboard:366, is
    /// no longer one: it points to a GIDSignInButton of another scene, and
    /// the built storyboard drops such a connection, SG248.)
    static let realFailures: [String: [String: String]] = [
        "firebase__quickstart-ios/authentication/AuthenticationExample.xcodeproj/AuthenticationExampleSwift": [
            "authentication/AuthenticationExample/Base.lproj/Main.storyboard:213:25":
                "SignedInViewController.swift:110 performs the unwind \"SignOut\" to prepareForUnwind:, which only "
                + "the Objective-C target's SelectViewController.m implements; the Swift target's classes (all in "
                + "the run, each a UIViewController) do not, so signing out leaves the user on the screen"
        ],
        "Ranchero-Software__NetNewsWire/NetNewsWire.xcodeproj/NetNewsWire-iOS": [
            "iOS/Account/Account.storyboard:14:17": modalNavigationControllerLost,
            "iOS/Account/Account.storyboard:30:17": modalNavigationControllerLost,
            "iOS/Account/Account.storyboard:315:17": modalNavigationControllerLost,
            "iOS/Account/Account.storyboard:680:17": modalNavigationControllerLost,
            "iOS/Account/Account.storyboard:786:17": modalNavigationControllerLost,
            "iOS/Add/Add.storyboard:128:17": modalNavigationControllerLost,
        ],
        "RocketChat__Rocket.Chat.iOS/Rocket.Chat.xcodeproj/Rocket.Chat": [
            "Rocket.Chat/Views/Chat/New Chat/Cells/VideoCell.xib:38:29":
                "the video button of VideoCell.xib sends buttonImageHandlerDidPressed: to the cell itself (a "
                + "VideoCell, customModuleProvider=\"target\"); VideoCell.swift implements only "
                + "buttonPlayDidPressed(_:), and neither BaseVideoMessageCell nor BaseMessageCell (whose superclass "
                + "is UICollectionViewCell) implements it: only ImageCell and ImageMessageCell do, the cells this "
                + "XIB was copied from; tapping the video crashes with \"unrecognized selector\""
        ],
    ]

    /// The iOS app's storyboards name ModalNavigationController in the
    /// target's module (customModuleProvider="target", NetNewsWire), but the
    /// class moved to the local package RSCore
    /// (Modules/RSCore/Sources/RSCore/UIKit/ModalNavigationController.swift:13,
    /// `public final class`, no `@objc(Name)`): UIKit looks up
    /// NetNewsWire.ModalNavigationController, logs "Unknown class", and
    /// builds a plain UINavigationController, without the class's
    /// navigation bar fix.
    private static let modalNavigationControllerLost =
        "ModalNavigationController is RSCore's, not the target's; UIKit builds a plain UINavigationController"

    /// Xcode builds every target of these apps, so none may draw an error:
    /// not its storyboards, not the literals its code passes to UIKit; but
    /// for the failures listed, which the apps really have.
    func testEveryAppTargetValidatesWithoutAnError() throws {
        var validated = 0
        var xibOnly = 0
        var listedFound: Set<String> = []
        for target in try targets() {
            let known = Self.realFailures[target.name] ?? [:]
            let errors = diagnostics(of: target).filter { $0.severity == .error }
            let unexpected = errors.filter { known["\($0.location)"] == nil }
            XCTAssertEqual(unexpected.map(\.description), [], target.name)
            listedFound.formUnion(errors.map { "\(target.name) \($0.location)" })
            validated += 1
            if target.storyboards.isEmpty { xibOnly += 1 }
        }
        for (target, failures) in Self.realFailures {
            for location in failures.keys {
                XCTAssertTrue(
                    listedFound.contains("\(target) \(location)"), "\(target): \(location) is no longer reported")
            }
        }
        // The corpus's projects have about twenty targets with storyboards,
        // and some with XIBs alone.
        print("validated \(validated) targets, \(xibOnly) of them with XIBs and no storyboard")
        XCTAssertGreaterThan(validated, 15)
        XCTAssertGreaterThan(xibOnly, 0)
    }

    /// Whether the source file at `path` overrides
    /// performSegue(withIdentifier:sender:), read by a plain pattern over
    /// its text, not by the scanner under test.
    static func overridesPerformSegue(_ path: String, in target: CorpusInputs) -> Bool {
        guard let source = target.sources.first(where: { $0.path == path }) else { return false }
        let text = String(decoding: source.bytes, as: UTF8.self)
        return text.range(of: #"-\s*\(\s*void\s*\)\s*performSegueWithIdentifier\s*:"#, options: .regularExpression)
            != nil
            || text.range(
                of: #"override\s+(public\s+|open\s+)?func\s+performSegue\s*\(\s*withIdentifier"#,
                options: .regularExpression)
                != nil
    }

    /// A use in code of a segue identifier or a storyboard ID, found by
    /// `identifierUses`.
    struct IdentifierUse: Hashable {
        /// The storyboard attribute that names the value: `identifier` or
        /// `storyboardIdentifier`.
        var attribute: String
        var value: String
        /// `file:line`.
        var place: String
        var isPerformed: Bool
        var isThroughConstant: Bool
        /// The class whose `class`, `extension` or `@implementation` is the
        /// last to start above the use.
        var enclosingClass: String?
    }

    /// A call or comparison that uses a value of the storyboards, as a
    /// pattern whose groups are the literal's text or the constant's name.
    typealias CodeUse = (pattern: String, attribute: String, isPerformed: Bool)

    /// A literal in Swift or Objective-C, or a name, as `CodeUse` patterns
    /// end.
    static let argument = #"\s*(?:@?"([^"\\]*)"|([A-Za-z_]\w*))"#

    /// The uses in code of segue identifiers and storyboard IDs, found by
    /// plain patterns over the sources, the test's own reading and not the
    /// scanner under test: a literal, or a constant declared with one at
    /// the top level or in a type, performed, compared with a segue's
    /// identifier, or instantiated from a storyboard the same expression
    /// names in the app's bundle (any other storyboard may be one the run
    /// cannot know), in Swift or Objective-C.
    static func identifierUses(in sources: [InputFile]) -> [IdentifierUse] {
        let mainBundle = #"(?:nil|\.main|Bundle\.main|\[NSBundle mainBundle\])"#
        let calls: [CodeUse] = [
            (#"(?<!\w)performSegue\(withIdentifier:"# + argument, "identifier", true),
            (#"(?<!\w)performSegueWithIdentifier:"# + argument, "identifier", true),
            (#"\bsegue\.identifier\s*(?:==|isEqualToString:)"# + argument, "identifier", false),
            (
                #"UIStoryboard\(name:\s*"[^"]*",\s*bundle:\s*"# + mainBundle
                    + #"\)\s*\.instantiateViewController\(withIdentifier:"# + argument, "storyboardIdentifier", false
            ),
            (
                #"\[UIStoryboard storyboardWithName:\s*@"[^"]*"\s+bundle:\s*"# + mainBundle
                    + #"\]\s+instantiateViewControllerWithIdentifier:"# + argument, "storyboardIdentifier", false
            ),
        ]
        return codeUses(calls, in: sources)
    }

    /// The uses `calls` find in the sources, each value given by a literal
    /// or by a constant declared with one at the top level or in a type.
    static func codeUses(_ calls: [CodeUse], in sources: [InputFile]) -> [IdentifierUse] {
        // Each file is decoded and its lines counted once, and the files
        // are read side by side: the patterns over every target's sources
        // took seconds a test.
        let texts = sources.parallelMap { SourceText(String(decoding: $0.bytes, as: UTF8.self)) }
        // Swift's at the top level or in a type; Objective-C's at the top
        // level, or `static` in a function.
        let constantPatterns = [
            #"(?m)^[ ]{0,4}(?:(?:private|fileprivate|internal|public|static)\s+)*let\s+(\w+)\s*(?::\s*String\s*)?=\s*"([^"\\]*)""#,
            #"(?m)^(?:[ \t]*static\s+)?NSString\s*\*\s*(?:const\s+)?(\w+)\s*=\s*@"([^"\\]*)""#,
            #"(?m)^#define\s+(\w+)\s+@"([^"\\]*)""#,
        ]
        // A file's own constants first: several declare a function's
        // `static NSString *CellIdentifier` of their own.
        let declared = texts.parallelMap { text in
            constantPatterns.flatMap { Self.matches($0, in: text) }.map { ($0.groups[0] ?? "", $0.groups[1]) }
        }
        var constants: [String: [String: String]] = [:]
        for (source, pairs) in zip(sources, declared) {
            for (name, value) in pairs {
                constants[source.path, default: [:]][name] = value
                constants["", default: [:]][name] = value
            }
        }
        let classPattern =
            #"(?m)^[ \t]*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:final|public|open|private|fileprivate|internal)\s+)*"#
            + #"(?:class|extension)\s+(\w+)|^@implementation\s+(\w+)"#
        let allConstants = constants
        return Array(zip(sources, texts)).parallelMap { source, text in
            let classes = Self.matches(classPattern, in: text)
            var uses: [IdentifierUse] = []
            for call in calls {
                for match in Self.matches(call.pattern, in: text) {
                    let constant = match.groups[1].flatMap {
                        allConstants[source.path]?[$0] ?? allConstants[""]?[$0]
                    }
                    guard let value = match.groups[0] ?? constant else { continue }
                    let enclosing = classes.last { $0.offset < match.offset }.flatMap { $0.groups[0] ?? $0.groups[1] }
                    uses.append(
                        IdentifierUse(
                            attribute: call.attribute, value: value, place: "\(source.path):\(match.line)",
                            isPerformed: call.isPerformed, isThroughConstant: match.groups[0] == nil,
                            enclosingClass: enclosing))
                }
            }
            return uses
        }.flatMap { $0 }
    }

    /// A source file's text, with the line of each UTF-16 offset, which
    /// the matches are given in.
    struct SourceText: Sendable {
        var text: String
        var lineOfOffset: [Int]

        init(_ text: String) {
            self.text = text
            var lines: [Int] = []
            var line = 1
            for unit in text.utf16 {
                lines.append(line)
                if unit == 0x0A { line += 1 }
            }
            lines.append(line)
            lineOfOffset = lines
        }
    }

    private static func matches(_ pattern: String, in source: SourceText) -> [(
        groups: [String?], line: Int, offset: Int
    )] {
        let expression = try! NSRegularExpression(pattern: pattern)
        let text = source.text
        return expression.matches(in: text, range: NSRange(location: 0, length: source.lineOfOffset.count - 1)).map {
            match in
            let groups = (1..<match.numberOfRanges).map { index -> String? in
                Range(match.range(at: index), in: text).map { String(text[$0]) }
            }
            // The line of the value itself, which a call may put below it.
            let value = (1..<match.numberOfRanges).map { match.range(at: $0) }.first { $0.location != NSNotFound }
            let offset = value?.location ?? match.range.location
            return (groups, source.lineOfOffset[offset], offset)
        }
    }

    /// Renaming a segue identifier or storyboard ID in a storyboard reports
    /// every use in code of it, at the use: a literal, or a constant that
    /// holds it (Beam's `let ManageMultiredditSubsSegueIdentifier =
    /// "manageMultireddit"`, performed and compared). The uses are the
    /// test's own reading of the sources (`identifierUses`). Every
    /// identifier of a kind the code uses is renamed at once, one run a
    /// kind and target: a use is reported for its own identifier alone,
    /// and a run a value took minutes over the corpus.
    func testRenamingAnIdentifierReportsEveryCodeUseOfIt() throws {
        var reported = 0
        var throughConstants = 0
        var storyboardIDs = 0
        for target in try targets() {
            let uses = Self.identifierUses(in: target.sources)
            let storyboardText = target.storyboards.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
            for attribute in ["identifier", "storyboardIdentifier"] {
                let values = Set(uses.filter { $0.attribute == attribute }.map(\.value)).sorted()
                    .filter { storyboardText.contains("\(attribute)=\"\($0)\"") }
                guard !values.isEmpty else { continue }
                let renamings = values.map { ("\(attribute)=\"\($0)\"", "\(attribute)=\"\($0)Renamed\"") }
                let found = Set(
                    diagnostics(of: target, replacing: renamings)
                        .filter { ["SG221", "SG222", "SG223"].contains($0.code.rawValue) }
                        .map { "\($0.location.file):\($0.location.line)" })
                for use in Set(uses) where use.attribute == attribute && values.contains(use.value) {
                    // A class that overrides performSegue(withIdentifier:sender:)
                    // may handle the identifier itself (Monal's
                    // chatViewController.m): its calls are not judged.
                    if use.isPerformed,
                        Self.overridesPerformSegue(String(use.place.prefix { $0 != ":" }), in: target)
                    {
                        continue
                    }
                    XCTAssertTrue(
                        found.contains(use.place),
                        "\(target.name): renaming \(attribute)=\"\(use.value)\" missed \(use.place)")
                    reported += 1
                    if use.isThroughConstant { throughConstants += 1 }
                    if attribute == "storyboardIdentifier" { storyboardIDs += 1 }
                }
            }
        }
        // The apps' code uses over a hundred of their identifiers by
        // literal, and Beam four through its two constants.
        print(
            "identifiers renamed: \(reported) uses reported, \(throughConstants) through constants, "
                + "\(storyboardIDs) storyboard IDs")
        XCTAssertGreaterThan(reported, 100)
        XCTAssertGreaterThan(storyboardIDs, 0)
        XCTAssertGreaterThanOrEqual(throughConstants, 4)
    }

    func testRenamingTheImplementingMethodReportsTheUnwind() throws {
        var renamed = 0
        var proven = 0
        for app in try apps() {
            for storyboard in app.storyboards {
                guard let actions = unwindActions(of: app.reading(of: storyboard.path)) else { continue }
                let before = unimplementedActions(storyboard, of: app)
                let renaming = actions.sorted().filter {
                    !before.reported.contains($0) && !before.neverRun.contains($0)
                }
                // Every implemented action renamed at once: each is reported
                // on its own, whatever happens to the others.
                let renamings = renaming.map { String($0.dropLast()) }.flatMap { piece in
                    [
                        (")\(piece):(", ")\(piece)Renamed:("), ("func \(piece)(", "func \(piece)Renamed("),
                        ("func \(Self.baseName(of: piece))(", "func \(Self.baseName(of: piece))Renamed("),
                    ]
                }
                let after =
                    renaming.isEmpty
                    ? before
                    : unimplementedActions(
                        storyboard, of: app.replacing(renamings, where: { !CorpusInputs.describesScenes($0) }))
                for action in renaming {
                    XCTAssertTrue(
                        after.reported.contains(action),
                        "\(app.name)/\(storyboard.path): renaming \(action) was not reported")
                    // SG208 where the classes are known: a warning must name
                    // a class the app's code really does not declare.
                    for warning in after.unproven where warning.message.contains("\"\(action)\"") {
                        let unknown = Self.unknownClass(in: warning.message)
                        XCTAssertNotNil(unknown, warning.message)
                        XCTAssertFalse(
                            Self.declares(unknown ?? "", in: app.sources),
                            "\(app.name): \(warning.message) names a class the code declares")
                    }
                    renamed += 1
                    proven += after.unproven.contains { $0.message.contains("\"\(action)\"") } ? 0 : 1
                }
            }
        }
        XCTAssertGreaterThan(renamed, 10)
        // Most of the corpus's unwinds return to classes of the app.
        XCTAssertGreaterThan(proven, renamed / 2)
    }

    /// The declaration an SG231 says the run lacks, as a pattern: the base
    /// class's, the class's own, or the one that names its superclass.
    /// Another module's class is not checked (an empty pattern).
    private static func unknownClass(in message: String) -> String? {
        func name(after marker: String) -> String? {
            message.range(of: marker).map { String(message[$0.upperBound...].prefix { $0 != "," && $0 != " " }) }
        }
        if let base = name(after: "inherits from ") { return #"(class|@interface)\s+\#(base)\b"# }
        if let declared = name(after: "no code of the run declares ") {
            return #"(class|@interface)\s+\#(declared)\b"#
        }
        if let implemented = name(after: "the run has code of ") {
            return #"(class\s+\#(implemented)\s*:|@interface\s+\#(implemented)\s*:)"#
        }
        return message.contains(", whose code the run does not have") ? "" : nil
    }

    /// Whether a Swift or Objective-C source has a declaration `pattern`
    /// matches, by text.
    private static func declares(_ pattern: String, in sources: [InputFile]) -> Bool {
        guard !pattern.isEmpty else { return false }
        return sources.contains { source in
            String(decoding: source.bytes, as: UTF8.self).range(of: pattern, options: .regularExpression) != nil
        }
    }

    /// `cancelAddPasswordWithSegue` → `cancelAddPassword`, the Swift base
    /// name of a selector with a `segue:` label.
    private static func baseName(of piece: String) -> String {
        piece.hasSuffix("WithSegue") ? String(piece.dropLast("WithSegue".count)) : piece
    }
}
