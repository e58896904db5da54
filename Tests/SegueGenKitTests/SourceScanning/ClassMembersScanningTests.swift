import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// What the scanners find of a class for the runtime: properties with
/// whether they are settable and seen by Objective-C, methods' selectors,
/// instance variables, `@objc(Name)` and `@objcMembers`.
final class ClassMembersScanningTests: XCTestCase {
    private func members(_ source: String, file: String) -> [String: ClassMembers] {
        var diagnostics = DiagnosticCollector()
        let document = Pipeline.read(InputFile(path: file, bytes: Array(source.utf8)), diagnostics: &diagnostics)
        var result: [String: ClassMembers] = [:]
        for source in document?.sourceClasses ?? [] {
            var merged = result[source.name] ?? ClassMembers()
            merged.properties += source.members.properties
            merged.methods += source.members.methods
            merged.instanceVariables += source.members.instanceVariables
            merged.isObjCMembers = merged.isObjCMembers || source.members.isObjCMembers
            merged.runtimeName = merged.runtimeName ?? source.members.runtimeName
            result[source.name] = merged
        }
        return result
    }

    private func describe(_ property: ClassMembers.Property) -> String {
        "\(property.name) \(property.isSettable ? "settable" : "get-only") \(property.visibility)"
    }

    func testSwiftPropertiesAreSettableUnlessLetOrGetOnly() throws {
        let found = members(
            """
            @objc(LegacyProfile) class ProfileViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet private(set) var buttons: [UIButton]!
                @objc let identifier = "x"
                @objc var computed: Int { return 1 }
                @objc var getOnly: Int { get { 1 } }
                @objc var both: Int { get { 1 } set { } }
                @objc var observed = 0 { didSet { print("x") } }
                var plain: UILabel?
                @nonobjc var hidden: UILabel?
                @NSManaged var managed: String
                static var shared: UILabel?
                lazy var closure: () -> Void = { print("{") }
                func viewDidLoad() { var local = 1 }
            }
            """, file: "Profile.swift")
        let profile = try XCTUnwrap(found["ProfileViewController"])
        XCTAssertEqual(profile.runtimeName, "LegacyProfile")
        XCTAssertEqual(
            profile.properties.map(describe),
            [
                "titleLabel settable objectiveC", "buttons settable objectiveC", "identifier get-only objectiveC",
                "computed get-only objectiveC", "getOnly get-only objectiveC", "both settable objectiveC",
                "observed settable objectiveC", "plain settable ifObjCMembers", "hidden settable hidden",
                "managed settable objectiveC", "closure settable ifObjCMembers",
            ])
    }

    func testSwiftSelectorsForZeroOneAndTwoArguments() throws {
        let found = members(
            """
            @objcMembers class Editor: NSObject {
                @IBAction func save() {}
                @IBAction func save(_ sender: Any) {}
                @IBAction func save(sender: Any) {}
                @IBAction func tap(on view: UIView) {}
                @IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
                @objc(renamed:) func other(_ x: Int) {}
                func plain() {}
                static func factory() {}
            }
            extension Editor {
                @objc func fromExtension(_ x: Any) {}
            }
            """, file: "Editor.swift")
        let editor = try XCTUnwrap(found["Editor"])
        XCTAssertTrue(editor.isObjCMembers)
        XCTAssertEqual(
            editor.methods.map(\.selector),
            ["save", "save:", "saveWithSender:", "tapOn:", "tapped:forEvent:", "renamed:", "plain", "fromExtension:"])
        XCTAssertEqual(editor.methods.map(\.visibility).filter { $0 == .ifObjCMembers }.count, 1)
    }

    func testObjectiveCPropertiesInstanceVariablesCategoriesAndDynamic() throws {
        let header = members(
            """
            @interface ProfileView : UIView {
                UILabel *_legacyLabel;
                @private NSInteger count;
            }
            @property (nonatomic, weak) IBOutlet UILabel *nameLabel;
            @property (nonatomic, readonly) NSArray<UIButton *> *buttons;
            @property (nonatomic, copy) void (^onTap)(void);
            @property (nonatomic, getter=isOn, setter=turn:) BOOL on;
            - (IBAction)save:(id)sender;
            @end
            @interface ProfileView (Extras)
            @property (nonatomic) UIColor *accent;
            - (void)refresh;
            @end
            """, file: "ProfileView.h")
        let view = try XCTUnwrap(header["ProfileView"])
        XCTAssertEqual(view.properties.map(\.name), ["nameLabel", "buttons", "onTap", "on", "accent"])
        XCTAssertEqual(view.instanceVariables, ["_legacyLabel", "count"])
        XCTAssertEqual(
            view.methods.map(\.selector),
            [
                "nameLabel", "setNameLabel:", "buttons", "setButtons:", "onTap", "setOnTap:", "isOn", "turn:", "save:",
                "accent", "setAccent:", "refresh",
            ])
        let implementation = members(
            """
            @interface ProfileView ()
            @property (nonatomic, strong) IBOutlet UIView *hidden;
            @end
            @implementation ProfileView
            @synthesize title = _customTitle, subtitle;
            @dynamic remote;
            - (void)tapped:(UIButton *)sender forEvent:(UIEvent *)event { if (x) { y; } }
            + (BOOL)resolveInstanceMethod:(SEL)selector { return NO; }
            + (void)classOnly { }
            @end
            """, file: "ProfileView.m")
        let implemented = try XCTUnwrap(implementation["ProfileView"])
        XCTAssertEqual(implemented.properties.map(\.name), ["hidden", "remote"])
        XCTAssertEqual(implemented.instanceVariables, ["_customTitle", "subtitle"])
        XCTAssertEqual(
            implemented.methods.map(\.selector),
            ["hidden", "setHidden:", "tapped:forEvent:", "resolveInstanceMethod:"])
    }
}
