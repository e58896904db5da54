import XCTest

@testable import SegueGenKit

/// `ClassCreationScanner`: a class used as a value is one code may create;
/// a class declared, extended, imported or named as a type is not.
final class ClassCreationScannerTests: XCTestCase {
    private func swift(_ text: String) -> [String] {
        ClassCreationScanner.scan(Array(text.utf8), language: .swift).created
    }

    private func objectiveC(_ text: String) -> [String] {
        ClassCreationScanner.scan(Array(text.utf8), language: .objectiveC).created
    }

    func testSwiftValuesCountAndTypesDoNot() {
        XCTAssertEqual(swift("let a = Profile()"), ["Profile"])
        XCTAssertEqual(swift("let a = Profile.init(nibName: nil, bundle: nil)"), ["Profile"])
        XCTAssertEqual(swift("show(Profile.self)"), ["Profile"])
        XCTAssertEqual(swift("let a = Profile.make()"), ["Profile"])
        XCTAssertEqual(swift("let a: Profile = make()\nfunc f(_ p: Profile) {}"), [])
        XCTAssertEqual(swift("class Profile: UIViewController {}\nextension Profile.Kind {}"), [])
        XCTAssertEqual(swift("let a = self.Profile()"), [])
        XCTAssertEqual(swift("// Profile()\n/* Profile() */ let s = \"Profile()\""), [])
        XCTAssertEqual(swift("let s = \"\"\"\nProfile()\n\"\"\"\nlet b = Menu()"), ["Menu"])
    }

    func testObjectiveCMessagesToTheClassCount() {
        XCTAssertEqual(objectiveC("id a = [[Profile alloc] init];"), ["Profile"])
        XCTAssertEqual(objectiveC("id a = [Profile new];"), ["Profile"])
        XCTAssertEqual(objectiveC("Class c = Profile.class;"), ["Profile"])
        XCTAssertEqual(objectiveC("#import \"Profile.h\"\n#include <Kit/Profile.h>\nProfile *a = nil;"), [])
        XCTAssertEqual(
            objectiveC("@interface Profile ()\n@end\n@implementation Profile (Extra)\n@end\n@class Profile;"), [])
    }

    /// A class named as a value itself, which code may turn into a
    /// storyboard ID (`String(describing: type)`), is told from one only
    /// created.
    func testClassesNamedAsValuesAreToldFromClassesCreated() {
        func values(_ text: String, _ language: SourceTokenizer.Language) -> [String] {
            ClassCreationScanner.scan(Array(text.utf8), language: language).namedAsValues
        }
        XCTAssertEqual(
            values("show(Profile.self)\nlet m = Menu.instantiate()\nlet t = Tab()", .swift), ["Menu", "Profile"])
        XCTAssertEqual(values("let t = Tab(); let u = Tab.init(); let v = Tab . init ()", .swift), [])
        XCTAssertEqual(values("let t = Tab.initial; let u = Tab .self", .swift), ["Tab"])
        XCTAssertEqual(
            values(
                "id a = [[Tab alloc] init]; id b = [Menu new]; show([Profile class]); Class c = Feed.class;",
                .objectiveC),
            ["Feed", "Profile"])
        XCTAssertEqual(values("id a = [Profile classic];", .objectiveC), [])
    }

    /// Every capitalized name mentioned outside its declaration: in a
    /// type, after a module, as a generic, on a typealias's right, or as a
    /// whole string literal (its last dotted part); never in a comment, a
    /// string of other text, or right after a declaring keyword.
    func testNamesMentionedOutsideTheirDeclarations() {
        func mentioned(_ text: String, _ language: SourceTokenizer.Language = .swift) -> [String] {
            ClassCreationScanner.scan(Array(text.utf8), language: language).mentioned
        }
        XCTAssertEqual(mentioned("func make() -> Start { .init() }"), ["Start"])
        XCTAssertEqual(mentioned("let a = App.Start(); let b = List<Int>()"), ["App", "Int", "List", "Start"])
        XCTAssertEqual(mentioned("typealias S = Start"), ["S", "Start"])
        XCTAssertEqual(mentioned("class Start: Base {}\nextension Start {}\nstruct Other {}"), ["Base"])
        XCTAssertEqual(mentioned("// Start\n/* Start */ let s = \"Start page\""), [])
        XCTAssertEqual(mentioned("let c = NSClassFromString(\"App.Start\")"), ["NSClassFromString", "Start"])
        XCTAssertEqual(mentioned("let s = \"app.start\"; let t = \"a Big\"; let u = \"\""), [])
        XCTAssertEqual(mentioned("let s = \""), [])
        // A name built in a string ends it; an unterminated literal keeps
        // its last byte.
        XCTAssertEqual(mentioned("let c = NSClassFromString(\"\\(module).Start\")"), ["NSClassFromString", "Start"])
        XCTAssertEqual(mentioned("let s = \"Start\nlet t = \"App.Menu"), ["Menu", "Start"])
        XCTAssertEqual(
            mentioned("@interface Start : Base\n@end\nClass c = NSClassFromString(@\"Legacy\");", .objectiveC),
            ["Base", "Class", "Legacy", "NSClassFromString"])
        // A macro's body is code; an import is not.
        XCTAssertEqual(
            mentioned("#import \"Start.h\"\n#define ROOT_CLASS Root\nid r = [[ROOT_CLASS alloc] init];", .objectiveC),
            ["ROOT_CLASS", "Root"])
        XCTAssertEqual(
            mentioned("#import \"Start.h\"\n#define MAKE [Root new]\n", .objectiveC).contains("Root"), true)
    }

    /// A file of more distinct names than the table's first size holds,
    /// each used several times: every one is mentioned once, in order.
    func testManyDistinctNamesAreEachMentionedOnce() {
        let names = (0..<1_000).map { "Name\($0)" }
        let text = (names + names.reversed() + names).map { "let a: \($0)\n" }.joined()
        let mentioned = ClassCreationScanner.scan(Array(text.utf8), language: .swift).mentioned
        XCTAssertEqual(mentioned, names.sorted())
    }
}
