import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The Interface Builder contract (issue 35): outlets, outlet collections,
/// runtime attributes, actions and custom classes of storyboards and XIBs,
/// held to the Swift and Objective-C code of the run; an error only when
/// the class and every class above it are known.
final class ConnectionCheckTests: XCTestCase {
    /// A XIB whose File's Owner is `owner` (in the target's module) with
    /// `ownerConnections`, and a view holding `subviews`.
    /// A XIB named `name`; by default `ProfileViewController` loads it with
    /// itself as its File's Owner (UIKit's default nib name) when code
    /// creates it, as `presenter` does, so what the owner lacks is a proof.
    private func xib(
        name: String = "ProfileView.xib", owner: String? = "ProfileViewController",
        ownerAttributes: String = "customModuleProvider=\"target\"", ownerConnections: String = "",
        subviews: String = ""
    ) -> (String, String) {
        let ownerClass = owner.map { "customClass=\"\($0)\" \(ownerAttributes)" } ?? ""
        return (
            name,
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" \(ownerClass)>
                        <connections>\(ownerConnections)</connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="v">
                        <subviews>\(subviews)</subviews>
                    </view>
                </objects>
            </document>
            """
        )
    }

    private func outlet(_ property: String, to destination: String = "v") -> String {
        "<outlet property=\"\(property)\" destination=\"\(destination)\" id=\"o-\(property)\"/>"
    }

    private func button(action selector: String, to target: String = "-1", customClass: String? = nil) -> String {
        let custom = customClass.map { " customClass=\"\($0)\" customModuleProvider=\"target\"" } ?? ""
        return """
            <button id="b-\(selector)"\(custom)><connections>\
            <action selector="\(selector)" destination="\(target)" eventType="touchUpInside" id="a-\(selector)"/>\
            </connections></button>
            """
    }

    /// Code that creates `ProfileViewController` without a nib name, which
    /// loads its default nib: what makes `xib()`'s owner a proof.
    static let presenter = ("Presenter.swift", "func makeProfile() -> UIViewController { ProfileViewController() }\n")

    /// The connection diagnostics of a run of `files` and `presenter`, as
    /// `SGnnn line: message`.
    private func check(_ files: [(String, String)], line: UInt = #line) -> [String] {
        Diagnose.files(files + [Self.presenter]).filter { ("SG240"..."SG259").contains($0.code.rawValue) }.map {
            "\($0.code.rawValue) \($0.location.line): \($0.message)"
        }
    }

    /// Asserts that `found` is one diagnostic for each of `expected`, in
    /// order, starting with its code (and line) and holding each text.
    private func expect(_ found: [String], _ expected: [(String, [String])], line: UInt = #line) {
        XCTAssertEqual(found.count, expected.count, "\(found)", line: line)
        for (diagnostic, (start, texts)) in zip(found, expected) {
            XCTAssertTrue(diagnostic.hasPrefix(start), diagnostic, line: line)
            for text in texts { XCTAssertTrue(diagnostic.contains(text), diagnostic, line: line) }
        }
    }

    private let profile = """
        class ProfileViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
            @IBAction func save(_ sender: Any) {}
        }
        """

    func testAnOutletAndAnActionTheClassHasAreSilentAndOnesItLacksAreErrors() {
        let files = [
            xib(
                ownerConnections: outlet("titleLabel") + outlet("view") + outlet("titelLabel"),
                subviews: button(action: "save:") + button(action: "sav:")),
            ("Profile.swift", profile),
        ]
        expect(
            check(files),
            [
                (
                    "SG240 5",
                    [
                        "the outlet \"titelLabel\" cannot be set on ProfileViewController",
                        "did you mean \"titleLabel\"?",
                    ]
                ),
                ("SG241 9", ["the action \"sav:\" is sent to ProfileViewController", "did you mean \"save:\"?"]),
            ])
    }

    /// A XIB no code of the run loads (AltStore's header view, registered
    /// by class and built in code) fails nothing: its errors are one
    /// warning, SG250. Code that loads it by name, or by a class it names,
    /// makes them errors again (issue 42, cause 7).
    func testAXIBNoCodeLoadsIsAWarningAndLoadingItMakesTheErrors() {
        let header = (
            "Header.xib",
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <collectionReusableView id="v" customClass="HeaderView" customModuleProvider="target">
                        <connections>\(outlet("titleLabel")) \(outlet("subtitleLabel"))</connections>
                    </collectionReusableView>
                </objects>
            </document>
            """
        )
        let view = "class HeaderView: UICollectionReusableView {\n    let titleLabel = UILabel()\n}\n"
        // Registered by its type, beside another cell's nib: UIKit creates
        // it in code.
        let registeredByClass = (
            "List.swift",
            "func f(_ c: UICollectionView) {\n    c.register(UINib(nibName: \"Cell\", bundle: nil), "
                + "forCellWithReuseIdentifier: \"c\")\n    c.register(HeaderView.self, forSupplementaryViewOfKind: "
                + "\"h\", withReuseIdentifier: \"h\")\n}\n"
        )
        expect(
            check([header, ("Header.swift", view), registeredByClass]),
            [("SG250 5", ["2 checks of Header.xib would fail when it is loaded", "\"titleLabel\"", "looks unused"])])
        for loader in [
            "let nib = UINib(nibName: \"Header\", bundle: nil)\n",
            "let nib = UINib(nibName: String(describing: HeaderView.self), bundle: nil)\n",
            "let nib = UINib(nibName: \"\\(HeaderView.self)\", bundle: nil)\n",
            "let view = HeaderView.loadFromNib()\n",
            "extension HeaderView: NibReusable {}\n",
            "id nib = [UINib nibWithNibName:@\"Header\" bundle:nil];\n",
        ] {
            let file = loader.hasPrefix("id") ? "Loader.m" : "Loader.swift"
            expect(
                check([header, ("Header.swift", view), registeredByClass, (file, loader)]),
                [("SG240 5", ["\"titleLabel\""]), ("SG240 5", ["\"subtitleLabel\""])])
        }
    }

    /// Key-Value Coding sets an outlet through `set<Key>:`, the key's first
    /// letter made upper case: the outlet "TitleLabel" sets the property
    /// titleLabel (Habitica's "NoGroupsButton"); "titlelabel" does not.
    func testAnOutletKeyDifferingOnlyInItsFirstLettersCaseIsSet() {
        let files = [
            xib(ownerConnections: outlet("TitleLabel") + outlet("view") + outlet("titlelabel")),
            ("Profile.swift", profile),
        ]
        expect(check(files), [("SG240 5", ["the outlet \"titlelabel\" cannot be set on ProfileViewController"])])
    }

    /// A view that loads its own XIB as File's Owner in init(coder:) and
    /// adds the root view (Element's TermsView, through Reusable's
    /// loadNibContent()): the root view names the class with no module, so
    /// UIKit builds a plain view, which is what keeps the load from
    /// recursing. No SG242, and no advice to set the module; the same
    /// root view with a connection of its own is still SG242 (issue 42,
    /// cause 12).
    func testAViewLoadingItsOwnXIBKeepsAPlainContainerView() {
        func terms(_ rootConnections: String) -> (String, String) {
            (
                "TermsView.xib",
                """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="TermsView" \
                customModuleProvider="target">
                            <connections>\(outlet("label", to: "l"))</connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="v" customClass="TermsView">
                            <subviews><label id="l"/></subviews>
                            <connections>\(rootConnections)</connections>
                        </view>
                    </objects>
                </document>
                """
            )
        }
        let code = (
            "TermsView.swift",
            "final class TermsView: UIView, NibOwnerLoadable {\n    @IBOutlet var label: UILabel!\n}\n"
        )
        expect(check([terms(""), code]), [])
        expect(check([terms(outlet("label", to: "l")), code]), [("SG242 6", ["Unknown class TermsView"])])
    }

    func testSuperclassesExtensionsAndGenericSuperclassesCount() {
        let code = """
            class Base<T>: UIViewController {
                @IBOutlet var fromBase: UILabel!
            }
            class ProfileViewController: Base<Int> {}
            extension ProfileViewController {
                @IBAction func fromExtension(_ sender: Any) {}
            }
            extension UIViewController {
                @objc func fromUIKitExtension() {}
            }
            """
        let files = [
            xib(
                ownerConnections: outlet("fromBase") + outlet("missing"),
                subviews: button(action: "fromExtension:") + button(action: "fromUIKitExtension")),
            ("Profile.swift", code),
        ]
        XCTAssertEqual(check(files).map { String($0.prefix(5)) }, ["SG240"])
    }

    func testSwiftMembersTheRuntimeCannotUseAreErrorsThatSayWhy() {
        let code = """
            class ProfileViewController: UIViewController {
                var plain: UILabel!
                @objc var computed: UILabel { UILabel() }
                @IBOutlet var buttons: [UIButton]!
                func notExposed(_ sender: Any) {}
            }
            """
        let files = [
            xib(
                ownerConnections: outlet("plain") + outlet("computed")
                    + "<outletCollection property=\"buttons\" destination=\"v\" id=\"c1\"/>"
                    + "<outletCollection property=\"others\" destination=\"v\" id=\"c2\"/>",
                subviews: button(action: "notExposed:")),
            ("Profile.swift", code),
        ]
        expect(
            check(files),
            [
                ("SG240", ["is not seen by Objective-C (mark it @IBOutlet or @objc)"]), ("SG240", ["has no setter"]),
                ("SG240", ["\"others\""]), ("SG241", ["not seen by Objective-C (mark it @IBAction or @objc)"]),
            ])
    }

    func testObjCMembersExposesPlainMembersOfTheClassAndItsSubclasses() {
        let code = """
            @objcMembers class Base: UIViewController {}
            class ProfileViewController: Base {
                var plain: UILabel!
                func plainAction(_ sender: Any) {}
            }
            """
        let files = [
            xib(ownerConnections: outlet("plain"), subviews: button(action: "plainAction:")),
            ("Profile.swift", code),
        ]
        XCTAssertEqual(check(files), [])
        XCTAssertEqual(
            check([files[0], ("Profile.swift", code.replacingOccurrences(of: "@objcMembers ", with: ""))])
                .map(Self.judged), ["SG240 plain", "SG241 plainAction:"])
    }

    func testObjectiveCPropertiesInstanceVariablesCategoriesAndDynamic() {
        let header = """
            @interface ProfileViewController : UIViewController {
                UILabel *_legacy;
            }
            @property (nonatomic, weak) IBOutlet UILabel *fromHeader;
            @end
            """
        let implementation = """
            @interface ProfileViewController ()
            @property (nonatomic, weak) IBOutlet UILabel *fromExtension;
            @end
            @implementation ProfileViewController
            @dynamic remote;
            - (IBAction)save:(id)sender { }
            @end
            @implementation ProfileViewController (Actions)
            - (void)fromCategory:(id)sender { }
            @end
            """
        let connections =
            outlet("fromHeader") + outlet("fromExtension") + outlet("legacy") + outlet("remote") + outlet("absent")
        let files = [
            xib(ownerConnections: connections, subviews: button(action: "save:") + button(action: "fromCategory:")),
            ("ProfileViewController.h", header), ("ProfileViewController.m", implementation),
        ]
        let found = check(files)
        XCTAssertEqual(found.map { String($0.prefix(5)) }, ["SG240"])
        XCTAssertTrue(found.first?.contains("\"absent\"") ?? false, "\(found)")
    }

    func testFirstResponderAndAnUnknownChainAreNotJudgedAndCountedOnce() {
        let code = """
            class ProfileViewController: PodViewController {}
            """
        let files = [
            xib(
                ownerConnections: outlet("anything") + outlet("other"),
                subviews: button(action: "customCommand:", to: "-2")),
            ("Profile.swift", code),
        ]
        let found = check(files)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].hasPrefix("SG243 5: 2 Interface Builder connections were not checked"), found[0])
        XCTAssertTrue(found[0].contains("ProfileViewController inherits from PodViewController"), found[0])
    }

    func testAFilesOwnerMayBeASubclassThatHasTheMember() {
        let code = """
            class ProfileViewController: UIViewController {}
            class EditProfileViewController: ProfileViewController {
                @IBOutlet var nameField: UITextField!
            }
            """
        XCTAssertEqual(check([xib(ownerConnections: outlet("nameField")), ("Profile.swift", code)]), [])
        XCTAssertEqual(
            check([xib(ownerConnections: outlet("nameFeld")), ("Profile.swift", code)]).map(Self.judged),
            ["SG240 nameFeld"])
        // A File's Owner without a class is whatever loads the XIB.
        XCTAssertEqual(check([xib(owner: nil, ownerConnections: outlet("nameFeld")), ("Profile.swift", code)]), [])
    }

    /// A cell's XIB is most often registered for reuse, and UIKit loads a
    /// registered nib with no owner: its File's Owner's connections are not
    /// proof of a crash, whatever class the owner is given (review finding).
    func testTheFilesOwnerOfACellsXIBIsNotJudged() throws {
        let code = "class ProfileViewController: UIViewController {}"
        let cell = """
            </subviews></view><tableViewCell id="c" reuseIdentifier="cell"/><view id="w"><subviews>
            """
        let found = check([xib(ownerConnections: outlet("avatarView"), subviews: cell), ("Profile.swift", code)])
        XCTAssertEqual(found.map { String($0.prefix(5)) }, ["SG243"])
        XCTAssertTrue(try XCTUnwrap(found.first).contains("the File's Owner of a cell's XIB"), found.description)
        XCTAssertEqual(
            check([xib(ownerConnections: outlet("avatarView")), ("Profile.swift", code)]).map(Self.judged),
            ["SG240 avatarView"])
    }

    func testAClassWithoutAModuleIsFoundOnlyByItsObjectiveCRuntimeName() {
        let cell = """
            <tableViewCell id="c" customClass="ProfileCell" reuseIdentifier="cell"/>
            """
        let xml = xib(subviews: cell)
        let swift = "class ProfileCell: UITableViewCell {}"
        let found = check([xml, ("Profile.swift", profile + "\n" + swift)])
        XCTAssertEqual(found.map { String($0.prefix(5)) }, ["SG242"])
        XCTAssertTrue(found[0].contains("Unknown class ProfileCell"), found[0])
        XCTAssertTrue(found[0].contains("mark the class @objc(ProfileCell)"), found[0])
        XCTAssertEqual(check([xml, ("Profile.swift", profile + "\n@objc(ProfileCell) " + swift)]), [])
        XCTAssertEqual(
            check([
                xml, ("Profile.swift", profile), ("ProfileCell.h", "@interface ProfileCell : UITableViewCell\n@end"),
            ]),
            [])
    }

    /// Green's send flow: a scene only `instantiateViewController(identifier:creator:)`
    /// creates is built by the block, so UIKit never looks up the class the
    /// storyboard names without a module (issue 42, cause N8). A segue to
    /// the scene, its being the initial one, or a plain instantiation of
    /// its ID is UIKit allocating the class again: SG242. An ID built at
    /// run time without a block may name it: a warning that says where.
    func testASceneOnlyACreatorBlockCreatesHasNoUnknownClass() {
        func flow(initial: Bool = false, segue: Bool = false) -> (String, String) {
            let start = segue ? "s" : initial ? "p" : ""
            return (
                "Flow.storyboard",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
                \(start.isEmpty ? "" : "initialViewController=\"\(start)\"")>
                    <scenes>
                        <scene sceneID="a"><objects>
                            <viewController id="s" customClass="StartViewController" customModuleProvider="target" \
                sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="sv"/>
                                \(segue ? "<connections><segue destination=\"p\" kind=\"show\" id=\"g\"/></connections>" : "")
                            </viewController>
                        </objects></scene>
                        <scene sceneID="b"><objects>
                            <viewController storyboardIdentifier="PickerViewController" id="p" \
                customClass="PickerViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="pv"/>
                            </viewController>
                        </objects></scene>
                    </scenes>
                </document>
                """
            )
        }
        let classes = """
            class StartViewController: UIViewController {}
            class PickerViewController: UIViewController {
                let model: Int
                init?(coder: NSCoder, model: Int) { self.model = model; super.init(coder: coder) }
                required init?(coder: NSCoder) { fatalError() }
            }

            """
        let creator = """
            func makePicker(_ board: UIStoryboard) -> PickerViewController {
                board.instantiateViewController(identifier: "PickerViewController") { coder in
                    PickerViewController(coder: coder, model: 1)
                }
            }

            """
        let code = ("Picker.swift", classes + creator)
        XCTAssertEqual(check([flow(), code]), [])
        // SwiftGen's scene helper passes an identifier it does not spell,
        // but only for the scenes app code names: no ID built at run time.
        let swiftGen = """
            // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
            internal struct SceneType<T: UIViewController> {
                internal let storyboard: UIStoryboard
                internal let identifier: String
                internal func instantiate() -> T {
                    storyboard.instantiateViewController(withIdentifier: identifier) as! T
                }
            }

            """
        XCTAssertEqual(check([flow(), code, ("Storyboards.swift", swiftGen)]), [])
        let plain = [
            "func plain(_ b: UIStoryboard) { _ = b.instantiateViewController(withIdentifier: \"PickerViewController\") }",
            "func plain(_ b: UIStoryboard) { _ = b.instantiateViewController(identifier: \"PickerViewController\") }",
        ]
        for call in plain {
            expect(
                check([flow(), ("Picker.swift", classes + creator + call)]),
                [("SG242 11", ["Unknown class PickerViewController"])])
        }
        expect(check([flow(segue: true), code]), [("SG242 11", ["Unknown class PickerViewController"])])
        expect(check([flow(initial: true), code]), [("SG242 11", ["Unknown class PickerViewController"])])
        let runTime =
            "func open(_ b: UIStoryboard, _ id: String) { _ = b.instantiateViewController(withIdentifier: id) }"
        expect(
            check([flow(), ("Picker.swift", classes + creator + runTime)]),
            [
                (
                    "SG253 11",
                    [
                        "Unknown class PickerViewController",
                        "with a creator block (instantiateViewController(identifier:creator:) at Picker.swift:8)",
                        "the storyboard ID built at run time at Picker.swift:12 may instantiate the scene",
                    ]
                )
            ])
    }

    /// Green's help center: a button inside a view hidden in the file gets
    /// no touches unless code shows it, so the action it sends is no proof
    /// (issue 42, cause N9); the warning names the hidden view.
    func testAnActionOfAControlHiddenInTheFileIsAWarning() {
        let hiddenView = "<view hidden=\"YES\" id=\"h\">\n<subviews>\(button(action: "tap:"))</subviews></view>"
        expect(
            check([xib(subviews: hiddenView), ("Profile.swift", profile)]),
            [
                (
                    "SG252 10",
                    [
                        "the action \"tap:\" is sent to ProfileViewController, which does not implement it",
                        "a view holding it is hidden in ProfileView.xib (hidden=\"YES\" at line 9)",
                        "sent only if code shows it",
                    ]
                )
            ])
        let hiddenButton = button(action: "tap:").replacingOccurrences(of: "<button ", with: "<button hidden=\"YES\" ")
        expect(
            check([xib(subviews: hiddenButton), ("Profile.swift", profile)]),
            [("SG252 9", ["it is hidden in ProfileView.xib (hidden=\"YES\" at line 9)"])])
        expect(
            check([
                xib(subviews: "<view id=\"h\"><subviews>\(button(action: "tap:"))</subviews></view>"),
                ("Profile.swift", profile),
            ]),
            [("SG241 9", ["the action \"tap:\" is sent to ProfileViewController"])])
    }

    /// GoMap's member cell: code always disables the text fields whose
    /// actions the class lacks, through their outlets, so whether an action
    /// is ever sent depends on run time (issue 42, cause N3). A control no
    /// outlet code toggles holds stays SG241, and so does one whose outlet's
    /// name is only a parameter's that code toggles (RocketChat's true
    /// error in `../shared/apps`), or the property of an unrelated class,
    /// which holds another control; a protocol extension's or a computed
    /// property that forwards may hold any.
    func testAnActionOfAControlCodeEnablesOrHidesIsAWarning() {
        let owner = """
            class ProfileViewController: UIViewController {
                @IBOutlet weak var text1: UITextField!
                @IBOutlet weak var text2: UITextField!
            }

            """
        let files = { (code: String) in
            [
                self.xib(
                    ownerConnections: self.outlet("text1", to: "b-tap:") + self.outlet("text2", to: "v"),
                    subviews: self.button(action: "tap:")),
                ("Profile.swift", owner + code),
            ]
        }
        for toggle in [
            "func lock(_ c: ProfileViewController) { c.text1.isEnabled = false }",
            "extension ProfileViewController { func lock() { text1?.isHidden = true } }",
            "extension ProfileViewController { func lock() { text1.isUserInteractionEnabled = false } }",
            "final class Locked: ProfileViewController { func lock() { self.text1.isEnabled = false } }",
            "extension Lockable { func lock() { text1.isEnabled = false } }\n"
                + "protocol Lockable: AnyObject { var text1: UITextField! { get } }",
            "final class Shell: UIViewController { func lock() { text1.isEnabled = false }\n"
                + "var content: ProfileViewController!; var text1: UITextField { content.text1 } }",
        ] {
            expect(
                check(files(toggle)),
                [
                    (
                        "SG252 9",
                        [
                            "the action \"tap:\" is sent to ProfileViewController, which does not implement it",
                            "code enables, disables, shows or hides the control through the outlet \"text1\" (Profile.swift:5)",
                        ]
                    )
                ], line: #line)
        }
        let objectiveC = [
            (
                "Lock.m",
                "@implementation Locker\n- (void)lock:(ProfileViewController *)c { [c.text1 setEnabled:NO]; }\n@end\n"
            )
        ]
        expect(check(files("") + objectiveC), [("SG252 9", ["through the outlet \"text1\" (Lock.m:2)"])])
        // RocketChat's `updateLoadingState(with buttonPlayer:)` hides and
        // shows a parameter that shares the outlet's name: no property.
        for other in [
            "", "func lock(_ c: ProfileViewController) { c.text2.isEnabled = false }",
            "func load(with text1: UIButton) { text1.isHidden = true }",
            "final class Settings: UIViewController { var text1: UITextField!; func lock() { text1.isEnabled = false } }",
            "final class Settings: UIViewController { @IBOutlet var text1: UITextField!\n"
                + "func lock() { self.text1.isHidden = true } }",
        ] {
            expect(check(files(other)), [("SG241 9", ["the action \"tap:\" is sent to ProfileViewController"])])
        }
    }

    /// Issue 52, cause 3: a control its own class's code hides in one
    /// state and shows in another, outside any condition, is operable, and
    /// its tap crashes: SG241. Shown only behind a condition the run cannot
    /// read (an `if`, a `switch`, after a `guard`), through another
    /// object's property, or in another state than the one code sets
    /// against it (enabled where it hides), it stays SG252.
    func testAControlCodeShowsOutsideAConditionIsOperable() {
        let owner = """
            class ProfileViewController: UIViewController {
                @IBOutlet weak var text1: UITextField!
                @IBOutlet weak var text2: UITextField!
                func lock() { text1.isHidden = true }

            """
        let files = { (code: String) in
            [
                self.xib(
                    ownerConnections: self.outlet("text1", to: "b-tap:") + self.outlet("text2", to: "v"),
                    subviews: self.button(action: "tap:")),
                ("Profile.swift", owner + code + "\n}\n"),
            ]
        }
        for shown in ["func unlock() { text1.isHidden = false }", "func unlock() { self.text1?.isHidden = false }"] {
            expect(check(files(shown)), [("SG241 9", ["the action \"tap:\" is sent to ProfileViewController"])])
        }
        for conditional in [
            "func unlock() { if ready { text1.isHidden = false } }",
            "func unlock() { guard ready else { return }\n text1.isHidden = false }",
            "func unlock() { switch state { case .on: text1.isHidden = false\n default: break } }",
            "func unlock(_ c: ProfileViewController) { c.text1.isHidden = false }",
            // Enabling does not show what is hidden.
            "func unlock() { text1.isEnabled = true }",
        ] {
            expect(check(files(conditional)), [("SG252 9", ["through the outlet \"text1\" (Profile.swift:4)"])])
        }
    }

    /// A scene kind's element is of the kind's default class, so the
    /// connections of an AVKit player scene are judged; a hosting
    /// controller's class is generic over a view the file does not name, so
    /// its are not (the note says so).
    func testASceneKindsElementIsOfItsDefaultClass() {
        func storyboard(_ element: String) -> (String, String) {
            (
                "Main.storyboard",
                """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" \
                targetRuntime="iOS.CocoaTouch" initialViewController="p"><scenes><scene sceneID="s"><objects>
                <\(element) id="p" sceneMemberID="viewController"><connections>
                <outlet property="nope" destination="p" id="o"/></connections></\(element)>
                </objects></scene></scenes></document>
                """
            )
        }
        expect(check([storyboard("avPlayerViewController")]), [("SG240", ["nope", "AVPlayerViewController"])])
        expect(check([storyboard("hostingController")]), [("SG243", ["the class of <hostingController> is not known"])])
    }

    /// A class the file gives the target's module is looked up by its Swift
    /// name: the note names the class whose `@objc` name it is instead of
    /// saying no code declares it.
    func testAClassWithAModuleNamedByItsObjectiveCNameIsNotJudgedAndTheNoteSaysWhose() {
        let cell = """
            <tableViewCell id="c" customClass="ProfileCell" customModuleProvider="target" reuseIdentifier="cell"/>
            """
        let swift = "@objc(ProfileCell) class SwiftProfileCell: UITableViewCell {}"
        let found = check([xib(subviews: cell), ("Profile.swift", swift + "\n" + profile)])
        XCTAssertEqual(found.map { String($0.prefix(5)) }, ["SG243"])
        XCTAssertTrue(
            found[0].contains("ProfileCell is the Objective-C name of SwiftProfileCell at Profile.swift:1"), found[0])
    }

    func testAClassOfAnotherModuleIsJudgedOnlyWhenTheRunHasThatModule() {
        let xml = xib(ownerAttributes: "customModule=\"ProfileKit\"", ownerConnections: outlet("absent"))
        let found = check([xml, ("Profile.swift", profile)])
        XCTAssertEqual(found.map(Self.judged), ["SG243"])
        XCTAssertTrue(found[0].contains("in the module ProfileKit, whose code the run does not have"), found[0])
        var kit = InputFile(path: "Kit/Profile.swift", bytes: Array(profile.utf8))
        kit.module = "ProfileKit"
        var diagnostics = DiagnosticCollector()
        _ = Pipeline.load(
            Diagnose.inputs([xml, Self.presenter]) + [kit],
            checks: .everything,
            diagnostics: &diagnostics)
        XCTAssertEqual(
            diagnostics.sorted.map { Self.judged("\($0.code.rawValue) 0: \($0.message)") }, ["SG240 absent"])
    }

    func testARuntimeAttributeUIKitCannotSetIsAWarning() {
        let view = """
            <view id="r"><userDefinedRuntimeAttributes>\
            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"/>\
            <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"/>\
            </userDefinedRuntimeAttributes></view>
            """
        let found = check([xib(subviews: view), ("Profile.swift", profile)])
        XCTAssertEqual(found.map { String($0.prefix(5)) }, ["SG244"])
        XCTAssertTrue(found[0].contains("on UIView"), found[0])
    }

    /// A key path's first key is only read (`valueForKey:`): a get-only
    /// property serves it, where setting the key alone would fail (review
    /// finding 10); a first key nothing can read is still the warning.
    func testARuntimeAttributePathNeedsOnlyAGetterForItsFirstKey() {
        let code = """
            class BadgeView: UIView {
                @objc var gradient: CAGradientLayer { layer as! CAGradientLayer }
            }
            class ProfileViewController: UIViewController {}
            """
        let attributes = { (paths: [String]) in
            "<view id=\"r\" customClass=\"BadgeView\" customModuleProvider=\"target\"><userDefinedRuntimeAttributes>"
                + paths.map { "<userDefinedRuntimeAttribute type=\"number\" keyPath=\"\($0)\"/>" }.joined()
                + "</userDefinedRuntimeAttributes></view>"
        }
        XCTAssertEqual(check([xib(subviews: attributes(["gradient.cornerRadius"])), ("Badge.swift", code)]), [])
        let setAlone = check([xib(subviews: attributes(["gradient"])), ("Badge.swift", code)])
        XCTAssertEqual(setAlone.map { String($0.prefix(5)) }, ["SG244"])
        XCTAssertTrue(setAlone.first?.contains("BadgeView.gradient") == true, setAlone.joined())
        let unreadable = check([xib(subviews: attributes(["gradinet.cornerRadius"])), ("Badge.swift", code)])
        XCTAssertEqual(unreadable.map { String($0.prefix(5)) }, ["SG244"])
        XCTAssertTrue(
            unreadable.first?.contains("key path starts with \"gradinet\", which cannot be read on BadgeView") == true,
            unreadable.joined())
    }

    /// A scene nothing can show (no segue leads to it, no storyboard ID,
    /// not the initial scene) is never loaded: its connections cannot fail,
    /// so they are not judged; SG304 reports the scene.
    func testAConnectionInASceneNothingCanShowIsNotJudged() {
        let scene = { (id: String, extra: String) in
            """
            <scene sceneID="s-\(id)"><objects>
                <viewController id="\(id)" customClass="ProfileViewController" customModuleProvider="target" \
            sceneMemberID="viewController"\(extra)>
                    <view key="view" id="v-\(id)"/>
                    <connections><outlet property="nameLabel" destination="v-\(id)" id="o-\(id)"/></connections>
                </viewController>
            </objects></scene>
            """
        }
        let storyboard = { (second: String) in
            (
                "Main.storyboard",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
                initialViewController="first">
                    <scenes>
                \(scene("first", ""))
                \(scene("second", second))
                    </scenes>
                </document>
                """
            )
        }
        let code = ("Profile.swift", "class ProfileViewController: UIViewController {}\n")
        let dead = check([storyboard(""), code])
        XCTAssertEqual(dead.map { String($0.prefix(9)) }, ["SG240 7: "], dead.joined(separator: "\n"))
        let identified = check([storyboard(" storyboardIdentifier=\"Second\""), code])
        XCTAssertEqual(identified.map { String($0.prefix(5)) }, ["SG240", "SG240"], identified.joined(separator: "\n"))
    }

    /// `valueForKey:` finds a getter `is<Key>` or `_<key>`: a Swift
    /// property Objective-C sees by that name is read for `key`.
    func testARuntimeAttributePathStartIsReadThroughAGetterNamedLikeKVCs() {
        let code = """
            class BadgeView: UIView {
                @objc var isShown: UIView { self }
                @objc var _backing = UIView()
                var isPlain: UIView { self }
            }
            class ProfileViewController: UIViewController {}
            """
        let attributes = ["shown.alpha", "backing.alpha", "plain.alpha"].map {
            "<userDefinedRuntimeAttribute type=\"number\" keyPath=\"\($0)\"/>"
        }
        let view =
            "<view id=\"r\" customClass=\"BadgeView\" customModuleProvider=\"target\"><userDefinedRuntimeAttributes>"
            + attributes.joined() + "</userDefinedRuntimeAttributes></view>"
        let found = check([xib(subviews: view), ("Badge.swift", code)])
        XCTAssertEqual(found.map { String($0.prefix(5)) }, ["SG244"])
        XCTAssertTrue(
            found.first?.contains("BadgeView.isPlain at Badge.swift:4 is not seen by Objective-C") == true,
            found.joined())
    }

    /// UIKit applies a runtime attribute with `setValue:forKeyPath:`, which
    /// a class may override to take any key path: what it covers is
    /// unjudged (SG243), a path or a single key alike; an outlet is set by
    /// `setValue:forKey:`, which that override leaves as it is.
    func testAKeyPathOverrideLeavesRuntimeAttributesUnjudged() {
        let attributes =
            "<view id=\"r\" customClass=\"ProfileViewController\" customModuleProvider=\"target\">"
            + "<userDefinedRuntimeAttributes>"
            + "<userDefinedRuntimeAttribute type=\"number\" keyPath=\"plain.alpha\"/>"
            + "<userDefinedRuntimeAttribute type=\"number\" keyPath=\"plain\"/>"
            + "</userDefinedRuntimeAttributes></view>"
        let overrides = [
            "override func setValue(_ value: Any?, forKeyPath keyPath: String) {}",
            "override func value(forKeyPath keyPath: String) -> Any? { nil }",
        ]
        let plain = "class ProfileViewController: UIViewController {\n    var plain = UIView()\n}"
        XCTAssertEqual(codes("", attributes, [("Profile.swift", plain)]), ["SG244 plain", "SG244 plain"])
        for (member, expected) in zip(
            overrides, [["SG240 anything", "SG243"], ["SG240 anything", "SG243", "SG244 plain"]])
        {
            let code = "class ProfileViewController: UIViewController {\n    var plain = UIView()\n    \(member)\n}"
            XCTAssertEqual(codes(outlet("anything"), attributes, [("Profile.swift", code)]), expected, member)
        }
    }

    func testAnActionMatchingOnlyTheSwift2SelectorIsAWarning() {
        let code = """
            class ProfileViewController: UIViewController {
                @IBAction func save(sender: AnyObject) {}
            }
            """
        let found = check([xib(subviews: button(action: "save:")), ("Profile.swift", code)])
        XCTAssertEqual(found.map { String($0.prefix(5)) }, ["SG246"])
        XCTAssertEqual(check([xib(subviews: button(action: "saveWithSender:")), ("Profile.swift", code)]), [])
    }

    func testAnOldArchiveXIBIsSkippedWithANote() {
        var diagnostics = DiagnosticCollector()
        let document = Pipeline.read(
            InputFile(path: "Old.xib", bytes: Array("<archive type=\"x\" version=\"7.10\"></archive>".utf8)),
            diagnostics: &diagnostics)
        XCTAssertNotNil(document)
        XCTAssertEqual(diagnostics.sorted.map(\.code), [.legacyXIBNotRead])
    }
}

