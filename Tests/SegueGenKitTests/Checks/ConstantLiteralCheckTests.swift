import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The literal checks through names: a Swift `let` or `static let`, an enum
/// case's raw value, an Objective-C constant or `#define`, judged by its
/// value at the use, with a note at the constant; a name that can hold
/// another value makes no claim.
final class ConstantLiteralCheckTests: XCTestCase {
    /// Main: List (`ListViewController`, ID `List`) shows Detail by
    /// `showDetail`.
    private let manifest = (
        "Main.segues.yaml",
        "version: 1\nstoryboard: Main\nscenes:\n"
            + "  - {name: List, class: ListViewController, storyboardID: List,"
            + " segues: [{id: showDetail, kind: show, destination: Detail}]}\n"
            + "  - {name: Detail, class: DetailViewController, storyboardID: Detail}\n"
    )

    private func list(_ body: String) -> (String, String) {
        ("App/ListViewController.swift", "final class ListViewController: UIViewController {\n\(body)\n}\n")
    }

    private func check(_ files: [(String, String)]) -> [Diagnostic] {
        Diagnose.files([manifest] + files).filter { ["SG221", "SG222", "SG223", "SG224"].contains($0.code.rawValue) }
    }

    private func perform(_ name: String) -> (String, String) {
        list("    func go() { performSegue(withIdentifier: \(name), sender: self) }")
    }

