import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// A file's connections are errors only where the run sees the file loaded
/// (issue 42, cause 7, and the causes its triage of 41 apps found): a view
/// controller's default nib when code creates the class, a storyboard's
/// scene when what the app starts from or what code instantiates leads to
/// it. Elsewhere its errors are one warning that it looks unused (SG250).
final class LoadedFileTests: XCTestCase {
    private let profile = "class ProfileViewController: UIViewController {}\n"

    /// `ProfileViewController.xib`, the default nib of its File's Owner,
    /// which sets an outlet the class lacks.
    private let profileXIB = (
        "ProfileViewController.xib",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" \
        customModuleProvider="target">
                    <connections><outlet property="titleLabel" destination="v" id="o"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="v"/>
            </objects>
        </document>
        """
    )

    private func codes(_ files: [(String, String)]) -> [String] {
        Diagnose.files(files).map(\.code.rawValue).filter { ("SG240"..."SG259").contains($0) }
    }

    /// A class emptied of its outlets whose XIB nothing loads any more
    /// (Lockdown's `SignUpViewController`), or an Objective-C class only
    /// imported (OsmAnd's): its default nib is not seen loaded.
    func testADefaultNibIsLoadedOnlyWhenCodeCreatesItsClass() {
        XCTAssertEqual(codes([profileXIB, ("Profile.swift", profile)]), ["SG250"])
        for creation in [
            "func show() -> UIViewController { ProfileViewController() }",
            "func show() -> UIViewController { ProfileViewController.init() }",
            "func show() -> UIViewController.Type { ProfileViewController.self }",
        ] {
            XCTAssertEqual(
                codes([profileXIB, ("Profile.swift", profile + creation)]), ["SG240"], creation)
        }
        let header = "@interface ProfileViewController : UIViewController\n@end\n"
        let implementation = "#import \"ProfileViewController.h\"\n@implementation ProfileViewController\n@end\n"
        let objectiveC = [profileXIB, ("ProfileViewController.h", header), ("ProfileViewController.m", implementation)]
        XCTAssertEqual(
            codes(objectiveC + [("Menu.m", "#import \"ProfileViewController.h\"\n@interface Menu ()\n@end\n")]),
            ["SG250"])
        XCTAssertEqual(
            codes(objectiveC + [("Menu.m", "void show(void) { [[ProfileViewController alloc] init]; }\n")]),
            ["SG240"])
    }

    /// An app extension's principal class is created by the system.
    func testAnExtensionsPrincipalClassLoadsItsDefaultNib() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>NSExtension</key><dict>
            <key>NSExtensionPrincipalClass</key><string>$(PRODUCT_MODULE_NAME).ProfileViewController</string>
            </dict></dict></plist>
            """
        XCTAssertEqual(codes([profileXIB, ("Profile.swift", profile), ("Info.plist", plist)]), ["SG240"])
    }

    /// A storyboard of one scene of `ProfileViewController`, with the
    /// storyboard ID `Profile`, whose outlet the class lacks.
    /// The `Old` storyboard, the app's Info.plist naming `Main`, and the
    /// profile class with `helper`: the scene's errors are one SG250 whose
    /// message names the call that builds a name at run time.
    private func assertOneUnloadedWarning(
        _ helper: String, naming call: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let app = ("Info.plist", Diagnose.infoPlist(mainStoryboard: "Main"))
        let unused = Diagnose.files([storyboard("Old"), app, ("Profile.swift", profile + helper)])
        XCTAssertEqual(unused.map(\.code), [.connectionsOfUnloadedFile], "\(unused)", file: file, line: line)
        let message = try XCTUnwrap(unused.first?.message, file: file, line: line)
        XCTAssertTrue(message.contains(call), message, file: file, line: line)
    }