extension ConnectionCheckTests {
    /// `checkConnections` in `seguegen.yaml`: false turns the checks off, a
    /// list of storyboards and XIBs judges only those, and a name the run
    /// does not have is an error (SG230).
    func testCheckConnectionsTurnsTheChecksOffOrScopesThem() throws {
        let files = [xib(ownerConnections: outlet("absent")), ("Profile.swift", profile)]
        func run(_ yaml: String) throws -> [String] {
            var diagnostics = DiagnosticCollector()
            let configuration = try XCTUnwrap(
                Configuration.read(Array(yaml.utf8), file: "seguegen.yaml", diagnostics: &diagnostics))
            XCTAssertEqual(diagnostics.sorted, [])
            var checks = CheckScopes.everything
            checks.connections = configuration.connectionChecks
            return Diagnose.load(files + [Self.presenter], checks: checks)
                .diagnostics.map { "\($0.code.rawValue) \($0.location.file)" }
        }
        XCTAssertEqual(try run("checkConnections: true\n"), ["SG240 ProfileView.xib"])
        XCTAssertEqual(try run("checkConnections: false\n"), [])
        XCTAssertEqual(try run("checkConnections: [ProfileView]\n"), ["SG240 ProfileView.xib"])
        XCTAssertEqual(try run("checkConnections: [Main]\n"), ["SG230 seguegen.yaml"])
    }
}

