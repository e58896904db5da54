import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// Issue 32: an unwind is an error only where the run proves it fails. Each
/// case the issue names (four from shipping apps, the siblings UIKit's
/// search asks, container hooks, an unknown base class) beside the proven
/// case, which still fails the build.
final class NavigationSoundnessTests: XCTestCase {
    /// `Main.segues.yaml`, the app's Swift, and an Info.plist that makes
    /// Main the storyboard the app starts from; `extra` adds inputs.
    private func app(
        _ manifest: String, swift: String, extra: [(String, String)] = [], file: StaticString = #filePath,
        line: UInt = #line
    ) -> [Diagnostic] {
        Diagnose.files(
            [
                ("Main.segues.yaml", "version: 1\nstoryboard: Main\n" + manifest), ("App.swift", swift),
                ("Info.plist", Diagnose.infoPlist(mainStoryboard: "Main")),
            ] + extra, suppressing: [.unusedUnwindAction])
    }

    private func codes(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.severity.rawValue) \($0.code.rawValue)" }
    }

    /// Home (the app's root) shows Detail; Detail unwinds to an action only
    /// Other implements, a scene nothing above Detail can be.
    private let provenManifest = """
        initialScene: Home
        scenes:
          - {name: Home, class: HomeViewController, segues: [{id: detail, kind: show, destination: Detail}]}
          - {name: Detail, class: DetailViewController, segues: [{kind: unwind, action: "unwindToOther:"}]}
          - {name: Other, class: OtherViewController, storyboardID: other}

        """
    private let provenSwift = """
        import UIKit
        final class HomeViewController: UIViewController {}
        final class DetailViewController: UIViewController {}
        final class OtherViewController: UIViewController {
            @IBAction func unwindToOther(_ segue: UIStoryboardSegue) {}
        }

        """

    /// Everything that decides what is above Detail is known: an error.
    func testTheProvenCaseStillFailsTheBuild() {
        let diagnostics = app(provenManifest, swift: provenSwift)
        XCTAssertEqual(codes(diagnostics), ["error SG301"])
        XCTAssertEqual(
            diagnostics.first?.message,
            "unwind \"unwindToOther:\" from Detail can never reach an implementer: Other is neither above Detail "
                + "nor beside what is (above it can be: Home)")
        XCTAssertTrue(diagnostics.contains { $0.severity == .error })
    }

    /// Without the Info.plist the run does not know Home is the root.
    func testWithoutTheInfoPlistTheSameUnwindIsAWarning() {
        let diagnostics = Diagnose.files(
            [("Main.segues.yaml", "version: 1\nstoryboard: Main\n" + provenManifest), ("App.swift", provenSwift)],
            suppressing: [.unusedUnwindAction])
        XCTAssertEqual(codes(diagnostics), ["warning SG307"])
        XCTAssertTrue(
            diagnostics[0].message.hasSuffix(
                "but the run does not say which storyboard the app starts from (give it the app's Info.plist, or "
                    + "use --project), so this is no proof that it fails"), diagnostics[0].message)
    }

    /// From a shipping app: a helper instantiates another storyboard's
    /// initial scene and the implementer presents it.
    func testCodeThatInstantiatesAStoryboardMakesItsPresentersUnknown() {
        let games = (
            "Games.segues.yaml",
            """
            version: 1
            storyboard: Games
            initialScene: List
            scenes:
              - {name: List, class: GamesViewController, segues: [{kind: unwind, action: "unwindToHome:"}]}

            """
        )
        let manifest = """
            initialScene: Home
            scenes:
              - {name: Home, class: HomeViewController}

            """
        let swift = """
            import UIKit
            struct GamesDatabase {
                static func make() -> UIViewController? {
                    UIStoryboard(name: "Games", bundle: nil).instantiateInitialViewController()
                }
            }
            final class HomeViewController: UIViewController {
                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {}
                func open() { present(GamesDatabase.make()!, animated: true) }
            }
            final class GamesViewController: UIViewController {}

            """
        let diagnostics = app(manifest, swift: swift, extra: [games])
        XCTAssertEqual(codes(diagnostics), ["warning SG307"])
        XCTAssertTrue(
            diagnostics[0].message.contains(
                "but code instantiates List (in GamesDatabase), so what presents it is not known"),
            diagnostics[0].message)

        // Without that code, the storyboard's initial scene is still no
        // root: nothing the run shows presents it.
        let unopened = swift.replacingOccurrences(
            of: "UIStoryboard(name: \"Games\", bundle: nil).instantiateInitialViewController()", with: "nil")
        let alone = app(manifest, swift: unopened, extra: [games])
        XCTAssertEqual(codes(alone), ["warning SG307"])
        XCTAssertTrue(alone[0].message.contains("is not where the app starts (the initial scene of Main)"))
    }

    /// From a shipping app, and UIKit's own hooks: a container whose class
    /// routes unwinds, or installs its children in code, decides what is
    /// above the source.
    func testAContainerThatRoutesUnwindsOrAddsChildrenMakesThePathsUnknown() {
        let manifest = """
            initialScene: Root
            scenes:
              - {name: Root, class: RootViewController, segues: [{id: detail, kind: show, destination: Detail}]}
              - {name: Detail, class: DetailViewController, segues: [{kind: unwind, action: "unwindToOther:"}]}
              - {name: Other, class: OtherViewController, storyboardID: other}

            """
        let hooks = [
            "override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] { [] }",
            "override func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? { nil }",
            "override func canPerformUnwindSegueAction(_ action: Selector, from: UIViewController, sender: Any?) -> Bool { true }",
            "override func canPerformUnwindSegueAction(_ action: Selector, from: UIViewController, withSender sender: Any) -> Bool { true }",
            "func addOther() { addChild(OtherViewController()) }",
        ]
        for member in hooks {
            let swift =
                provenSwift.replacingOccurrences(of: "HomeViewController: UIViewController {}", with: "")
                + "final class RootViewController: UIViewController {\n    \(member)\n}\n"
            let diagnostics = app(manifest, swift: swift)
            XCTAssertEqual(codes(diagnostics), ["warning SG307"], member)
            XCTAssertTrue(diagnostics.first?.message.contains("RootViewController") == true, member)
        }
        let objectiveC = (
            "Root.m",
            """
            @implementation RootViewController
            - (UIViewController *)childViewControllerContainingSegueSource:(id<UIStoryboardUnwindSegueSource>)source {
                return nil;
            }
            @end

            """
        )
        let fromObjectiveC = app(
            manifest,
            swift: provenSwift + "final class RootViewController: UIViewController {}\n", extra: [objectiveC])
        XCTAssertEqual(codes(fromObjectiveC), ["warning SG307"])

        // Two overrides perform or create the segue but do not choose where
        // it goes: the unwind stays proven.
        for member in [
            "override func unwind(for segue: UIStoryboardSegue, towards: UIViewController) {}",
            "override func segueForUnwinding(to: UIViewController, from: UIViewController, identifier: String?) -> UIStoryboardSegue? { nil }",
        ] {
            let swift = provenSwift + "final class RootViewController: UIViewController {\n    \(member)\n}\n"
            XCTAssertEqual(codes(app(manifest, swift: swift)), ["error SG301"], member)
        }
    }

    /// From a shipping app: a navigation controller nothing leads to, with
    /// no storyboard ID, is never on screen, so its unwinds never run.
    func testTheUnwindsOfASceneNothingShowsAreNotJudged() {
        let manifest = """
            initialScene: Home
            scenes:
              - {name: Home, class: HomeViewController}
              - name: Lost
                kind: navigationController
                segues: [{kind: relationship, relationship: rootViewController, destination: Detail}]
              - {name: Detail, class: DetailViewController, segues: [{kind: unwind, action: "unwindToOther:"}]}
              - {name: Other, class: OtherViewController, storyboardID: other}

            """
        let diagnostics = app(manifest, swift: provenSwift)
        XCTAssertEqual(codes(diagnostics), ["warning SG304", "warning SG304"])
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "scene \"Lost\" cannot be reached from the initial scene \"Home\": no segue leads to it, it has no "
                    + "storyboard ID, and it is not the initial scene; give it a storyboard ID if code instantiates it",
                "scene \"Detail\" cannot be reached from the initial scene \"Home\": the segues that lead to it start "
                    + "at scenes nothing shows; its unwinds are not checked; give it a storyboard ID if code "
                    + "instantiates it",
            ])
    }

    /// From a shipping app: an unwind segue on the view controller itself
    /// that no code performs never runs. Performing it, by a literal or by
    /// an identifier the run cannot read, puts it back under judgement.
    func testAManualUnwindNoCodePerformsIsDead() {
        let manifest = provenManifest.replacingOccurrences(
            of: "[{kind: unwind, action: \"unwindToOther:\"}]",
            with: "[{id: back, kind: unwind, action: \"unwindToOther:\", manual: true}]")
        let dead = app(manifest, swift: provenSwift)
        XCTAssertEqual(codes(dead), ["warning SG308"])
        XCTAssertEqual(
            dead.first?.message,
            "the unwind segue \"back\" (to unwindToOther:) never runs: it hangs on the view controller itself, not "
                + "on a control, so only code performs it, and no code of the run performs \"back\"; perform it, or "
                + "remove it")
        for call in [
            "performSegue(withIdentifier: \"back\", sender: nil)", "performSegue(withIdentifier: name, sender: nil)",
        ] {
            let swift = provenSwift.replacingOccurrences(
                of: "final class DetailViewController: UIViewController {}",
                with: "final class DetailViewController: UIViewController {\n    var name = \"\"\n"
                    + "    func leave() { \(call) }\n}")
            XCTAssertEqual(codes(app(manifest, swift: swift)), ["error SG301"], call)
        }
        // The Objective-C form.
        let objectiveC = (
            "Detail.m",
            "@implementation DetailViewController\n- (void)leave { [self performSegueWithIdentifier:@\"back\" "
                + "sender:nil]; }\n@end\n"
        )
        XCTAssertEqual(codes(app(manifest, swift: provenSwift, extra: [objectiveC])), ["error SG301"])
        // Nothing can perform a manual segue without an identifier.
        let anonymous = manifest.replacingOccurrences(of: "id: back, ", with: "")
        XCTAssertEqual(codes(app(anonymous, swift: provenSwift)), ["warning SG308"])
    }

    /// A typed perform names a case the plan keeps (issue 53): of "showDetail"
    /// and "show-detail", whose cases would be one (SG209), `.showDetail` is
    /// "showDetail"'s, and performs nothing of "show-detail", which then
    /// never runs.
    func testATypedPerformOfAKeptCaseLeavesTheCollidingSegueDead() {
        let manifest = """
            initialScene: Home
            scenes:
              - name: Home
                class: HomeViewController
                segues:
                  - {id: showDetail, kind: show, destination: Detail, manual: true}
                  - {id: show-detail, kind: show, destination: Detail, manual: true}
              - {name: Detail, class: DetailViewController}

            """
        let swift = """
            import UIKit
            final class HomeViewController: UIViewController {
                func open() { performSegue(.showDetail, sender: nil) }
            }
            final class DetailViewController: UIViewController {}

            """
        let dead = app(manifest, swift: swift).filter { $0.code.rawValue == "SG308" }
        XCTAssertEqual(dead.map(\.message).count, 1, "\(dead)")
        XCTAssertTrue(dead.first?.message.contains("\"show-detail\"") == true, "\(dead)")
    }

    /// UIKit asks each controller above the source for its other children:
    /// an implementer in another tab, or pushed in that tab, is found.
    func testAnImplementerInASiblingTabIsFound() {
        let manifest = """
            initialScene: Tabs
            scenes:
              - name: Tabs
                kind: tabBarController
                segues:
                  - {kind: relationship, relationship: viewControllers, destination: FirstNavigation}
                  - {kind: relationship, relationship: viewControllers, destination: SecondNavigation}
              - name: FirstNavigation
                kind: navigationController
                segues: [{kind: relationship, relationship: rootViewController, destination: First}]
              - {name: First, class: FirstViewController, segues: [{id: more, kind: show, destination: Deeper}]}
              - {name: Deeper, class: DeeperViewController}
              - name: SecondNavigation
                kind: navigationController
                segues: [{kind: relationship, relationship: rootViewController, destination: Second}]
              - {name: Second, class: SecondViewController, segues: [{id: sheet, kind: presentation, destination: Sheet}]}
              - name: Sheet
                class: SheetViewController
                segues: [{kind: unwind, action: "unwindToFirst:"}, {kind: unwind, action: "unwindToDeeper:"}]

            """
        let swift = """
            import UIKit
            final class FirstViewController: UIViewController { @IBAction func unwindToFirst(_ s: UIStoryboardSegue) {} }
            final class DeeperViewController: UIViewController { @IBAction func unwindToDeeper(_ s: UIStoryboardSegue) {} }
            final class SecondViewController: UIViewController {}
            final class SheetViewController: UIViewController {}

            """
        XCTAssertEqual(codes(app(manifest, swift: swift)), [])
        // The same scenes outside the tab bar controller are never asked.
        let apart = manifest.replacingOccurrences(
            of: "  - {kind: relationship, relationship: viewControllers, destination: FirstNavigation}\n", with: ""
        )
        .replacingOccurrences(
            of: "  - name: FirstNavigation\n", with: "  - name: FirstNavigation\n    storyboardID: first\n")
        XCTAssertEqual(codes(app(apart, swift: swift)), ["error SG301", "error SG301"])
    }

    /// The other column of a split view, and a sibling container view, are
    /// asked too.
    func testAnImplementerInTheOtherSplitColumnOrASiblingEmbedIsFound() {
        let split = """
            initialScene: Split
            scenes:
              - name: Split
                kind: splitViewController
                segues:
                  - {kind: relationship, relationship: masterViewController, destination: Master}
                  - {kind: relationship, relationship: detailViewController, destination: Detail}
              - {name: Master, class: MasterViewController}
              - {name: Detail, class: DetailViewController, segues: [{id: sheet, kind: presentation, destination: Sheet}]}
              - {name: Sheet, class: SheetViewController, segues: [{kind: unwind, action: "unwindToMaster:"}]}

            """
        let swift = """
            import UIKit
            final class MasterViewController: UIViewController { @IBAction func unwindToMaster(_ s: UIStoryboardSegue) {} }
            final class DetailViewController: UIViewController {}
            final class SheetViewController: UIViewController {}
            final class PageViewController: UIViewController {}

            """
        XCTAssertEqual(codes(app(split, swift: swift)), [])
        let embeds = """
            initialScene: Page
            scenes:
              - name: Page
                class: PageViewController
                segues: [{kind: embed, destination: Master}, {kind: embed, destination: Detail}]
              - {name: Master, class: MasterViewController}
              - {name: Detail, class: DetailViewController, segues: [{id: sheet, kind: presentation, destination: Sheet}]}
              - {name: Sheet, class: SheetViewController, segues: [{kind: unwind, action: "unwindToMaster:"}]}

            """
        XCTAssertEqual(codes(app(embeds, swift: swift)), [])
    }

    /// A class whose superclass is not in the run (a pod's, a framework's)
    /// may implement the action: SG208 becomes SG231, naming the class.
    func testAnUnknownBaseClassMakesAnUnimplementedActionAWarning() {
        let manifest = """
            initialScene: Menu
            scenes:
              - {name: Menu, class: MenuViewController, segues: [{id: detail, kind: show, destination: Detail}]}
              - {name: Detail, class: DetailViewController, segues: [{kind: unwind, action: "unwindToMenu:"}]}

            """
        let swift = """
            import UIKit
            final class MenuViewController: ECSlidingViewController {}
            final class DetailViewController: UIViewController {}

            """
        let unknown = app(manifest, swift: swift)
        XCTAssertEqual(codes(unknown), ["warning SG231"])
        XCTAssertTrue(
            unknown[0].message.contains(
                "but MenuViewController inherits from ECSlidingViewController, whose code the run does not have"),
            unknown[0].message)
        let known = swift.replacingOccurrences(of: ": ECSlidingViewController", with: ": UITableViewController")
        XCTAssertEqual(codes(app(manifest, swift: known)), ["error SG208"])
        // The base class's code in the run makes it known again.
        let base = ("Sliding.swift", "import UIKit\nclass ECSlidingViewController: UIViewController {}\n")
        XCTAssertEqual(codes(app(manifest, swift: swift, extra: [base])), ["error SG208"])
    }

    /// Review finding: code the run cannot see may instantiate a scene by
    /// its storyboard ID (R.swift's `R.storyboard.main.detail()`, Reusable's
    /// `DetailViewController.instantiate()`, another module) and push it
    /// above the implementer. A scene with a storyboard ID has unknown
    /// presenters unless `presentedOnlyBySegues` says otherwise.
    func testASceneWithAStoryboardIDMayBePresentedByCodeTheRunCannotSee() {
        let manifest = provenManifest.replacingOccurrences(
            of: "{name: Detail, class: DetailViewController,",
            with: "{name: Detail, class: DetailViewController, storyboardID: detail,")
        XCTAssertNotEqual(manifest, provenManifest)
        // Other pushes Detail through R.swift: no call the scanner knows.
        let swift = provenSwift.replacingOccurrences(
            of: "@IBAction func unwindToOther(_ segue: UIStoryboardSegue) {}",
            with: """
                @IBAction func unwindToOther(_ segue: UIStoryboardSegue) {}
                    func open() { navigationController?.pushViewController(R.storyboard.main.detail()!, animated: true) }
                """)
        let diagnostics = app(manifest, swift: swift)
        XCTAssertEqual(codes(diagnostics), ["warning SG307"])
        XCTAssertTrue(
            diagnostics.first?.message.contains(
                "but Detail has the storyboard ID \"detail\", so code may instantiate it and present it from anywhere"
            ) == true, diagnostics.first?.message ?? "")
        XCTAssertTrue(
            diagnostics.first?.message.contains("list \"Main.Detail\" under presentedOnlyBySegues") == true,
            diagnostics.first?.message ?? "")

        // Listed as presented only by segues, the same unwind is proven.
        var collector = DiagnosticCollector(suppressedWarnings: [.unusedUnwindAction])
        var checks = CheckScopes.everything
        checks.unwinds.presentedOnlyBySegues = [
            ConfiguredName(name: "Main.Detail", location: .start(of: "seguegen.yaml"))
        ]
        _ = Pipeline.load(
            [
                InputFile(path: "Main.segues.yaml", bytes: Array(("version: 1\nstoryboard: Main\n" + manifest).utf8)),
                InputFile(path: "App.swift", bytes: Array(swift.utf8)),
                InputFile(path: "Info.plist", bytes: Array(Diagnose.infoPlist(mainStoryboard: "Main").utf8)),
            ],
            checks: checks, diagnostics: &collector)
        XCTAssertEqual(codes(collector.sorted), ["error SG301"])
    }

    /// Review finding: UIKit asks a controller whether it responds to the
    /// unwind's selector, whatever its method takes: a `UIStoryboardSegue`
    /// subclass, `Any`, an alias, or Objective-C's `(id)sender`. None of
    /// these is an unimplemented action.
    func testAnyMethodThatRespondsToTheSelectorImplementsTheUnwind() {
        let manifest = """
            initialScene: Home
            scenes:
              - {name: Home, class: HomeViewController, segues: [{id: detail, kind: show, destination: Detail}]}
              - {name: Detail, class: DetailViewController, segues: [{kind: unwind, action: "unwindToHome:"}]}

            """
        for method in [
            "@IBAction func unwindToHome(_ segue: FadeSegue) {}", "@IBAction func unwindToHome(_ sender: Any) {}",
            "@objc func unwindToHome(_ segue: UnwindingSegue) {}", "@IBAction func unwindToHome(_ sender: Any?) {}",
        ] {
            let swift = """
                import UIKit
                typealias UnwindingSegue = UIStoryboardSegue
                final class FadeSegue: UIStoryboardSegue {}
                final class HomeViewController: UIViewController {
                    \(method)
                }
                final class DetailViewController: UIViewController {}

                """
            XCTAssertEqual(codes(app(manifest, swift: swift)), [], method)
        }
        // A method Objective-C cannot see does not respond.
        let hidden = """
            import UIKit
            final class HomeViewController: UIViewController {
                func unwindToHome(_ sender: Any) {}
            }
            final class DetailViewController: UIViewController {}

            """
        XCTAssertEqual(codes(app(manifest, swift: hidden)), ["error SG208"])
        let objectiveC = (
            "HomeViewController.m",
            """
            #import "HomeViewController.h"
            @implementation HomeViewController
            - (IBAction)unwindToHome:(id)sender {
            }
            @end

            """
        )
        let header = ("HomeViewController.h", "@interface HomeViewController : UIViewController\n@end\n")
        let swift = "import UIKit\nfinal class DetailViewController: UIViewController {}\n"
        XCTAssertEqual(codes(app(manifest, swift: swift, extra: [objectiveC, header])), [])
    }

    /// The leave guard's navigation controller is the run's own generated
    /// class, which implements no unwind action: an editor in it that
    /// unwinds to an action nobody implements is still proven (SG208), as
    /// is one in an app's subclass of it. It was "no code of the run
    /// declares LeaveConfirmingNavigationController" (SG231).
    func testTheGeneratedNavigationControllerIsKnown() {
        let manifest = """
            initialScene: Notes
            scenes:
              - {name: Notes, class: LeaveConfirmingNavigationController, kind: navigationController, segues: [{kind: relationship, relationship: rootViewController, destination: Editor}]}
              - {name: Editor, class: EditorViewController, segues: [{id: close, kind: unwind, action: "unwindToNotes:"}]}
            classes:
              EditorViewController: {confirmsLeaving: true}

            """
        let swift = """
            import UIKit
            final class EditorViewController: UIViewController {}
            final class NotesNavigationController: LeaveConfirmingNavigationController {}

            """
        XCTAssertEqual(codes(app(manifest, swift: swift)), ["error SG208"])
        let subclass = manifest.replacingOccurrences(
            of: "class: LeaveConfirmingNavigationController", with: "class: NotesNavigationController")
        XCTAssertEqual(codes(app(subclass, swift: swift)), ["error SG208"])
    }
}
