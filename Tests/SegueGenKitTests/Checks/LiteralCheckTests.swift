import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// String literals in code against the storyboards of the run: an unknown
/// segue identifier, storyboard ID or storyboard name is a located error in
/// the source, with a suggestion; a comparison that never holds a warning.
final class LiteralCheckTests: XCTestCase {
    private let manifest = (
        "Main.segues.yaml",
        """
        version: 1
        storyboard: Main
        scenes:
          - name: List
            class: ListViewController
            storyboardID: List
            segues: [{id: showDetail, kind: show, destination: Detail}]
          - name: Detail
            class: DetailViewController
            storyboardID: Detail
            segues: [{id: showEditor, kind: presentation, destination: List}]

        """
    )

    private func list(_ body: String) -> (String, String) {
        ("App/ListViewController.swift", "final class ListViewController: UIViewController {\n\(body)\n}\n")
    }

    private let detail = ("App/Detail.swift", "final class DetailViewController: UIViewController {}\n")

    private func check(_ files: [(String, String)], literalChecks: LiteralCheckScope = .everyStoryboard)
        -> [Diagnostic]
    {
        var checks = CheckScopes.everything
        checks.literals = literalChecks
        return Diagnose.load(files, checks: checks).diagnostics.filter {
            ["SG221", "SG222", "SG223", "SG224", "SG225"].contains($0.code.rawValue)
        }
    }