/// Regressions from the review of issue 35: each a false error on code that
/// runs.
extension ConnectionCheckTests {
    /// The codes of a run of a XIB whose File's Owner has `ownerConnections`
    /// and whose view holds `subviews`, with `sources`, each with the
    /// connection it reports (`judged`).
    private func codes(
        _ ownerConnections: String, _ subviews: String = "", _ sources: [(String, String)]
    ) -> [String] {
        check([xib(ownerConnections: ownerConnections, subviews: subviews)] + sources).map(Self.judged).sorted()
    }

    /// The code of a diagnostic of `check` and the outlet, action or key
    /// it reports, the first name its message quotes ("SG240 absent"), so
    /// that a test says which connection was judged, not only how many.
    /// SG243, a count of the connections not judged, names none.
    private static func judged(_ found: String) -> String {
        let code = String(found.prefix(5))
        let quoted = found.split(separator: "\"", maxSplits: 2, omittingEmptySubsequences: false)
        return code == "SG243" || quoted.count < 3 ? code : "\(code) \(quoted[1])"
    }

    /// An override of a method Objective-C declares is Objective-C's, and
    /// these answer for any key or selector: what they cover is unjudged.
    func testSwiftOverridesThatAnswerForAnyKeyOrSelectorAreNotJudged() {
        let keys = "override func setValue(_ value: Any?, forUndefinedKey key: String) {}"
        let selectors = [
            "override func forwardingTarget(for aSelector: Selector!) -> Any? { nil }",
            "override func responds(to aSelector: Selector!) -> Bool { true }",
            "override class func resolveInstanceMethod(_ sel: Selector!) -> Bool { true }",
        ]
        for (member, expected) in [(keys, ["SG241 anything:", "SG243"])]
            + selectors.map({ ($0, ["SG240 anything", "SG243"]) })
        {
            let code = "class ProfileViewController: UIViewController {\n    \(member)\n}"
            XCTAssertEqual(
                codes(outlet("anything"), button(action: "anything:"), [("Profile.swift", code)]), expected, member)
        }
    }

