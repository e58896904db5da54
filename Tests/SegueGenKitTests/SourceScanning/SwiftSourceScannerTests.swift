import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The Swift scanner on tricky sources: what must count as an unwind
/// action, and what must not.
final class SwiftSourceScannerTests: XCTestCase {
    /// `class name: selector, selector…` for each class or extension found.
    private func scan(_ source: String, line: UInt = #line) -> [String] {
        Diagnose.sourceClasses(source, file: "App.swift", line: line)
    }

    func testSelectorsFollowSwiftsRules() {
        XCTAssertEqual(
            scan(
                """
                final class ListViewController: UITableViewController {
                    @IBAction func unwindToRed(_ s: UIStoryboardSegue) {}
                    @IBAction func unwindToGreen(segue: UIStoryboardSegue) {}
                    @IBAction func f(sender s: UIStoryboardSegue) {}
                    @IBAction func unwindFromGames(with segue: UIStoryboardSegue) {}
                    @IBAction private func back(segue:UIStoryboardSegue) {}
                    @objc(goHome:) @IBAction func home(_ segue: UIKit.UIStoryboardSegue!) {}
                    @IBAction
                    @MainActor
                    override func onNextLine(_ segue: UIStoryboardSegue) {}
                }
                """),
            [
                "ListViewController(UITableViewController): unwindToRed:, unwindToGreenWithSegue:, fWithSender:, "
                    + "unwindFromGamesWith:, backWithSegue:, goHome:, onNextLine:"
            ])
    }

    func testExtensionsGenericsAndSuperclasses() {
        XCTAssertEqual(
            scan(
                """
                extension UIKit.UIViewController {
                    @IBAction func unwindAnywhere(_ segue: UIStoryboardSegue) {}
                }
                class Base<Model: Equatable>: UIViewController where Model: Sendable {
                    @IBAction func unwindToBase(_ segue: UIStoryboardSegue) {}
                }
                final class Detail: Base<Int>, UITableViewDelegate {}
                extension Detail: Codable where Self: AnyObject {
                    @IBAction func unwindToDetail(_ segue: UIStoryboardSegue) {}
                }
                """),
            [
                "UIViewController: unwindAnywhere:", "Base(UIViewController): unwindToBase:", "Detail(Base): ",
                "Detail: unwindToDetail:",
            ])
    }

