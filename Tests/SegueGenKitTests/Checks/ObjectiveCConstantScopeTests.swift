import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// Which Objective-C constant a bare name reads, as C decides: a method's
/// locals and a class's instance variables hide it, a `static` constant or
/// a macro of a source file is seen only there, and a name declared in a
/// block of conditional compilation with another branch has no known value.
/// Judged through cell reuse identifiers (SG260).
final class ObjectiveCConstantScopeTests: XCTestCase {
    private let storyboard = (
        "Main.storyboard",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s1"><objects>
                <tableViewController id="l" customClass="ListViewController" sceneMemberID="viewController">
                    <tableView key="view" dataMode="prototypes" id="lt"><prototypes>
                        <tableViewCell reuseIdentifier="Cell" id="c1"/>
                    </prototypes></tableView>
                </tableViewController>
            </objects></scene></scenes>
        </document>
        """
    )
    private let header = ("App/ListViewController.h", "@interface ListViewController : UITableViewController\n@end\n")

    /// `App/ListViewController.m`: `top` at the top level, an
    /// implementation whose instance variables are `ivars` (none when
    /// nil), and a method dequeuing `name` after the lines `local`.
    private func list(_ top: String, ivars: String? = nil, local: String = "", name: String = "CellIdentifier")
        -> (String, String)
    {
        (
            "App/ListViewController.m",
            """
            #import "ListViewController.h"
            \(top)
            @implementation ListViewController\(ivars.map { " {\n\($0)\n}" } ?? "")
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                \(local)
                return [tableView dequeueReusableCellWithIdentifier:\(name) forIndexPath:indexPath];
            }
            @end