    /// A macro after an Objective-C property's name is not its name.
    func testAMacroAfterAnObjectiveCPropertyIsNotItsName() {
        let header = """
            @interface ProfileViewController : UIViewController
            @property (nonatomic, weak) IBOutlet UILabel *nameLabel NS_SWIFT_NAME(name);
            @property (nonatomic, weak) IBOutlet UIView *badgeView API_AVAILABLE(ios(13.0));
            @property (nonatomic, weak) IBOutlet UILabel *legacyLabel DEPRECATED_ATTRIBUTE;
            @property (nonatomic) BOOL enabled NS_REFINED_FOR_SWIFT;
            @property (nonatomic, copy) NSDictionary<NSString *, id> *extras UI_APPEARANCE_SELECTOR;
            @end
            """
        let outlets = ["nameLabel", "badgeView", "legacyLabel", "enabled", "extras", "absent"].map { outlet($0) }
        let found = check([xib(ownerConnections: outlets.joined()), ("ProfileViewController.h", header)])
        XCTAssertEqual(found.map(Self.judged), ["SG240 absent"])
    }

    /// A branch of conditional compilation the scanner does not read may
    /// hold the member: the class is not all known.
    func testAClassWithAnUnreadConditionalBranchIsNotJudged() {
        let swift = """
            class ProfileViewController: UIViewController {
            #if os(tvOS)
                @IBOutlet weak var focusGuideView: UIView!
            #else
                @IBOutlet weak var volumeSlider: UISlider!
                @IBAction func volumeChanged(_ sender: UISlider) {}
            #endif
                func load() {
            #if DEBUG
                    print(1)
            #else
                    print(2)
            #endif
                }
            }
            """
        XCTAssertEqual(
            codes(outlet("volumeSlider"), button(action: "volumeChanged:"), [("Profile.swift", swift)]), ["SG243"])
        let objectiveC = """
            @interface ProfileViewController : UIViewController
            #if TARGET_OS_TV
            @property (nonatomic, weak) IBOutlet UIView *focusGuideView;
            #else
            @property (nonatomic, weak) IBOutlet UISlider *volumeSlider;
            #endif
            @end
            """
        XCTAssertEqual(codes(outlet("volumeSlider"), "", [("ProfileViewController.h", objectiveC)]), ["SG243"])
        // A skipped branch in a method body hides no member.
        let body = """
            @interface ProfileViewController : UIViewController
            @end
            @implementation ProfileViewController
            - (void)load {
            #if DEBUG
                NSLog(@"1");
            #else
                NSLog(@"2");
            #endif
            }
            @end
            """
        XCTAssertEqual(codes(outlet("absent"), "", [("ProfileViewController.m", body)]), ["SG240 absent"])
        let swiftBody = swift.replacingOccurrences(of: "#if os(tvOS)", with: "").replacingOccurrences(
            of: "#else\n    @IBOutlet", with: "@IBOutlet"
        ).replacingOccurrences(of: "    @IBAction func volumeChanged(_ sender: UISlider) {}\n#endif\n", with: "")
        XCTAssertEqual(codes(outlet("absent"), "", [("Profile.swift", swiftBody)]), ["SG240 absent"])
    }

