import TestSupport
import XCTest

@testable import SegueGenKit

/// `ClassHierarchy`, the one answer to what a class inherits from: module
/// by module, through UIKit's view controllers, with one wording for a gap.
final class ClassHierarchyTests: XCTestCase {
    private func hierarchy(_ files: [(path: String, text: String, module: String?)]) throws -> ClassHierarchy {
        var diagnostics = DiagnosticCollector()
        let inputs = files.map { file in
            var input = InputFile(path: file.path, bytes: Array(file.text.utf8))
            input.module = file.module
            return input
        }
        return try XCTUnwrap(Pipeline.load(inputs, checks: .everything, diagnostics: &diagnostics)).project
            .classHierarchy
    }

    /// Two modules each declare a `Base`: a class of each module inherits
    /// from its own module's.
    func testAClassIsLookedUpInItsOwnModuleFirst() throws {
        let classes = try hierarchy([
            ("App/Base.swift", "class Base: UITableViewController {}\nclass List: Base {}\n", nil),
            ("Kit/Base.swift", "open class Base: UICollectionViewController {}\nopen class Grid: Base {}\n", "Kit"),
        ])
        XCTAssertEqual(classes.chain(of: "List"), ["List", "Base", "UITableViewController", "UIViewController"])
        XCTAssertEqual(
            classes.chain(of: "Grid", module: "Kit"),
            ["Grid", "Base", "UICollectionViewController", "UIViewController"])
        XCTAssertTrue(classes.isKind("List", of: "UITableViewController"))
        XCTAssertFalse(classes.isKind("Grid", of: "UITableViewController"))
    }

    func testDescendantsAreEveryClassBelow() throws {
        let classes = try hierarchy([
            (
                "A.swift", "class A: UIViewController {}\nclass B: A {}\nclass C: B {}\nclass D: UIViewController {}\n",
                nil
            )
        ])
        XCTAssertEqual(classes.descendants(of: ["A"]), ["A", "B", "C"])
        XCTAssertTrue(
            classes.descendants(of: ["UIViewController"]).isSuperset(of: ["A", "D", "UINavigationController"]))
    }

    func testACycleInBrokenCodeEnds() throws {
        let classes = try hierarchy([("A.swift", "class A: B {}\nclass B: A {}\n", nil)])
        XCTAssertEqual(classes.chain(of: "A"), ["A", "B"])
    }

    /// A class of another module's class of its own name
    /// (`class DynamicLabel: Core.DynamicLabel`) is its subclass, no cycle
    /// (issue 52, cause 5): the chain goes on in that module, and an
    /// outlet of the module's class is found.
    func testASuperclassOfTheSameNameInAnotherModuleIsNoCycle() throws {
        let files: [(path: String, text: String, module: String?)] = [
            ("App/Label.swift", "class DynamicLabel: Core.DynamicLabel {}\nclass Title: DynamicLabel {}\n", nil),
            (
                "Core/Label.swift",
                "open class DynamicLabel: UILabel {\n    @IBOutlet public var badge: UIView!\n}\n", "Core"
            ),
        ]
        let classes = try hierarchy(files)
        XCTAssertEqual(classes.chain(of: "Title"), ["Title", "DynamicLabel", "DynamicLabel", "UILabel"])
        XCTAssertTrue(classes.isKind("Title", of: "UILabel"))
        var diagnostics = DiagnosticCollector()
        let inputs = files.map { file in
            var input = InputFile(path: file.path, bytes: Array(file.text.utf8))
            input.module = file.module
            return input
        }
        let run = try XCTUnwrap(Pipeline.load(inputs, checks: .everything, diagnostics: &diagnostics))
        var frameworks = FrameworkClassLookup()
        let classesOfRuntime = run.project.runtimeClasses
        XCTAssertEqual(
            classesOfRuntime.canSet("badge", on: "Title", module: nil, byKeyPath: false, &frameworks), .found)
        guard case .missing = classesOfRuntime.canSet("banner", on: "Title", module: nil, byKeyPath: false, &frameworks)
        else { return XCTFail("a key no class of the chain has was not missing") }
    }

    /// A superclass named through a type alias (issue 52, cause 5):
    /// `typealias TrackableViewController = BaseViewController & Trackable`
    /// makes `class Detail: TrackableViewController` a BaseViewController,
    /// whose outlets count, and whose missing ones are proven.
    func testASuperclassNamedThroughATypeAliasIsTheClassItNames() throws {
        let files: [(path: String, text: String, module: String?)] = [
            (
                "App/Base.swift",
                "class BaseViewController: UIViewController {\n    @IBOutlet var header: UIView!\n}\n"
                    + "protocol Trackable {}\ntypealias TrackableViewController = BaseViewController & Trackable\n"
                    + "typealias Screen = TrackableViewController\n", nil
            ),
            ("App/Detail.swift", "class Detail: TrackableViewController {}\nclass Other: Screen {}\n", nil),
        ]
        let classes = try hierarchy(files)
        XCTAssertEqual(classes.chain(of: "Detail"), ["Detail", "BaseViewController", "UIViewController"])
        XCTAssertEqual(classes.chain(of: "Other"), ["Other", "BaseViewController", "UIViewController"])
        XCTAssertTrue(classes.descendants(of: ["BaseViewController"]).isSuperset(of: ["Detail", "Other"]))
        var diagnostics = DiagnosticCollector()
        let inputs = files.map { InputFile(path: $0.path, bytes: Array($0.text.utf8)) }
        let run = try XCTUnwrap(Pipeline.load(inputs, checks: .everything, diagnostics: &diagnostics))
        var frameworks = FrameworkClassLookup()
        XCTAssertEqual(
            run.project.runtimeClasses.canSet("header", on: "Detail", module: nil, byKeyPath: false, &frameworks),
            .found)
        guard
            case .missing = run.project.runtimeClasses.canSet(
                "footer", on: "Other", module: nil, byKeyPath: false, &frameworks)
        else { return XCTFail("a key no class of the chain has was not missing") }
    }

    func testFrameworkClassesAreKnownByTheTableOrTheirPrefix() {
        XCTAssertTrue(ClassHierarchy.isFrameworkClass("UITableViewController"))
        XCTAssertTrue(ClassHierarchy.isFrameworkClass("MFMailComposeViewController"))
        XCTAssertFalse(ClassHierarchy.isFrameworkClass("Unicorn"))
        XCTAssertFalse(ClassHierarchy.isFrameworkClass("UIview"))
    }

    func testAGapIsWordedOnce() {
        XCTAssertEqual(
            ClassHierarchy.Gap.unseenModule(className: "Cell", module: "Kit").description,
            "Cell is in the module Kit, whose code the run does not have")
        XCTAssertEqual(
            ClassHierarchy.Gap.unseenSuperclass(className: "Cell", superclass: "Base").description,
            "Cell inherits from Base, whose code the run does not have")
    }
}
