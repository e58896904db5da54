import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// Cells dequeued with an index path against the prototypes of the
/// dequeuing class's scenes (SG260, SG261), in Swift and Objective-C, and
/// each case left unjudged.
final class ReuseIdentifierCheckTests: XCTestCase {
    static let storyboard = (
        "Main.storyboard",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1"><objects>
                    <tableViewController id="l" customClass="ListViewController" sceneMemberID="viewController">
                        <tableView key="view" dataMode="prototypes" id="lt"><prototypes>
                            <tableViewCell reuseIdentifier="Cell" customClass="ListCell" id="c1"/>
                            <tableViewCell reuseIdentifier="Detail" id="c2"/>
                        </prototypes></tableView>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <collectionViewController id="g" customClass="GalleryViewController" sceneMemberID="viewController">
                        <collectionView key="view" dataMode="prototypes" id="gc">
                            <cells><collectionViewCell reuseIdentifier="Photo" id="p"/></cells>
                            <collectionReusableView key="sectionHeaderView" reuseIdentifier="Header" id="h"/>
                            <collectionReusableView key="sectionFooterView" reuseIdentifier="Footer" id="f"/>
                        </collectionView>
                    </collectionViewController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <tableViewController id="k" customClass="ChildListViewController" sceneMemberID="viewController">
                        <tableView key="view" dataMode="prototypes" id="kt"><prototypes>
                            <tableViewCell reuseIdentifier="Child" id="c3"/>
                        </prototypes></tableView>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <tableViewController id="t" customClass="SettingsViewController" sceneMemberID="viewController">
                        <tableView key="view" dataMode="static" id="st"><sections><tableViewSection id="sec"><cells>
                            <tableViewCell reuseIdentifier="Setting" id="c4"/>
                        </cells></tableViewSection></sections></tableView>
                    </tableViewController>
                </objects></scene>
            </scenes>
        </document>
        """
    )

    /// The diagnostics of the storyboard and `files`, with a header that
    /// declares each scene's class no Swift file declares (so the run
    /// knows every class chain) unless `seesEveryScene` is false.
    private func check(_ files: [(String, String)], seesEveryScene: Bool = true) -> [String] {
        let sceneClasses = [
            "ListViewController", "GalleryViewController", "ChildListViewController", "SettingsViewController",
        ]
        let header = sceneClasses.filter { name in !files.contains { $0.1.contains("class \(name):") } }
            .map { "@interface \($0) : UIViewController\n@end\n" }.joined()
        return Diagnose.files([Self.storyboard] + (seesEveryScene ? [("App/Scenes.h", header)] : []) + files).filter {
            ["SG260", "SG261"].contains($0.code.rawValue)
        }.map(\.description)
    }

    private func swift(_ className: String, _ body: String, superclass: String = "UITableViewController")
        -> (String, String)
    {
        ("App/\(className).swift", "class \(className): \(superclass) {\n\(body)\n}\n")
    }

    func testAnUnknownTableCellIdentifierIsAnErrorAtTheLiteral() {
        let body = """
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.row == 0 { return tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) }
                    return tableView.dequeueReusableCell(withIdentifier: "Detial", for: indexPath)
                }
            """
        XCTAssertEqual(
            check([swift("ListViewController", body)]),
            [
                "App/ListViewController.swift:4:62: error: no prototype cell of the table views of "
                    + "ListViewController's scenes has the reuse identifier \"Detial\" (they have \"Cell\", "
                    + "\"Detail\"), and no code registers it; dequeueReusableCell(withIdentifier:for:) would throw; "
                    + "did you mean \"Detail\"? [SG260]\n"
                    + "Main.storyboard:6:17: note: a table view of ListViewController"
            ])
    }

    func testObjectiveCMessagesAreJudgedAlike() {
        let source = """
            @implementation ListViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                UITableViewCell *cell = [self.tableView dequeueReusableCellWithIdentifier:@"Cell" forIndexPath:indexPath];
                return [tableView dequeueReusableCellWithIdentifier:@"Cel" forIndexPath:indexPath];
            }
            @end
            """
        let diagnostics = check([("App/ListViewController.m", source)])
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(
            diagnostics[0].hasPrefix(
                "App/ListViewController.m:4:57: error: no prototype cell of the table views of ListViewController's "
                    + "scenes has the reuse identifier \"Cel\""), diagnostics[0])
        XCTAssertTrue(diagnostics[0].contains("dequeueReusableCellWithIdentifier:forIndexPath: would throw"))
    }

    /// What returns nil is correct code with any identifier; a table's
    /// header and footer views are never prototypes.
    func testWhatReturnsNilIsNeverJudged() {
        let body = """
                func cells() {
                    _ = tableView.dequeueReusableCell(withIdentifier: "Nope")
                    _ = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Nope")
                }
            """
        let objectiveC = """
            @implementation ListViewController
            - (void)cells { [self.tableView dequeueReusableCellWithIdentifier:@"Nope"]; }
            @end
            """
        XCTAssertEqual(check([swift("ListViewController", body), ("App/More.m", objectiveC)]), [])
    }

    func testCollectionCellsAndSupplementaryViewsAreJudgedByKind() {
        let body = """
                func cells(_ indexPath: IndexPath, kind: String) {
                    _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
                    _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Phot", for: indexPath)
                    _ = collectionView.dequeueReusableSupplementaryView(
                        ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Footer", for: indexPath)
                    _ = collectionView.dequeueReusableSupplementaryView(
                        ofKind: kind, withReuseIdentifier: "Footer", for: indexPath)
                }
            """
        let objectiveC = """
            @implementation GalleryViewController
            - (void)more:(NSIndexPath *)indexPath {
                [self.collectionView dequeueReusableSupplementaryViewOfKind:UICollectionElementKindSectionFooter
                    withReuseIdentifier:@"Footer" forIndexPath:indexPath];
                [self.collectionView dequeueReusableCellWithReuseIdentifier:@"Cell" forIndexPath:indexPath];
            }
            @end
            """
        let diagnostics = check([
            swift("GalleryViewController", body, superclass: "UICollectionViewController"), ("App/More.m", objectiveC),
        ])
        XCTAssertEqual(diagnostics.count, 3, diagnostics.joined(separator: "\n"))
        let gallery = "GalleryViewController's scenes has the reuse identifier"
        XCTAssertTrue(
            diagnostics[0].hasPrefix(
                "App/GalleryViewController.swift:4:69: error: no prototype cell of the collection views of "
                    + "\(gallery) \"Phot\""), diagnostics[0])
        XCTAssertTrue(
            diagnostics[0].contains(
                "dequeueReusableCell(withReuseIdentifier:for:) would throw; did you mean \"Photo\"?"))
        XCTAssertTrue(
            diagnostics[1].hasPrefix(
                "App/GalleryViewController.swift:6:85: error: no section header of the collection views of "
                    + "\(gallery) \"Footer\" (they have \"Header\")"), diagnostics[1])
        XCTAssertTrue(
            diagnostics[2].hasPrefix("App/More.m:5:65: error: no prototype cell of the collection views"),
            diagnostics[2])
    }

    /// A base class's data source serves its subclasses' scenes.
    func testABaseClassDequeuesItsSubclassesPrototypes() {
        let base = swift(
            "BaseListViewController",
            """
                func cell(_ indexPath: IndexPath) {
                    _ = tableView.dequeueReusableCell(withIdentifier: "Child", for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: "Chlid", for: indexPath)
                }
            """)
        let child = ("App/Child.swift", "final class ChildListViewController: BaseListViewController {}\n")
        let diagnostics = check([base, child])
        XCTAssertEqual(diagnostics.count, 1, diagnostics.joined(separator: "\n"))
        XCTAssertTrue(diagnostics[0].contains("\"Chlid\""))
        XCTAssertTrue(diagnostics[0].contains("BaseListViewController's scenes"))
    }

    func testALiteralRegistrationAnywhereDeclaresTheIdentifier() {
        let body = """
                override func viewDidLoad() {
                    tableView.register(UINib(nibName: "Extra", bundle: nil), forCellReuseIdentifier: "Extra")
                }
                func cells(_ indexPath: IndexPath) {
                    _ = tableView.dequeueReusableCell(withIdentifier: "Extra", for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: "Shared", for: indexPath)
                }
            """
        let helper = """
            @implementation CellRegistry
            - (void)registerOn:(UITableView *)tableView {
                [tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"Shared"];
            }
            @end
            """
        XCTAssertEqual(check([swift("ListViewController", body), ("App/CellRegistry.m", helper)]), [])
    }

    /// A registration whose identifier is not a literal, in the class's
    /// chain or in code no scene's class owns, may register anything: a
    /// warning naming it; another view controller's registers its own views.
    func testARegistrationTheRunCannotReadMakesTheIdentifiersUnknown() {
        let dequeue = """
                func cells(_ indexPath: IndexPath) {
                    _ = tableView.dequeueReusableCell(withIdentifier: "Extra", for: indexPath)
                }
            """
        let inChain = swift(
            "ListViewController", dequeue + "\n    func setUp() { tableView.register(ExtraCell.self) }")
        let warned = check([inChain])
        XCTAssertEqual(warned.count, 1)
        XCTAssertTrue(warned[0].contains("warning:"), warned[0])
        XCTAssertTrue(
            warned[0].contains(
                "[SG261]\nApp/ListViewController.swift:5:30: note: the registration whose identifier is not known"),
            warned[0])

        let helper = (
            "App/UITableView+Cells.swift",
            """
            extension UITableView {
                func register<T: UITableViewCell>(_ type: T.Type) {
                    register(type, forCellReuseIdentifier: String(describing: type))
                }
            }
            """
        )
        let throughHelper = check([swift("ListViewController", dequeue), helper])
        XCTAssertEqual(throughHelper.map { $0.contains("[SG261]") }, [true])

        let otherController = swift(
            "GalleryViewController",
            "    func setUp(_ id: String) { collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: id) }",
            superclass: "UICollectionViewController")
        let proven = check([swift("ListViewController", dequeue), otherController])
        XCTAssertEqual(proven.map { $0.contains("[SG260]") }, [true])
    }

    func testWhatTheRunCannotSeeIsLeftUnjudged() {
        let list = swift(
            "ListViewController",
            """
                var identifier = "Nope"
                func cells(_ indexPath: IndexPath, other: ListViewController) {
                    _ = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
                    _ = other.tableView.dequeueReusableCell(withIdentifier: "Nope", for: indexPath)
                    _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Nope", for: indexPath)
                }
            """)
        // No scene; a static table has no prototypes.
        let unknown = swift(
            "DataSource",
            "    func cell(_ tableView: UITableView, _ indexPath: IndexPath) { "
                + "_ = tableView.dequeueReusableCell(withIdentifier: \"Nope\", for: indexPath) }",
            superclass: "NSObject")
        let settings = swift(
            "SettingsViewController",
            "    func cell(_ indexPath: IndexPath) { "
                + "_ = tableView.dequeueReusableCell(withIdentifier: \"Nope\", for: indexPath) }")
        XCTAssertEqual(check([list, unknown, settings]), [])
    }

    /// A scene whose class's code the run lacks may be a subclass's, with
    /// the prototype the base class dequeues (f1).
    func testAnUnseenSubclassSceneMakesTheIdentifierUnproven() {
        let base = swift(
            "ListViewController",
            "    func cell(_ indexPath: IndexPath) { "
                + "_ = tableView.dequeueReusableCell(withIdentifier: \"Archived\", for: indexPath) }")
        XCTAssertEqual(check([base]).map { $0.contains("[SG260]") }, [true])
        let unseen = check([base], seesEveryScene: false)
        XCTAssertEqual(unseen.count, 1)
        XCTAssertTrue(unseen[0].contains("warning:"), unseen[0])
        XCTAssertTrue(unseen[0].contains("a scene of a subclass the run cannot see may have it"), unseen[0])
    }

    /// The table view a data source method is given may be another scene's
    /// whose data source the class is (f12).
    func testAnIdentifierOfAnotherScenesPrototypeIsUnproven() {
        let dequeues = ["Child", "Chlid"].map {
            "    func cell\($0)(_ path: IndexPath) { _ = tableView.dequeueReusableCell(withIdentifier: \"\($0)\", for: path) }"
        }
        let diagnostics = check([swift("ListViewController", dequeues.joined(separator: "\n"))])
        XCTAssertEqual(diagnostics.count, 2, diagnostics.joined(separator: "\n"))
        XCTAssertTrue(diagnostics[0].contains("warning:"), diagnostics[0])
        XCTAssertTrue(diagnostics[0].contains("a scene of ChildListViewController has it"), diagnostics[0])
        XCTAssertTrue(diagnostics[1].contains("[SG260]"), diagnostics[1])
    }

    /// A registration on another object's view with an identifier the run
    /// cannot read may be the dequeuing class's (f2); so may one through a
    /// labelled `register` such as Reusable's `register(cellType:)` (f3).
    func testRegistrationsOnOtherViewsAndLabelledRegistersMakeTheIdentifierUnproven() {
        let dequeue = swift(
            "ListViewController",
            "    func cell(_ indexPath: IndexPath) { "
                + "_ = tableView.dequeueReusableCell(withIdentifier: \"ItemCell\", for: indexPath) }")
        let parent = swift(
            "GalleryViewController",
            """
                func show(_ items: ListViewController) {
                    items.tableView.register(UINib(nibName: "ItemCell", bundle: nil), forCellReuseIdentifier: ItemCell.id)
                }
            """, superclass: "UICollectionViewController")
        let labelled = swift(
            "ListViewController",
            "    func setUp() { tableView.register(cellType: ItemCell.self) }\n"
                + "    func cell(_ indexPath: IndexPath) { "
                + "_ = tableView.dequeueReusableCell(withIdentifier: \"ItemCell\", for: indexPath) }")
        let tasks = swift(
            "ListViewController",
            "    func setUp() { scheduler.register(forTaskWithIdentifier: id, using: nil) { _ in } }\n"
                + "    func cell(_ indexPath: IndexPath) { "
                + "_ = tableView.dequeueReusableCell(withIdentifier: \"ItemCell\", for: indexPath) }")
        for (files, code) in [([dequeue, parent], "SG261"), ([labelled], "SG261"), ([tasks], "SG260")] {
            let diagnostics = check(files)
            XCTAssertEqual(diagnostics.count, 1, diagnostics.joined(separator: "\n"))
            XCTAssertTrue(diagnostics.first?.contains("[\(code)]") == true, diagnostics.joined(separator: "\n"))
        }
    }

    /// An identifier passed through a constant is judged as its literal
    /// would be, at the use, with a note at the constant: a Swift `let`,
    /// `static let`, a global, an enum case's raw value; Objective-C's
    /// method-local `static NSString *`, `NSString *const` and `#define`.
    func testAnIdentifierThroughAConstantIsJudgedAtTheUse() {
        let list = swift(
            "ListViewController",
            """
                static let detailID = "Detial"
                let cellID = "Cell"
                enum CellID: String { case detail = "Detail", missing = "Mising" }
                func cells(_ indexPath: IndexPath) {
                    _ = tableView.dequeueReusableCell(withIdentifier: Self.detailID, for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: cellID, for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: CellID.detail.rawValue, for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: CellID.missing.rawValue, for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: kGlobalCell, for: indexPath)
                }
            """)
        let global = ("App/Constants.swift", "let kGlobalCell = \"Celll\"\n")
        let swiftFound = check([list, global])
        guard swiftFound.count == 3 else { return XCTFail(swiftFound.joined(separator: "\n")) }
        XCTAssertTrue(
            swiftFound[0].hasPrefix(
                "App/ListViewController.swift:6:59: error: no prototype cell of the table views of "
                    + "ListViewController's scenes has the reuse identifier \"Detial\" (the value of detailID)"),
            swiftFound[0])
        XCTAssertTrue(
            swiftFound[0].contains("[SG260]\nApp/ListViewController.swift:2:16: note: detailID is \"Detial\" here"),
            swiftFound[0])
        XCTAssertTrue(swiftFound[1].contains(":9:59: error:"), swiftFound[1])
        XCTAssertTrue(swiftFound[1].contains("CellID.missing.rawValue is \"Mising\" here"), swiftFound[1])
        XCTAssertTrue(swiftFound[2].contains(":10:59: error:"), swiftFound[2])
        XCTAssertTrue(swiftFound[2].contains("App/Constants.swift:1:5: note: kGlobalCell is"), swiftFound[2])

        let objectiveC = """
            #define kDetailCell @"Detal"
            NSString *const kListCell = @"Cell";
            @implementation ListViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                static NSString *CellIdentifier = @"Cel";
                if (indexPath.row == 0) { return [tableView dequeueReusableCellWithIdentifier:kListCell forIndexPath:indexPath]; }
                if (indexPath.row == 1) { return [tableView dequeueReusableCellWithIdentifier:kDetailCell forIndexPath:indexPath]; }
                return [tableView dequeueReusableCellWithIdentifier:CellIdentifier forIndexPath:indexPath];
            }
            @end
            """
        let objectiveCFound = check([("App/ListViewController.m", objectiveC)])
        guard objectiveCFound.count == 2 else { return XCTFail(objectiveCFound.joined(separator: "\n")) }
        XCTAssertTrue(objectiveCFound[0].contains("\"Detal\" (the value of kDetailCell)"), objectiveCFound[0])
        XCTAssertTrue(objectiveCFound[1].hasPrefix("App/ListViewController.m:8:57: error:"), objectiveCFound[1])
        XCTAssertTrue(
            objectiveCFound[1].contains("\nApp/ListViewController.m:5:22: note: CellIdentifier is \"Cel\" here"),
            objectiveCFound[1])
    }

    /// A registration through a constant declares its value: no longer an
    /// identifier the run cannot read.
    func testARegistrationThroughAConstantDeclaresItsValue() {
        let body = """
                static let extra = "Extra"
                override func viewDidLoad() {
                    tableView.register(ExtraCell.self, forCellReuseIdentifier: Self.extra)
                }
                func cells(_ indexPath: IndexPath) {
                    _ = tableView.dequeueReusableCell(withIdentifier: "Extra", for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: "Extr", for: indexPath)
                }
            """
        let found = check([swift("ListViewController", body)])
        XCTAssertEqual(found.count, 1, found.joined(separator: "\n"))
        XCTAssertTrue(found.first?.contains("\"Extr\"") == true && found.first?.contains("[SG260]") == true)
    }

    /// A name that may hold another value makes no claim: a `var`, a
    /// computed property, a parameter or local hiding the constant, a
    /// constant built at run time, two declarations with different values.
    func testANameThatMayHoldAnotherValueIsNotJudged() {
        let list = swift(
            "ListViewController",
            """
                static let hidden = "Nope"
                var variable = "Nope"
                var computed: String { "Nope" }
                let built = String(describing: UITableViewCell.self)
                func cells(_ indexPath: IndexPath, hidden: String) {
                    _ = tableView.dequeueReusableCell(withIdentifier: variable, for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: computed, for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: built, for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: hidden, for: indexPath)
                    let local = "Nope"
                    _ = tableView.dequeueReusableCell(withIdentifier: local, for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: Twice.name, for: indexPath)
                }
            """)
        let twice = (
            "App/Twice.swift",
            "#if DEBUG\nenum Twice { static let name = \"Cell\" }\n#else\nenum Twice { static let name = \"Nope\" }\n#endif\n"
        )
        let objectiveC = """
            @implementation ListViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                NSString *identifier = @"Nope";
                return [tableView dequeueReusableCellWithIdentifier:identifier forIndexPath:indexPath];
            }
            @end
            """
        XCTAssertEqual(check([list, twice]), [])
        XCTAssertEqual(check([("App/ListViewController.m", objectiveC)]), [])
    }
}
