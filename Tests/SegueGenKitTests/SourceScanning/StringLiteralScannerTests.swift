import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// Which string literals in code are segue identifiers, storyboard IDs and
/// storyboard names, in Swift and Objective-C; and which are not judged.
final class StringLiteralScannerTests: XCTestCase {
    /// `role value line:column class` for each use found in one file.
    private func uses(_ source: String, file: String = "App/V.swift") -> [String] {
        var diagnostics = DiagnosticCollector()
        let document = Pipeline.read(InputFile(path: file, bytes: Array(source.utf8)), diagnostics: &diagnostics)
        return (document?.literalUses ?? []).map { use in
            let role =
                switch use.role {
                case .performedSegue(let onSelf): onSelf ? "perform" : "perform(other)"
                case .comparedSegue: "compare"
                case .storyboardIdentifier: "id"
                case .storyboardName: "storyboard"
                case .reuseIdentifier: "reuse"
                }
            return "\(role) \(use.value) \(use.location.line):\(use.location.column) \(use.enclosingClass ?? "-")"
        }
    }

    func testSwiftForms() {
        let source = """
            final class ListViewController: UIViewController {
                func go() {
                    performSegue(withIdentifier: "showDetail", sender: self)
                    self.performSegue(withIdentifier: "showEditor", sender: nil)
                    navigationController?.performSegue(withIdentifier: "elsewhere", sender: nil)
                    let editor = storyboard?.instantiateViewController(withIdentifier: "Editor")
                    let other = UIStoryboard(name: "Settings", bundle: nil)
                        .instantiateViewController(identifier: "Profile") { coder in nil }
                    _ = UIStoryboard(name: "Main", bundle: .main)
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "showDetail" {}
                    if "showEditor" != segue.identifier {}
                    switch segue.identifier {
                    case "a", "b": break
                    case "c":
                        if x { }
                    default: break
                    }
                }

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    identifier == "guarded"
                }
            }
            """
        XCTAssertEqual(
            uses(source),
            [
                "perform showDetail 3:38 ListViewController",
                "perform showEditor 4:43 ListViewController",
                "perform(other) elsewhere 5:60 ListViewController",
                "id Editor 6:76 ListViewController",
                "storyboard Settings 7:40 ListViewController",
                "id Profile 8:52 ListViewController",
                "storyboard Main 9:32 ListViewController",
                "compare showDetail 13:32 ListViewController",
                "compare showEditor 14:12 ListViewController",
                "compare a 16:14 ListViewController",
                "compare b 16:19 ListViewController",
                "compare c 17:14 ListViewController",
                "compare guarded 24:23 ListViewController",
            ])
    }

    /// What is built at run time, another bundle's storyboard, comments,
    /// strings and the branch of `#if` that does not count are not judged.
    func testWhatIsNotJudged() {
        let source = """
            class A: UIViewController {
                func go(name: String) {
                    performSegue(withIdentifier: "show\\(name)", sender: nil)
                    performSegue(withIdentifier: "show" + name, sender: nil)
                    performSegue(withIdentifier: name, sender: nil)
                    _ = UIStoryboard(name: "Kit", bundle: Bundle(for: A.self))
                    // performSegue(withIdentifier: "commented", sender: nil)
                    let text = "performSegue(withIdentifier: \\"quoted\\", sender: nil)"
                    #if false
                    performSegue(withIdentifier: "disabled", sender: nil)
                    #endif
                    if cell.identifier == "notASegue" {}
                    if identifier == "outsideTheSegueMethods" {}
                }
            }
            """
        XCTAssertEqual(uses(source), [])
    }

    func testObjectiveCForms() {
        let source = """
            @implementation MEMenuViewController
            - (void)go {
                [self performSegueWithIdentifier:@"showDetail" sender:self];
                [other performSegueWithIdentifier:@"elsewhere" sender:nil];
                UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
                id vc = [storyboard instantiateViewControllerWithIdentifier:@"Editor"];
            }
            - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
                if ([segue.identifier isEqualToString:@"showDetail"]) {}
                NSLog(@"performSegueWithIdentifier:@\\"x\\"");
            }
            @end
            """
        XCTAssertEqual(
            uses(source, file: "App/Menu.m"),
            [
                "perform showDetail 3:38 MEMenuViewController",
                "perform(other) elsewhere 4:39 MEMenuViewController",
                "storyboard Main 5:65 MEMenuViewController",
                "id Editor 6:65 MEMenuViewController",
                "compare showDetail 9:43 MEMenuViewController",
            ])
    }

    /// Found by the fuzzer: a literal left open at the end of the file ends
    /// past it, and reading its text ran off the bytes.
    func testAnUnterminatedLiteralAtTheEndOfTheFileIsNoUse() {
        XCTAssertEqual(uses("[self performSegueWithIdentifier:@\"open", file: "App/M.m"), [])
        XCTAssertEqual(uses("[self performSegueWithIdentifier:@\"", file: "App/M.m"), [])
        XCTAssertEqual(uses("performSegue(withIdentifier: \"open"), [])
        XCTAssertEqual(uses("performSegue(withIdentifier: #\"open"), [])
    }
}