    /// Swift infers `@objc` for a member that satisfies an `@objc`
    /// protocol's requirement (`UIApplicationDelegate`'s `window`): a plain
    /// member of a class that adopts a protocol is not judged hidden.
    func testAPlainMemberOfAClassAdoptingAProtocolIsNotJudgedHidden() {
        let code = """
            @objc protocol MenuHandling {
                func toggleMenu(_ sender: Any)
            }
            class ProfileViewController: UIViewController, UITableViewDelegate {
                var window: UIWindow?
            }
            extension ProfileViewController: MenuHandling {
                func toggleMenu(_ sender: Any) {}
            }
            """
        let connections = outlet("window") + outlet("absent")
        XCTAssertEqual(
            codes(connections, button(action: "toggleMenu:"), [("Profile.swift", code)]), ["SG240 absent", "SG243"])
        // Without a protocol, a plain member is still hidden.
        let plain = "class ProfileViewController: UIViewController {\n    var window: UIWindow?\n}"
        XCTAssertEqual(codes(outlet("window"), "", [("Profile.swift", plain)]), ["SG240 window"])
    }

    /// One declaration may declare several properties or instance variables.
    func testEveryNameOfADeclarationIsAMember() {
        let header = """
            @interface ProfileViewController : UIViewController {
                IBOutlet UIButton *saveButton, *cancelButton;
            }
            @property (nonatomic, weak) IBOutlet UILabel *titleLabel, *subtitleLabel;
            @end
            """
        let objectiveCOutlets = ["saveButton", "cancelButton", "titleLabel", "subtitleLabel"].map { outlet($0) }
        XCTAssertEqual(codes(objectiveCOutlets.joined(), "", [("ProfileViewController.h", header)]), [])
        let swift = """
            class ProfileViewController: UIViewController {
                @IBOutlet weak var headline: UILabel!, byline: UILabel!
                var table: [String: (Int, label: Int)] = [:]
            }
            """
        let swiftOutlets = outlet("headline") + outlet("byline") + outlet("label")
        XCTAssertEqual(codes(swiftOutlets, "", [("Profile.swift", swift)]), ["SG240 label"])
    }