    func testAnUnknownSegueIdentifierIsAnErrorInTheSource() {
        let diagnostics = check([
            manifest, list("    func go() { performSegue(withIdentifier: \"showDetial\", sender: self) }"),
        ])
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "App/ListViewController.swift:2:46: error: no segue has the identifier \"showDetial\"; "
                    + "performSegue(withIdentifier:) would crash; did you mean \"showDetail\"? [SG221]"
            ])
    }

    /// A class that overrides performSegue(withIdentifier:sender:) may
    /// handle an identifier itself, with no segue (Monal's
    /// chatViewController presents "showDetails" in code): no claim on the
    /// calls it, its subclasses or its superclasses receive, in Swift and
    /// Objective-C. Without the override the same call is an error.
    func testAClassOverridingPerformSegueHandlesIdentifiersItself() {
        let swiftOverride = """
                override func performSegue(withIdentifier identifier: String, sender: Any?) {
                    if identifier == "showDetails" { return }
                    super.performSegue(withIdentifier: identifier, sender: sender)
                }
            """
        let call = "    func go() { performSegue(withIdentifier: \"showDetails\", sender: self) }"
        XCTAssertEqual(check([manifest, list(call + "\n" + swiftOverride), detail]).map(\.code), [])
        XCTAssertEqual(check([manifest, list(call), detail]).map(\.code), [.unknownSegueIdentifierLiteral])
        // The override in a subclass: the call on self may reach it.
        let subclass = (
            "App/Sub.swift", "final class SubListViewController: ListViewController {\n\(swiftOverride)\n}\n"
        )
        XCTAssertEqual(check([manifest, list(call), detail, subclass]).map(\.code), [])
        // An unrelated class's override: the call is judged.
        let other = ("App/Other.swift", "final class OtherViewController: UIViewController {\n\(swiftOverride)\n}\n")
        XCTAssertEqual(check([manifest, list(call), detail, other]).map(\.code), [.unknownSegueIdentifierLiteral])
        // Objective-C.
        let objectiveC = (
            "App/ListViewController.m",
            """
            @implementation ListViewController
            - (void)go { [self performSegueWithIdentifier:@"showDetails" sender:self]; }
            - (void)performSegueWithIdentifier:(NSString *)identifier sender:(id)sender {
                if ([identifier isEqualToString:@"showDetails"]) { return; }
                [super performSegueWithIdentifier:identifier sender:sender];
            }
            @end

            """
        )
        let header = ("App/ListViewController.h", "@interface ListViewController : UIViewController\n@end\n")
        XCTAssertEqual(check([manifest, objectiveC, header, detail]).map(\.code), [])
    }

    /// UIKit looks only at the receiver's segues: another scene's segue
    /// crashes as surely as a misspelt one, unless the receiver is another
    /// object.
    func testPerformingAnotherScenesSegueOnSelfIsAnError() {
        let own = check([
            manifest, list("    func go() { performSegue(withIdentifier: \"showEditor\", sender: self) }"), detail,
        ])
        XCTAssertEqual(Diagnose.summary(own), ["2:46 error SG221"])
        XCTAssertTrue(
            own.first?.message.hasPrefix(
                "ListViewController's scenes have no segue \"showEditor\", which is a segue of Main.Detail") == true,
            own.first?.message ?? "")
        let other = check([
            manifest, list("    func go() { detail.performSegue(withIdentifier: \"showEditor\", sender: self) }"),
        ])
        XCTAssertEqual(other, [])
    }

    func testAComparisonThatNeverHoldsIsAWarning() {
        let diagnostics = check([
            manifest,
            list(
                "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n"
                    + "        if segue.identifier == \"showDetail\" {}\n        if segue.identifier == \"gone\" {}\n    }"
            ),
        ])
        XCTAssertEqual(Diagnose.summary(diagnostics), ["4:32 warning SG222"])
    }

    func testUnknownStoryboardIDsAndNamesAreErrors() {
        let diagnostics = check([
            manifest,
            list(
                "    func go() {\n        _ = UIStoryboard(name: \"Mian\", bundle: nil)"
                    + ".instantiateViewController(withIdentifier: \"Detial\")\n"
                    + "        _ = UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"List\")\n    }"
            ),
        ])
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "App/ListViewController.swift:3:32: error: no storyboard of this run is named \"Mian\"; "
                    + "UIStoryboard(name:bundle:) would throw; did you mean \"Main\"? [SG224]",
                "App/ListViewController.swift:3:95: error: no scene has the storyboard ID \"Detial\"; "
                    + "instantiateViewController(withIdentifier:) would throw; did you mean \"Detail\"? [SG223]",
            ])
    }

    /// A view controller that no scene, XIB or code of the run names, nor
    /// a class below it, never runs unless something the run does not see
    /// creates it (issue 42: Element's class that only a design tool's file
    /// declared asked for a storyboard ID no storyboard had): SG236, a
    /// warning. Created in code, named by a scene, or a subclass named,
    /// and the same calls are SG223 and SG221 again.
    func testALiteralInAViewControllerNothingCreatesIsAWarning() {
        let start = (
            "App/StartViewController.swift",
            "class StartViewController: UIViewController {\n"
                + "    func go() { _ = storyboard?.instantiateViewController(withIdentifier: \"Start\") }\n"
                + "    func next() { performSegue(withIdentifier: \"showStart\", sender: nil) }\n}\n"
        )
        func codes(_ more: [(String, String)], start: (String, String) = start) -> [String] {
            Diagnose.load([manifest, start] + more, checks: .everything).diagnostics
                .filter { ["SG221", "SG223", "SG236"].contains($0.code.rawValue) }
                .map { "\($0.location.file):\($0.location.line) \($0.code.rawValue)" }
        }
        let errors = ["App/StartViewController.swift:2 SG223", "App/StartViewController.swift:3 SG221"]
        XCTAssertEqual(codes([]), ["App/StartViewController.swift:2 SG236", "App/StartViewController.swift:3 SG236"])
        let warning = Diagnose.load([manifest, start], checks: .everything).diagnostics.first {
            $0.code.rawValue == "SG236"
        }
        XCTAssertEqual(
            warning?.description,
            "App/StartViewController.swift:2:75: warning: no scene has the storyboard ID \"Start\"; "
                + "instantiateViewController(withIdentifier:) would throw, but nothing the run sees creates "
                + "StartViewController or a class below it (no scene something can show, no XIB and no code names "
                + "it), so this code may never run; give the run the code or file that creates it to make this an "
                + "error [SG236]")
        // Any mention of the class, or of a class below it, by code, a
        // scene or an object, is a way the run may create it.
        for creation in [
            "func make() -> UIViewController { StartViewController() }",
            "func make() -> StartViewController { .init() }",
            "let a = App.StartViewController.self",
            "typealias Start = StartViewController",
            "let c: AnyClass? = NSClassFromString(\"App.StartViewController\")",
            "final class Sub: StartViewController {}\nlet a = Sub.self",
        ] {
            XCTAssertEqual(codes([("App/Make.swift", creation + "\n")]), errors, creation)
        }
        let named = (
            "Other.segues.yaml", "version: 1\nstoryboard: Other\nscenes:\n  - {name: S, class: StartViewController}\n"
        )
        XCTAssertEqual(codes([named]), errors)
        // A scene nothing can show (no segue leads to it, no storyboard
        // ID, no initial scene) is never loaded: it creates nothing
        // (Lockdown's WhyTrustViewController).
        let dead = (
            "Other.segues.yaml",
            "version: 1\nstoryboard: Other\ninitialScene: Home\nscenes:\n  - {name: Home, class: HomeViewController}\n"
                + "  - {name: S, class: StartViewController}\n"
        )
        XCTAssertEqual(
            codes([dead]), ["App/StartViewController.swift:2 SG236", "App/StartViewController.swift:3 SG236"])
        // By the Objective-C runtime's name of a class `@objc(Name)` renames.
        let renamed = (
            "App/StartViewController.swift", "@objc(LegacyStart)\n" + start.1
        )
        XCTAssertEqual(
            codes([("App/Make.m", "id make(void) { return [[LegacyStart alloc] init]; }\n")], start: renamed),
            ["App/StartViewController.swift:3 SG223", "App/StartViewController.swift:4 SG221"])
        // By the Swift name `NS_SWIFT_NAME` gives an Objective-C class.
        let objectiveC = [
            ("App/FLXStartVC.h", "NS_SWIFT_NAME(StartVC)\n@interface FLXStartVC : UIViewController\n@end\n"),
            (
                "App/FLXStartVC.m",
                "@implementation FLXStartVC\n- (void)go { [self performSegueWithIdentifier:@\"nope\" sender:nil]; }\n@end\n"
            ),
        ]
        func objectiveCCodes(_ more: [(String, String)]) -> [String] {
            Diagnose.load([manifest] + objectiveC + more, checks: .everything).diagnostics
                .filter { ["SG221", "SG236"].contains($0.code.rawValue) }
                .map { "\($0.location.file):\($0.location.line) \($0.code.rawValue)" }
        }
        XCTAssertEqual(objectiveCCodes([]), ["App/FLXStartVC.m:2 SG236"])
        XCTAssertEqual(
            objectiveCCodes([("App/Make.swift", "func make() -> UIViewController { StartVC() }\n")]),
            ["App/FLXStartVC.m:2 SG221"])
        // A class that is no view controller, or a framework's, is not
        // judged by this rule.
        let helper = (
            "App/Helper.swift",
            "final class Helper: NSObject {\n    func go(_ s: UIStoryboard) { _ = s.instantiateViewController("
                + "withIdentifier: \"Start\") }\n}\n"
        )
        XCTAssertEqual(codes([helper]).filter { $0.hasPrefix("App/Helper") }, ["App/Helper.swift:2 SG223"])
        let navigation = (
            "App/Navigation.swift",
            "extension UINavigationController {\n    func go() { _ = storyboard?.instantiateViewController("
                + "withIdentifier: \"Start\") }\n}\n"
        )
        XCTAssertEqual(codes([navigation]).filter { $0.hasPrefix("App/Navigation") }, ["App/Navigation.swift:2 SG223"])
    }

    /// Never off without a word: code without a storyboard to check it
    /// against gets one note; `checkLiterals: false` turns the check off;
    /// a list of storyboards judges only their classes' literals.
    func testTheCheckSaysWhenItCannotRunAndCanBeScoped() {
        let misspelt = list("    func go() { performSegue(withIdentifier: \"showDetial\", sender: self) }")
        XCTAssertEqual(Diagnose.summary(check([misspelt])), ["2:46 note SG225"])
        XCTAssertEqual(check([manifest, misspelt], literalChecks: LiteralCheckScope(isEnabled: false)), [])
        let other = ConfiguredName(name: "Other", location: .start(of: "seguegen.yaml"))
        let main = ConfiguredName(name: "Main", location: .start(of: "seguegen.yaml"))
        XCTAssertEqual(check([manifest, misspelt], literalChecks: LiteralCheckScope(storyboards: [other])), [])
        XCTAssertEqual(
            Diagnose.summary(check([manifest, misspelt], literalChecks: LiteralCheckScope(storyboards: [main]))),
            ["2:46 error SG221"])
    }

    func testObjectiveCLiteralsAreCheckedToo() {
        let source = """
            @implementation ListViewController
            - (void)go { [self performSegueWithIdentifier:@"showDetial" sender:self]; }
            @end
            """
        XCTAssertEqual(Diagnose.summary(check([manifest, ("App/List.m", source)])), ["2:47 error SG221"])
    }
}