    func testAStaticLetOfAnotherFileIsJudgedAtTheUseWithANoteAtTheConstant() {
        let constants = ("App/K.swift", "struct K {\n    static let showDetail = \"showDetial\"\n}\n")
        let diagnostics = check([constants, perform("K.showDetail")])
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "App/ListViewController.swift:2:46: error: no segue has the identifier \"showDetial\" (the value of "
                    + "K.showDetail); performSegue(withIdentifier:) would crash; did you mean \"showDetail\"? [SG221]\n"
                    + "App/K.swift:2:16: note: K.showDetail is \"showDetial\" here"
            ])
        let right = ("App/K.swift", "struct K {\n    static let showDetail = \"showDetail\"\n}\n")
        XCTAssertEqual(check([right, perform("K.showDetail")]), [])
    }

    func testNestedTypesExtensionsAndGlobalsAreFollowed() {
        let constants = (
            "App/Constants.swift",
            """
            enum Constants {
                enum Segue {
                    static let show = "shw"
                }
            }
            extension Constants.Segue {
                static let other = "othr"
            }
            let globalSegue = "glbl"

            """
        )
        XCTAssertEqual(
            Diagnose.summary(check([constants, perform("Constants.Segue.show")])), ["2:46 error SG221"])
        XCTAssertEqual(
            Diagnose.summary(check([constants, perform("Constants.Segue.other")])), ["2:46 error SG221"])
        XCTAssertEqual(Diagnose.summary(check([constants, perform("globalSegue")])), ["2:46 error SG221"])
        // Written without the outer type, outside it, the name is another one.
        XCTAssertEqual(check([constants, perform("Segue.show")]), [])
    }

    func testAMemberOfTheEnclosingTypeIsFoundByItsBareName() {
        let body = """
                let segueID = "showDetial"
                func go() { performSegue(withIdentifier: segueID, sender: self) }
                func again() { performSegue(withIdentifier: self.segueID, sender: self) }
            """
        XCTAssertEqual(Diagnose.summary(check([list(body)])), ["3:46 error SG221", "4:49 error SG221"])
        // With a global of the same name, the run does not tell which one
        // the code reads (a static member does not hide it from instance
        // code): no claim.
        let global = ("App/Global.swift", "let segueID = \"showDetail\"\n")
        XCTAssertEqual(Diagnose.summary(check([global, list(body)])), [])
    }

    func testEnumRawValuesExplicitAndImplicit() {
        let names = (
            "App/Names.swift",
            """
            enum StoryboardNames: String {
                case main
                case settings = "Main"
            }
            enum SceneIDs: String { case list = "List", detail = "Detial" }

            """
        )
        let body = """
                func open() {
                    _ = UIStoryboard(name: StoryboardNames.main.rawValue, bundle: nil)
                    _ = UIStoryboard(name: StoryboardNames.settings.rawValue, bundle: nil)
                    _ = storyboard?.instantiateViewController(withIdentifier: SceneIDs.list.rawValue)
                    _ = storyboard?.instantiateViewController(withIdentifier: SceneIDs.detail.rawValue)
                }
            """
        let diagnostics = check([names, list(body)])
        XCTAssertEqual(Diagnose.summary(diagnostics), ["3:32 error SG224", "6:67 error SG223"])
        XCTAssertEqual(diagnostics.first?.notes.map(\.location.line), [2])
        // Without `.rawValue` the name is the case, not a string.
        XCTAssertEqual(check([names, perform("SceneIDs.detail")]), [])
    }

    func testAComparisonThroughAConstantIsAWarning() {
        let constants = ("App/K.swift", "enum K {\n    static let gone = \"gone\"\n}\n")
        let body = """
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == K.gone {}
                    if K.gone == segue.identifier {}
                    switch segue.identifier {
                    case K.gone: break
                    default: break
                    }
                }
            """
        XCTAssertEqual(
            Diagnose.summary(check([constants, list(body)])),
            ["3:32 warning SG222", "4:12 warning SG222", "6:14 warning SG222"])
    }

    /// A name that can hold another value, or one built at run time, makes
    /// no claim.
    func testANameWithoutOneKnownValueIsNotJudged() {
        let unknown = (
            "App/Unknown.swift",
            """
            struct Twice { static let segue = "bad" }
            struct Vars { static var segue = "bad" }
            struct Computed { static var segue: String { "bad" } }
            struct Interpolated { static let segue = "\\(Vars.segue)bad" }
            struct Joined { static let segue = "b" + "ad" }
            struct Called { static let segue = "bad".lowercased() }
            enum Cases: Int { case bad }

            """
        )
        let twice = ("App/Twice.swift", "#if DEBUG\nstruct Twice { static let segue = \"worse\" }\n#endif\n")
        for name in [
            "Twice.segue", "Vars.segue", "Computed.segue", "Interpolated.segue", "Joined.segue", "Called.segue",
            "Cases.bad.rawValue", "Missing.segue",
        ] {
            XCTAssertEqual(check([unknown, twice, perform(name)]), [], name)
        }
        XCTAssertEqual(Diagnose.summary(check([unknown, perform("Twice.segue")])), ["2:46 error SG221"])
    }

    /// A bare name may be a local or a parameter hiding the type's constant.
    func testALocalOrAParameterHidesTheConstant() {
        let body = """
                let segueID = "bad"
                func go(segueID: String) { performSegue(withIdentifier: segueID, sender: self) }
                func again() {
                    let segueID = "showDetail"
                    performSegue(withIdentifier: segueID, sender: self)
                }
                func closure() { [1].forEach { segueID in performSegue(withIdentifier: segueID, sender: self) } }
            """
        XCTAssertEqual(check([list(body)]), [])
    }

    func testObjectiveCConstantsDefinesAndMethodStatics() {
        let header = (
            "App/Constants.h",
            "static NSString *const kShowDetail = @\"showDetial\";\n#define kListID @\"Lsit\"\n"
                + "extern NSString *const kExtern;\n"
        )
        let source = (
            "App/ListViewController.m",
            """
            #import "Constants.h"
            NSString *const kExtern = @"showDetail";
            @implementation ListViewController
            - (void)go {
                [self performSegueWithIdentifier:kShowDetail sender:self];
                [self performSegueWithIdentifier:kExtern sender:self];
                [self.storyboard instantiateViewControllerWithIdentifier:kListID];
            }
            - (void)local {
                static NSString *SegueID = @"shwDetail";
                [self performSegueWithIdentifier:SegueID sender:self];
            }
            - (void)other {
                [self performSegueWithIdentifier:SegueID sender:self];
            }
            @end

            """
        )
        let diagnostics = check([header, source])
        XCTAssertEqual(
            Diagnose.summary(diagnostics), ["5:38 error SG221", "7:62 error SG223", "11:38 error SG221"])
        XCTAssertEqual(diagnostics.first?.notes.map(\.location.description), ["App/Constants.h:1:24"])
    }

    func testObjectiveCNamesWithoutOneKnownValueAreNotJudged() {
        let source = (
            "App/ListViewController.m",
            """
            static NSString *Reassigned = @"bad";
            NSString *Mutable = @"bad";
            #define kJoined @"b" @"ad"
            #define kMacro(x) @"bad"
            @implementation ListViewController
            - (void)setUp { Reassigned = @"showDetail"; }
            - (void)go {
                [self performSegueWithIdentifier:Reassigned sender:self];
                [self performSegueWithIdentifier:Mutable sender:self];
                [self performSegueWithIdentifier:kJoined sender:self];
            }
            @end

            """
        )
        XCTAssertEqual(check([source]), [])
    }

    /// A closure's parameters hide a member of the type (f4).
    func testAClosureParameterHidesTheConstant() {
        let body = """
                let segueID = "bad"
                func route() { router.route = { segueID, sender in self.performSegue(withIdentifier: segueID, sender: sender) } }
            """
        XCTAssertEqual(check([list(body)]), [])
    }

    /// A bare name may be a superclass's member, or the class's static
    /// member where instance code reads the global; with a superclass the
    /// run lacks, either (f5).
    func testABareNameAnInheritedOrStaticMemberMayHideMakesNoClaim() {
        let global = ("App/Globals.swift", "let segueID = \"bad\"\n")
        let base = (
            "App/Base.swift", "class BaseViewController: UIViewController {\n    var segueID: String { \"x\" }\n}\n"
        )
        let inherits = (
            "App/ListViewController.swift",
            "class ListViewController: BaseViewController {\n"
                + "    func go() { performSegue(withIdentifier: segueID, sender: self) }\n}\n"
        )
        XCTAssertEqual(Diagnose.summary(check([global, inherits])), [])
        XCTAssertEqual(check([global, base, inherits]), [])
        let staticMember = list(
            "    static let segueID = \"showDetail\"\n"
                + "    func go() { performSegue(withIdentifier: segueID, sender: self) }")
        XCTAssertEqual(check([global, staticMember]), [])
        XCTAssertEqual(Diagnose.summary(check([global, perform("segueID")])), ["2:46 error SG221"])
    }

    /// An Objective-C method's parameters and variables hide a global of
    /// the name (f8).
    func testObjectiveCLocalsAndParametersHideTheConstant() {
        let source = (
            "App/ListViewController.m",
            """
            NSString *const kNext = @"bad";
            @implementation ListViewController
            - (void)go:(BOOL)settings {
                NSString *kNext = settings ? @"showDetail" : @"showDetail";
                [self performSegueWithIdentifier:kNext sender:self];
            }
            - (void)go:(NSString *)kNext other:(id)other { [self performSegueWithIdentifier:kNext sender:self]; }
            - (void)bad { [self performSegueWithIdentifier:kNext sender:self]; }
            @end

            """
        )
        XCTAssertEqual(Diagnose.summary(check([source])), ["8:48 error SG221"])
    }

    /// What Swift's lookup finds instead of a look-alike the run sees
    /// (review, 2 December): a constant under `#if` may be another in the
    /// branch built; a superclass's nested type hides a global one; a type
    /// the body declares hides both; a nested function's labelled parameter
    /// hides a member; a protocol extension's member, or any member reached
    /// through `self.` or `Self.`, hides a global; another file's `private`
    /// top-level constant is not seen. Each makes no claim.
    func testANameSwiftResolvesElsewhereMakesNoClaim() {
        let global = ("App/Globals.swift", "enum K { static let segue = \"bad\" }\nlet segueID = \"bad\"\n")
        let conditional = (
            "App/Conditional.swift",
            "enum C {\n#if os(tvOS)\n    static let segue = \"bad\"\n#else\n    static let segue = \"showDetail\"\n#endif\n}\n"
        )
        XCTAssertEqual(check([conditional, perform("C.segue")]), [])
        let base = (
            "App/Base.swift",
            "class BaseViewController: UIViewController {\n    enum K { static let segue = \"showDetail\" }\n}\n"
        )
        let inherits = (
            "App/ListViewController.swift",
            "class ListViewController: BaseViewController {\n"
                + "    func go() { performSegue(withIdentifier: K.segue, sender: self) }\n}\n"
        )
        XCTAssertEqual(check([global, base, inherits]), [])
        let localType = list(
            "    func go() {\n        enum K { static let segue = \"showDetail\" }\n"
                + "        performSegue(withIdentifier: K.segue, sender: self)\n    }")
        XCTAssertEqual(check([global, localType]), [])
        let nestedParameter = list(
            "    let segueID = \"bad\"\n    func go() {\n"
                + "        func make(id segueID: String) { performSegue(withIdentifier: segueID, sender: self) }\n"
                + "        make(id: \"showDetail\")\n    }")
        XCTAssertEqual(check([nestedParameter]), [])
        let protocolExtension = (
            "App/Providing.swift",
            "protocol SegueProviding {}\nextension SegueProviding { var segueID: String { \"showDetail\" } }\n"
        )
        let adopting = (
            "App/ListViewController.swift",
            "final class ListViewController: UIViewController, SegueProviding {\n"
                + "    func go() { performSegue(withIdentifier: segueID, sender: self) }\n}\n"
        )
        XCTAssertEqual(check([global, protocolExtension, adopting]), [])
        XCTAssertEqual(check([global, perform("self.segueID")]), [])
        let privateElsewhere = ("App/Other.swift", "private let segueName = \"bad\"\n")
        XCTAssertEqual(check([privateElsewhere, perform("segueName")]), [])
        // The forms Swift resolves as the run does are still judged.
        let privateHere = (
            "App/ListViewController.swift",
            "final class ListViewController: UIViewController {\n"
                + "    func go() { performSegue(withIdentifier: segueName, sender: self) }\n}\n"
                + "private let segueName = \"bad\"\n"
        )
        XCTAssertEqual(Diagnose.summary(check([privateHere])), ["2:46 error SG221"])
        XCTAssertEqual(Diagnose.summary(check([global, perform("K.segue")])), ["2:46 error SG221"])
        XCTAssertEqual(Diagnose.summary(check([global, perform("segueID")])), ["2:46 error SG221"])
    }
}