            """
        )
    }

    /// The SG260 errors, as `file: value`.
    private func check(_ files: [(String, String)]) -> [String] {
        Diagnose.files([storyboard, header] + files).filter { $0.code.rawValue == "SG260" }.map {
            "\($0.location.file): " + ($0.message.split(separator: "\"").dropFirst().first.map(String.init) ?? "")
        }
    }

    /// G1: `#if TARGET_OS_TV … #else … #endif` compiles one branch, which
    /// the run cannot tell; a block with one branch still holds its value.
    func testANameDeclaredInABranchOfConditionalCompilationHasNoKnownValue() {
        let branches = """
            #if TARGET_OS_TV
            static NSString *const CellIdentifier = @"TVCell";
            #else
            static NSString *const CellIdentifier = @"Cell";
            #endif
            """
        XCTAssertEqual(check([list(branches)]), [])
        let elif = "#ifdef A\n#define CellIdentifier @\"Cel\"\n#elif B\n#define CellIdentifier @\"Cell\"\n#endif"
        XCTAssertEqual(check([list(elif)]), [])
        // Only the branch not read declares the name: it hides the global.
        let shared = [
            ("App/Shared.h", "extern NSString *const CellIdentifier;\n"),
            ("App/Shared.m", "NSString *const CellIdentifier = @\"Shared\";\n"),
        ]
        let elsewhere =
            "#ifdef SHARED\n#import \"Shared.h\"\n#else\nstatic NSString *const CellIdentifier = @\"Cell\";\n#endif"
        XCTAssertEqual(check([list(elsewhere)] + shared), [])
        let onlyRead =
            "#ifdef TV\nstatic NSString *const CellIdentifier = @\"TVCell\";\n#else\n#import \"Shared.h\"\n#endif"
        XCTAssertEqual(check([list(onlyRead)] + shared), [])
        XCTAssertEqual(check([list("#import \"Shared.h\"")] + shared), ["App/ListViewController.m: Shared"])
        let oneBranch = "#ifndef CellIdentifier\n#define CellIdentifier @\"Cel\"\n#endif"
        XCTAssertEqual(check([list(oneBranch)]), ["App/ListViewController.m: Cel"])
    }

    /// G2: an instance variable of the class, declared in its
    /// `@implementation` or `@interface` braces or by `@synthesize`, hides
    /// a constant of its name in its methods.
    func testAnInstanceVariableHidesTheConstantInItsClass() {
        let constant = "NSString *const CellIdentifier = @\"Wrong\";"
        XCTAssertEqual(check([list(constant, ivars: "    NSString *CellIdentifier;")]), [])
        XCTAssertEqual(check([list(constant, ivars: "    id other, CellIdentifier;")]), [])
        let extensionIvars = "@interface ListViewController () {\n    NSString *CellIdentifier;\n}\n@end\n"
        XCTAssertEqual(check([list(constant + "\n" + extensionIvars)]), [])
        let synthesized = (
            "App/ListViewController.m",
            """
            NSString *const CellIdentifier = @"Wrong";
            @implementation ListViewController
            @synthesize cell = CellIdentifier;
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                return [tableView dequeueReusableCellWithIdentifier:CellIdentifier forIndexPath:indexPath];
            }
            @end

            """
        )
        XCTAssertEqual(check([synthesized]), [])
        XCTAssertEqual(check([list(constant, ivars: "    NSString *other;")]), ["App/ListViewController.m: Wrong"])
    }

    /// G5: `#define kX (@"x")` is an object-like macro (a function-like
    /// one has no space before its `(`): the file's own.
    func testAParenthesisedDefineIsTheFilesConstant() {
        let other = ("App/OtherController.m", "static NSString *const CellIdentifier = @\"OtherCell\";\n")
        XCTAssertEqual(check([list("#define CellIdentifier (@\"Cell\")"), other]), [])
        XCTAssertEqual(check([list("#define CellIdentifier (@\"Cel\")")]), ["App/ListViewController.m: Cel"])
        XCTAssertEqual(check([list("#define CellIdentifier (@\"Ce\" @\"l\")")]), [])
        XCTAssertEqual(check([list("#define CellIdentifier(x) @\"Cel\"")]), [])
    }

    /// G6, G5: a source file's `static` constants and macros have internal
    /// linkage; a header's, and an `extern` constant defined in a source
    /// file, are every file's.
    func testAStaticConstantOrMacroOfASourceFileIsSeenOnlyThere() {
        let others = [
            ("App/OtherController.m", "static NSString *const CellIdentifier = @\"OtherCell\";\n"),
            ("App/Another.m", "#define CellIdentifier @\"Another\"\n"),
            ("App/Constants.h", "extern NSString *const CellIdentifier;\n"),
        ]
        XCTAssertEqual(check([list("#import \"Constants.h\"")] + others), [])
        XCTAssertEqual(check([list("#define CellIdentifier @\"Cel\"")] + others), ["App/ListViewController.m: Cel"])
        XCTAssertEqual(
            check([list("static NSString *const CellIdentifier = @\"Cel\";")] + others),
            ["App/ListViewController.m: Cel"])
        XCTAssertEqual(
            check([list("", local: "static NSString *CellIdentifier = @\"Cel\";")] + others),
            ["App/ListViewController.m: Cel"])
        let defined = ("App/Constants.m", "NSString *const CellIdentifier = @\"Extern\";\n")
        XCTAssertEqual(
            check([list("#import \"Constants.h\"")] + [others[2], defined]), ["App/ListViewController.m: Extern"])
        let headers = [("App/Macros.h", "#define CellIdentifier @\"Macro\"\n")]
        XCTAssertEqual(check([list("#import \"Macros.h\"")] + headers), ["App/ListViewController.m: Macro"])
    }

    /// G6: `id name`, `NSString *__strong name` and the like are locals
    /// of the method, hiding a global constant.
    func testObjectiveCLocalsOfEveryFormHideTheConstant() {
        let global = ("App/Constants.m", "NSString *const CellIdentifier = @\"Wrong\";\n")
        XCTAssertEqual(check([list("", local: "id CellIdentifier = @\"Cell\";"), global]), [])
        XCTAssertEqual(check([list("", local: "NSString *__strong CellIdentifier = @\"Cell\";"), global]), [])
        XCTAssertEqual(check([list("", local: "__block id CellIdentifier = @\"Cell\";"), global]), [])
        XCTAssertEqual(check([list("", local: "id other = @\"Cell\";"), global]), ["App/ListViewController.m: Wrong"])
        XCTAssertEqual(
            check([list("", local: "NSString *const CellIdentifier = @\"Cel\";"), global]),
            ["App/ListViewController.m: Cel"])
    }
}