    /// The codes of a run of a XIB whose File's Owner is
    /// `ProfileKit.ProfileViewController`, with sources of given modules,
    /// each with the connection it reports (`judged`).
    private func moduleCodes(
        _ ownerConnections: String, _ subviews: String, _ sources: [(String, String, String?)]
    ) -> [String] {
        let xml = xib(
            ownerAttributes: "customModule=\"ProfileKit\"", ownerConnections: ownerConnections, subviews: subviews)
        var inputs = Diagnose.inputs([xml, Self.presenter])
        for (path, text, module) in sources {
            var input = InputFile(path: path, bytes: Array(text.utf8))
            input.module = module
            inputs.append(input)
        }
        var diagnostics = DiagnosticCollector()
        _ = Pipeline.load(inputs, checks: .everything, diagnostics: &diagnostics)
        return diagnostics.sorted.filter { ("SG240"..."SG259").contains($0.code.rawValue) }
            .map { Self.judged("\($0.code.rawValue) \($0.location.line): \($0.message)") }.sorted()
    }

    /// An extension in the app of a framework's class adds to the one
    /// class the runtime has.
    func testAnExtensionInAnotherModuleOfTheRunCounts() {
        let kit = """
            open class ProfileViewController: UIViewController {
                @IBOutlet public weak var versionLabel: UILabel!
            }
            """
        let app = "extension ProfileViewController {\n    @IBAction func showLicenses(_ sender: Any) {}\n}"
        let buttons = button(action: "showLicenses:") + button(action: "absent:")
        XCTAssertEqual(
            moduleCodes(
                outlet("versionLabel"), buttons, [("Kit/P.swift", kit, "ProfileKit"), ("P+App.swift", app, nil)]),
            ["SG241 absent:"])
    }