    func testWhatMustNotCount() {
        XCTAssertEqual(
            scan(
                #"""
                class Screen: UIViewController {
                    // @IBAction func commented(_ segue: UIStoryboardSegue) {}
                    /* @IBAction func blockCommented(_ segue: UIStoryboardSegue) {} /* nested */ still comment */
                    let text = "@IBAction func inString(_ segue: UIStoryboardSegue) {"
                    let multi = """
                        @IBAction func inMultiline(_ segue: UIStoryboardSegue) { "\(value)"
                        """
                    let raw = #"@IBAction func inRaw(_ s: UIStoryboardSegue) { "# quote"#
                    let interpolated = "\(items.map { "{\($0)}" }) }"
                    @IBAction func notASegue(_ sender: UIButton) {}
                    @IBAction func twoParameters(_ segue: UIStoryboardSegue, other: Int) {}
                    @IBAction func segues(_ segue: [UIStoryboardSegue]) {}
                    func notAnAction(_ segue: UIStoryboardSegue) {}
                    struct Nested {
                        @IBAction func inNestedStruct(_ segue: UIStoryboardSegue) {}
                    }
                    func body() {
                        @IBAction func local(_ segue: UIStoryboardSegue) {}
                    }
                    @IBAction func counts(_ segue: UIStoryboardSegue) {}
                }
                protocol Unwinding {
                    @IBAction func inProtocol(_ segue: UIStoryboardSegue)
                }
                """#),
            ["Screen(UIViewController): counts:"])
    }

    func testConditionalCompilationReadsOneBranch() {
        XCTAssertEqual(
            scan(
                """
                #if os(iOS)
                class Phone: UIViewController {
                #else
                class Phone: NSViewController {
                #endif
                    @IBAction func unwindToPhone(_ segue: UIStoryboardSegue) {}
                    #if false
                    @IBAction func disabled(_ segue: UIStoryboardSegue) {}
                    #elseif DEBUG
                    @IBAction func debugOnly(_ segue: UIStoryboardSegue) {}
                    #else
                    @IBAction func never(_ segue: UIStoryboardSegue) {}
                    #endif
                }
                """),
            ["Phone(UIViewController): unwindToPhone:, debugOnly:"])
    }

    func testNestedClassesKeepTheirOwnActions() {
        XCTAssertEqual(
            scan(
                """
                enum Flows {
                    class Inner: UIViewController {
                        @IBAction func unwindToInner(_ segue: UIStoryboardSegue) {}
                        class var shared: Inner { Inner() }
                        class func make() -> Inner { Inner() }
                        @IBAction func afterClassMembers(_ segue: UIStoryboardSegue) {}
                    }
                }
                """),
            ["Inner(UIViewController): unwindToInner:, afterClassMembers:"])
    }

    /// Found by fuzzing: a backtick with no closing one at the end of the
    /// file read past it.
    func testAnUnclosedBacktickIsNoName() {
        XCTAssertEqual(scan("class A: UIViewController {}\n`"), ["A(UIViewController): "])
        XCTAssertEqual(scan("`"), [])
        XCTAssertEqual(
            scan("class `Type`: UIViewController { @IBAction func `return`(_ s: UIStoryboardSegue) {} }"),
            ["Type(UIViewController): return:"])
    }

    func testTheGeneratedFileIsNotRead() {
        XCTAssertEqual(
            scan(
                """
                // Generated by seguegen 1.0.0 from Main.storyboard. DO NOT EDIT.
                extension RedViewController {
                    @IBAction func unwindToRed(_ segue: UIStoryboardSegue) {}
                }
                """), [])
    }

    func testLocationsPointAtTheMethodName() throws {
        var diagnostics = DiagnosticCollector()
        let source = "class A: UIViewController {\n    @IBAction func back(_ s: UIStoryboardSegue) {}\n}\n"
        let document = Pipeline.read(
            InputFile(path: "Sources/A.swift", bytes: Array(source.utf8)), diagnostics: &diagnostics)
        let action = try XCTUnwrap(document?.sourceClasses.first?.unwindActions.first)
        XCTAssertEqual(action.location, SourceLocation(file: "Sources/A.swift", line: 2, column: 20))
    }

    /// The scanner counts lines on from the last place it located, so the
    /// places of every type, method and property of a file, in the order
    /// read, must still each be their own.
    func testEveryMemberIsLocatedWhereItIs() throws {
        var diagnostics = DiagnosticCollector()
        let source = """
            class A: UIViewController {
                @IBOutlet weak var title: UILabel!
                class Inner {}
                @IBAction func save(_ sender: Any) {}

                @IBAction func back(_ s: UIStoryboardSegue) {}
            }
            extension A { @objc func tap() {} }
            """
        let document = Pipeline.read(
            InputFile(path: "A.swift", bytes: Array(source.utf8)), diagnostics: &diagnostics)
        let classes = try XCTUnwrap(document?.sourceClasses)
        let place = { (location: SourceLocation) in "\(location.line):\(location.column)" }
        XCTAssertEqual(
            classes.flatMap(\.methods).map { "\($0.name) \(place($0.location))" },
            [
                "save(_:) 4:20", "back(_:) 6:20", "tap() 8:26",
            ])
        XCTAssertEqual(classes.first?.nestedTypes.map { place($0.location) }, ["3:11"])
        XCTAssertEqual(classes.first?.members.properties.map { place($0.location) }, ["2:24"])
        XCTAssertEqual(classes.first?.unwindActions.map { place($0.location) }, ["6:20"])
    }

    /// A brace in an extended regex literal is the pattern's, not code's:
    /// read as code, it ended the class early (review finding 9 of issue 35).
    func testARegexLiteralsBraceIsNoCode() {
        let source = """
            class A: UIViewController {
                let closingBrace = #/[}]/#
                let quoted = ##/"{/##
                @IBAction func back(_ s: UIStoryboardSegue) {}
            }
            """
        XCTAssertEqual(scan(source), ["A(UIViewController): back:"])
    }
}