extension LiteralCheckTests {
    /// A storyboard `checkLiterals` names that the run does not have is a
    /// located error, never a scope that quietly checks nothing.
    func testAMisspeltStoryboardInTheScopeIsAnError() {
        var diagnostics = DiagnosticCollector()
        var checks = CheckScopes.everything
        checks.literals = LiteralCheckScope(storyboards: [
            ConfiguredName(name: "Mian", location: .start(of: "seguegen.yaml"))
        ])
        _ = Pipeline.load(
            [InputFile(path: manifest.0, bytes: Array(manifest.1.utf8))], checks: checks, diagnostics: &diagnostics)
        XCTAssertEqual(
            diagnostics.sorted.map(\.description),
            [
                "seguegen.yaml:1:1: error: checkLiterals names \"Mian\", which is no storyboard of this run; "
                    + "did you mean \"Main\"? [SG230]"
            ])
    }

    /// A base class performs the segues of its subclasses' scenes; a scene
    /// whose class chain the run does not know may be a subclass's (f11).
    func testASubclassesSegueOnSelfIsNoErrorAndAnUnknownSceneClassMakesNoClaim() {
        let base = (
            "App/ListViewController.swift",
            "class ListViewController: UIViewController {\n"
                + "    func go() { performSegue(withIdentifier: \"showEditor\", sender: self) }\n}\n"
                + "final class DetailViewController: ListViewController {}\n"
        )
        XCTAssertEqual(check([manifest, base]), [])
        let unknown = list("    func go() { performSegue(withIdentifier: \"showEditor\", sender: self) }")
        XCTAssertEqual(check([manifest, unknown]), [])
    }

    /// A storyboard of another bundle (a framework's) has IDs the run does
    /// not see: no claim where the code opens one (f13).
    func testAStoryboardIDOfAnotherBundleIsNotJudged() {
        let body = """
                func pay() {
                    let storyboard = UIStoryboard(name: "Payment", bundle: Bundle(for: Marker.self))
                    _ = storyboard.instantiateViewController(withIdentifier: "Checkout")
                }
                func again() { _ = storyboard?.instantiateViewController(withIdentifier: "Chekout") }
            """
        let diagnostics = check([manifest, list(body)])
        XCTAssertEqual(Diagnose.summary(diagnostics).count, 1, Diagnose.summary(diagnostics).joined())
        XCTAssertTrue(diagnostics.first?.message.contains("\"Chekout\"") == true)
    }
}