    /// A framework's superclass is not the app's class of that name: the
    /// app is no module the framework imports.
    func testASuperclassIsNotLookedForInAModuleThatCannotDeclareIt() {
        let kit = """
            open class ProfileViewController: BaseViewController {
                @IBOutlet public weak var nameLabel: UILabel!
            }
            """
        let base = "open class BaseViewController: UIViewController {}"
        let connections = outlet("nameLabel") + outlet("headerView")
        XCTAssertEqual(
            moduleCodes(connections, "", [("Kit/P.swift", kit, "ProfileKit"), ("Base.swift", base, nil)]), ["SG243"])
        XCTAssertEqual(
            moduleCodes(connections, "", [("Kit/P.swift", kit, "ProfileKit"), ("D/Base.swift", base, "DesignKit")]),
            ["SG240 headerView"])
        XCTAssertEqual(
            moduleCodes(
                connections, "",
                [("Kit/P.swift", kit, "ProfileKit"), ("D/Base.swift", base, "DesignKit"), ("E/B.swift", base, "Other")]),
            ["SG243"])
    }

    /// `@objc(name)` on a property is the key Key-Value Coding sets.
    func testAPropertyRenamedForObjectiveCIsSetByThatName() {
        let code = """
            class ProfileViewController: UIViewController {
                @IBOutlet @objc(wifiSwitch) weak var wifiToggle: UISwitch!
            }
            """
        let found = check([xib(ownerConnections: outlet("wifiSwitch") + outlet("wifiToggle")), ("Profile.swift", code)])
        XCTAssertEqual(found.map { String($0.prefix(5)) }, ["SG240"])
        XCTAssertTrue(found.first?.contains("\"wifiToggle\"") ?? false, "\(found)")
    }