    private func storyboard(_ name: String, initial: Bool = true) -> (String, String) {
        (
            "\(name).storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            \(initial ? "initialViewController=\"p\"" : "")>
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <viewController storyboardIdentifier="Profile" id="p" \
            customClass="ProfileViewController" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v"/>
                                <connections><outlet property="titleLabel" destination="v" id="o"/></connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        )
    }

    /// Element's `Main.storyboard`, which no Info.plist names any more and
    /// no code opens: its scenes are built in code.
    func testAStoryboardNothingLoadsHoldsNoError() throws {
        let app = ("Info.plist", Diagnose.infoPlist(mainStoryboard: "Main"))
        let code = ("Profile.swift", profile)
        XCTAssertEqual(codes([storyboard("Main"), app, code]), ["SG240"])
        let unused = Diagnose.files([storyboard("Old"), app, code])
        XCTAssertEqual(unused.map(\.code), [.connectionsOfUnloadedFile], "\(unused)")
        let message = try XCTUnwrap(unused.first?.message)
        XCTAssertTrue(message.contains("the outlet \"titleLabel\" cannot be set"), message)
        XCTAssertTrue(message.contains("nothing the run sees loads the scene"), message)
        // Opened by name, or its scene instantiated by its ID.
        for opening in [
            "func open() { _ = UIStoryboard(name: \"Old\", bundle: nil).instantiateInitialViewController() }",
            "func open(_ s: UIStoryboard) { _ = s.instantiateViewController(withIdentifier: \"Profile\") }",
        ] {
            XCTAssertEqual(
                codes([storyboard("Old"), app, ("Profile.swift", profile + opening)]), ["SG240"], opening)
        }
        // Opened by name for another scene's ID, which loads only that
        // scene: the initial one is built only when code instantiates it
        // (Element's Main, opened for its scenes' IDs).
        let main = storyboard("Old").1.replacingOccurrences(of: "storyboardIdentifier=\"Profile\" ", with: "")
        let byName =
            "func open() { _ = UIStoryboard(name: \"Old\", bundle: nil).instantiateViewController(withIdentifier: \"Other\") }"
        XCTAssertEqual(codes([("Old.storyboard", main), app, ("Profile.swift", profile + byName)]), ["SG250"])
        let initial = "\nfunc start(_ s: UIStoryboard) { _ = s.instantiateInitialViewController() }"
        XCTAssertEqual(
            codes([("Old.storyboard", main), app, ("Profile.swift", profile + byName + initial)]), ["SG240"])
        // Without an Info.plist the run cannot tell: the error stands.
        XCTAssertEqual(codes([storyboard("Old"), code]), ["SG240"])
    }

    /// Lockdown's `instantiate(_:)` helper asks for the ID
    /// `String(describing: type)`: an ID built at run time may name any
    /// scene, so it loads none that the run sees, but one whose ID is the
    /// name of its class, which code names (Lockdown's privacy scene has
    /// the ID `vpnPrivacyPolicyViewController`, its class another name).
    func testAnIdentifierBuiltAtRunTimeLoadsOnlyTheSceneNamedLikeAClassCodeNames() throws {
        let app = ("Info.plist", Diagnose.infoPlist(mainStoryboard: "Main"))
        let helper =
            "func open(_ s: UIStoryboard, _ type: UIViewController.Type) {\n"
            + "    _ = s.instantiateViewController(withIdentifier: String(describing: type))\n}\n"
        try assertOneUnloadedWarning(helper, naming: "the storyboard ID built at run time at Profile.swift:")
        // The scene's ID named as its class, a class code names: loaded.
        let named = storyboard("Old").1.replacingOccurrences(
            of: "storyboardIdentifier=\"Profile\"", with: "storyboardIdentifier=\"ProfileViewController\"")
        let opening = "func show(_ s: UIStoryboard) { open(s, ProfileViewController.self) }\n"
        XCTAssertEqual(
            codes([("Old.storyboard", named), app, ("Profile.swift", profile + helper + opening)]), ["SG240"])
        // Named so, but no code names the class: no sight of it loaded.
        XCTAssertEqual(codes([("Old.storyboard", named), app, ("Profile.swift", profile + helper)]), ["SG250"])
        // Nor when code only creates the class, which builds it without its
        // scene (Element's `MasterTabBarController()`).
        let creating = "func show() -> UIViewController { ProfileViewController() }\n"
        XCTAssertEqual(
            codes([("Old.storyboard", named), app, ("Profile.swift", profile + helper + creating)]), ["SG250"])
    }

    /// A storyboard name built at run time may name any storyboard: it
    /// opens only one named as a class code names as a value (Element's
    /// `NSStringFromClass([DeactivateAccountViewController class])`), and
    /// loads its initial scene only when code instantiates it (Open Food
    /// Facts' `loadFromStoryboard()` asks for a scene by ID).
    func testAStoryboardNameBuiltAtRunTimeOpensOnlyOneNamedAsAClassCodeNames() throws {
        let app = ("Info.plist", Diagnose.infoPlist(mainStoryboard: "Main"))
        let helper =
            "func open(_ type: UIViewController.Type) -> UIViewController? {\n"
            + "    UIStoryboard(name: String(describing: type), bundle: nil).instantiateInitialViewController()\n}\n"
        try assertOneUnloadedWarning(helper, naming: "the storyboard name built at run time at Profile.swift:3")
        // The storyboard named as a class code names as a value: opened.
        let named = ("ProfileViewController.storyboard", storyboard("Old").1)
        let opening = "func show() { _ = open(ProfileViewController.self) }\n"
        XCTAssertEqual(codes([named, app, ("Profile.swift", profile + helper + opening)]), ["SG240"])
        XCTAssertEqual(
            codes([named, app, ("Profile.swift", profile + helper + "func show() { _ = ProfileViewController() }\n")]),
            ["SG250"])
        // Objective-C alike.
        let objectiveC =
            "@implementation Menu\n- (void)show {\n    [[UIStoryboard storyboardWithName:NSStringFromClass("
            + "[ProfileViewController class]) bundle:nil] instantiateInitialViewController];\n}\n@end\n"
        XCTAssertEqual(codes([named, app, ("Profile.swift", profile), ("Menu.m", objectiveC)]), ["SG240"])
        XCTAssertEqual(codes([storyboard("Old"), app, ("Profile.swift", profile), ("Menu.m", objectiveC)]), ["SG250"])
        // Opened so for a scene's ID, it loads not its initial scene.
        let byIdentifier =
            "func load(_ name: String) { _ = UIStoryboard(name: name, bundle: nil).instantiateViewController("
            + "withIdentifier: \"Other\") }\n"
        let main = storyboard("Old").1.replacingOccurrences(of: "storyboardIdentifier=\"Profile\" ", with: "")
        XCTAssertEqual(codes([("Old.storyboard", main), app, ("Profile.swift", profile + byIdentifier)]), ["SG250"])
    }

    /// `instantiateInitialViewController()` on a storyboard code hands over
    /// loads the initial scene of a storyboard code names (eidolon's
    /// `UIStoryboard.fulfillment()`, whose scene's true SG242 stays), not
    /// of every storyboard.
    func testAStoryboardHandedOverIsOneCodeNames() {
        let app = ("Info.plist", Diagnose.infoPlist(mainStoryboard: "Main"))
        let start =
            "class Presenter {\n    func start(_ s: UIStoryboard) { _ = s.instantiateInitialViewController() }\n}\n"
        XCTAssertEqual(codes([storyboard("Old"), app, ("Profile.swift", profile + start)]), ["SG250"])
        let naming =
            "extension UIStoryboard {\n    static func old() -> UIStoryboard { UIStoryboard(name: \"Old\", bundle: nil) }\n}\n"
        XCTAssertEqual(codes([storyboard("Old"), app, ("Profile.swift", profile + start + naming)]), ["SG240"])
    }

    /// SwiftGen's storyboard helpers open a storyboard by a name they do not
    /// spell and instantiate its initial scene, for whichever scene app
    /// code asks for: what they load is what `StoryboardScene.X.….instantiate()`
    /// names (Element's `Main`, which nothing asks for).
    func testSwiftGensStoryboardHelpersLoadOnlyTheScenesCodeAsksFor() throws {
        let app = ("Info.plist", Diagnose.infoPlist(mainStoryboard: "Main"))
        let swiftGen = (
            "Storyboards.swift",
            """
            // swiftlint:disable all
            // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

            import UIKit

            internal enum StoryboardScene {
              internal enum Old: StoryboardType {
                internal static let storyboardName = "Old"

                internal static let initialScene = InitialSceneType<ProfileViewController>(storyboard: Old.self)

                internal static let profile = SceneType<ProfileViewController>(storyboard: Old.self, identifier: "Profile")
              }
            }

            internal protocol StoryboardType {
              static var storyboardName: String { get }
            }

            internal extension StoryboardType {
              static var storyboard: UIStoryboard {
                let name = self.storyboardName
                return UIStoryboard(name: name, bundle: BundleToken.bundle)
              }
            }

            internal struct SceneType<T: UIViewController> {
              internal let storyboard: StoryboardType.Type
              internal let identifier: String

              internal func instantiate() -> T {
                let identifier = self.identifier
                guard let controller = storyboard.storyboard.instantiateViewController(withIdentifier: identifier) as? T else {
                  fatalError("ViewController '\\(identifier)' is not of the expected class \\(T.self).")
                }
                return controller
              }
            }

            internal struct InitialSceneType<T: UIViewController> {
              internal let storyboard: StoryboardType.Type

              internal func instantiate() -> T {
                guard let controller = storyboard.storyboard.instantiateInitialViewController() as? T else {
                  fatalError("ViewController is not of the expected class \\(T.self).")
                }
                return controller
              }

              @available(iOS 13.0, tvOS 13.0, *)
              internal func instantiate(creator block: @escaping (NSCoder) -> T?) -> T {
                guard let controller = storyboard.storyboard.instantiateInitialViewController(creator: block) else {
                  fatalError("Storyboard \\(storyboard.storyboardName) does not have an initial scene.")
                }
                return controller
              }
            }

            private final class BundleToken {
              static let bundle = Bundle(for: BundleToken.self)
            }
            """
        )
        // Code opens the storyboard by name for another scene's ID, as
        // Element its `Main`: the helpers' `instantiateInitialViewController()`
        // is no sight of its initial scene loaded.
        let other =
            profile + "func other() { _ = UIStoryboard(name: \"Old\", bundle: nil).instantiateViewController("
            + "withIdentifier: \"Other\") }\n"
        let unused = Diagnose.files([storyboard("Old"), app, ("Profile.swift", other), swiftGen])
        XCTAssertEqual(unused.map(\.code.rawValue).filter { ("SG240"..."SG259").contains($0) }, ["SG250"])
        // Nor does the warning blame the helpers' names built at run time.
        let message = try XCTUnwrap(unused.first { $0.code == .connectionsOfUnloadedFile }?.message)
        XCTAssertFalse(message.contains("built at run time"), message)
        for use in ["StoryboardScene.Old.initialScene.instantiate()", "StoryboardScene.Old.profile.instantiate()"] {
            let code = ("Profile.swift", other + "func show() { _ = \(use) }\n")
            XCTAssertEqual(codes([storyboard("Old"), app, code, swiftGen]), ["SG240"], use)
        }
    }

    /// An ID built at run time can name only a scene that has a storyboard
    /// ID: SG250 names the call for such a scene, and not for one without
    /// (review of issue 42).
    func testTheRunTimeIdentifierCallIsNamedOnlyForASceneWithAnIdentifier() throws {
        let app = ("Info.plist", Diagnose.infoPlist(mainStoryboard: "Main"))
        let helper =
            "func open(_ s: UIStoryboard, _ id: String) {\n"
            + "    _ = s.instantiateViewController(withIdentifier: id)\n}\n"
        let code = ("Profile.swift", profile + helper)
        let identified = try XCTUnwrap(Diagnose.files([storyboard("Old"), app, code]).first?.message)
        XCTAssertTrue(identified.contains("the storyboard ID built at run time at Profile.swift:"), identified)
        let anonymous = storyboard("Old").1.replacingOccurrences(of: "storyboardIdentifier=\"Profile\" ", with: "")
        let unused = Diagnose.files([("Old.storyboard", anonymous), app, code])
        XCTAssertEqual(unused.map(\.code), [.connectionsOfUnloadedFile], "\(unused)")
        let message = try XCTUnwrap(unused.first?.message)
        XCTAssertFalse(message.contains("built at run time"), message)
    }

    /// SG250 says why the run does not see the file loaded, then the one
    /// remedy, for a XIB and a storyboard alike.
    func testAnUnusedFileSaysWhyThenTheRemedy() throws {
        let remedy =
            "; it looks unused: delete it, or give the run the code that loads it (a linked module, --project), "
            + "which makes these errors"
        let app = ("Info.plist", Diagnose.infoPlist(mainStoryboard: "Main"))
        let cases = [
            (
                [profileXIB, ("Profile.swift", profile)],
                "1 check of ProfileViewController.xib would fail when it is loaded, such as this one: ",
                "; but no code of the run loads it: not by its name \"ProfileViewController\" (UINib(nibName:), "
                    + "loadNibNamed), nor a class it names, nor as the default nib of a view controller that code "
                    + "creates"
            ),
            (
                [storyboard("Old"), app, ("Profile.swift", profile)],
                "1 check of Old.storyboard would fail when their scene is loaded, such as this one: ",
                "; but nothing the run sees loads the scene: it is neither the initial scene the app starts from nor "
                    + "one code instantiates (instantiateInitialViewController), no code instantiates its storyboard ID "
                    + "by name, and no segue of a loaded scene leads to it"
            ),
        ]
        for (files, opening, why) in cases {
            let message = try XCTUnwrap(Diagnose.files(files).first?.message)
            XCTAssertTrue(message.hasPrefix(opening), message)
            XCTAssertTrue(message.hasSuffix(why + remedy), message)
        }
    }

    /// Lockdown's privacy scene: the only segue to it hangs on a view
    /// controller and has no identifier, so nothing performs it.
    func testASegueNothingCanPerformLoadsNothing() {
        func main(_ identifier: String) -> (String, String) {
            (
                "Main.storyboard",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
                initialViewController="h">
                    <scenes>
                        <scene sceneID="a"><objects>
                            <viewController id="h" customClass="HomeViewController" customModuleProvider="target" \
                sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="hv"/>
                                <connections><segue destination="p" kind="presentation" \(identifier) id="g"/>\
                </connections>
                            </viewController>
                        </objects></scene>
                        <scene sceneID="b"><objects>
                            <viewController storyboardIdentifier="Privacy" id="p" \
                customClass="ProfileViewController" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v"/>
                                <connections><outlet property="titleLabel" destination="v" id="o"/></connections>
                            </viewController>
                        </objects></scene>
                    </scenes>
                </document>
                """
            )
        }
        let app = ("Info.plist", Diagnose.infoPlist(mainStoryboard: "Main"))
        let code = (
            "Code.swift",
            profile + "class HomeViewController: UIViewController {\n"
                + "    func privacy() { performSegue(withIdentifier: \"privacy\", sender: nil) }\n}\n"
        )
        XCTAssertEqual(codes([main(""), app, code]), ["SG250"])
        XCTAssertEqual(codes([main("identifier=\"privacy\""), app, code]), ["SG240"])
    }
}