    /// `@objc extension` exposes its own members, not the class's others.
    func testAnObjCExtensionExposesOnlyItsOwnMembers() {
        let code = """
            class ProfileViewController: UIViewController {
                var plain: UILabel!
            }
            @objc extension ProfileViewController {
                func fromExtension(_ sender: Any) {}
            }
            """
        let found = check([
            xib(ownerConnections: outlet("plain"), subviews: button(action: "fromExtension:")), ("Profile.swift", code),
        ])
        XCTAssertEqual(found.map(Self.judged), ["SG240 plain"])
        XCTAssertTrue(found.first?.contains("is not seen by Objective-C") ?? false, "\(found)")
    }

    /// Nits of the review: SG246 names the method's class once, and a XIB
    /// not in UTF-8 is told XIBs are UTF-8.
    func testTheSwift2WarningAndTheEncodingErrorOfAXIBReadWell() {
        let code = """
            class ProfileViewController: UIViewController {
                @IBAction func save(sender: AnyObject) {}
            }
            """
        let found = check([xib(subviews: button(action: "save:")), ("Profile.swift", code)])
        XCTAssertTrue(
            found.first?.contains("whose method in ProfileViewController at Profile.swift:2 had") ?? false, "\(found)")
        var diagnostics = DiagnosticCollector()
        _ = Pipeline.read(InputFile(path: "Old.xib", bytes: [0x3C, 0xFF, 0xFE, 0x3E]), diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.sorted.map(\.code), [.invalidEncoding])
        XCTAssertTrue(diagnostics.sorted.first?.message.contains("XIBs are UTF-8") ?? false, "\(diagnostics.sorted)")
    }
}

/// A XIB's File's Owner class is only what Interface Builder designs with:
/// at run time the owner is what the loading code passes (review finding,
/// a false SG240).
extension ConnectionCheckTests {
    /// The repro: the XIB names HeaderOwner, which lacks the outlet, but the
    /// one loader passes a RealOwner, which has it.
    func testTheFilesOwnerClassOfAXIBNoViewControllerLoadsIsNoProof() {
        let code = """
            final class HeaderOwner: NSObject {}
            final class RealOwner: NSObject { @IBOutlet var titleLabel: UILabel! }
            func load() -> UIView {
                UINib(nibName: "Owner", bundle: nil).instantiate(withOwner: RealOwner())[0] as! UIView
            }
            """
        for name in ["Owner.xib", "HeaderOwner.xib"] {
            let found = check([
                xib(name: name, owner: "HeaderOwner", ownerConnections: outlet("titleLabel")), ("a.swift", code),
            ])
            expect(
                found,
                [
                    (
                        "SG247 5",
                        [
                            "the outlet \"titleLabel\" is set on the File's Owner, which \(name) declares a HeaderOwner",
                            "the run does not see that it is a HeaderOwner: with one, loading the file throws",
                            "; give the File's Owner the class the code passes",
                        ]
                    )
                ])
            XCTAssertFalse(found.joined().contains("name the XIB after it"), "HeaderOwner is no view controller")
        }
    }

    /// A view controller created without a nib name loads the nib named
    /// after it, without "Controller" first: only that XIB's owner is proven.
    func testAViewControllersOwnNibProvesItsFilesOwner() {
        let files = { (name: String) in
            [
                self.xib(
                    name: name, ownerConnections: self.outlet("titelLabel"), subviews: self.button(action: "sav:")),
                ("Profile.swift", self.profile),
            ]
        }
        for name in ["ProfileView.xib", "ProfileViewController.xib"] {
            XCTAssertEqual(check(files(name)).map { String($0.prefix(8)) }, ["SG240 5:", "SG241 9:"], name)
        }
        expect(
            check(files("Profile.xib")),
            [
                (
                    "SG247 5",
                    [
                        "neither ProfileViewController nor a class above it has a settable key \"titelLabel\"",
                        "did you mean \"titleLabel\"?", "loading the file throws NSUnknownKeyException",
                        "name the XIB after it (ProfileView.xib or ProfileViewController.xib)",
                    ]
                ),
                (
                    "SG247 9",
                    [
                        "the action \"sav:\" is sent to the File's Owner, which Profile.xib declares a "
                            + "ProfileViewController", "the event crashes (unrecognized selector",
                    ]
                ),
            ])
        // With a ProfileView.xib beside it, UIKit loads that one instead.
        let other = xib(name: "ProfileView.xib", owner: nil)
        XCTAssertEqual(
            check(files("ProfileViewController.xib") + [other]).map { String($0.prefix(5)) }, ["SG247", "SG247"])
    }
}
