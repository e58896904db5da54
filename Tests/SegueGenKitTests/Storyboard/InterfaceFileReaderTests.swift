import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// What the reader keeps of a storyboard's and a XIB's objects and
/// connections, for the connection checks.
final class InterfaceFileReaderTests: XCTestCase {
    static let cellXIB = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" \
        customClass="ProfileViewController" customModule="Stale" customModuleProvider="target">
                    <connections>
                        <outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>
                        <outletCollection property="buttons" destination="b1" collectionClass="NSMutableArray" id="oc1"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="i5M-Pr-FkT">
                    <subviews>
                        <button opaque="NO" id="b1">
                            <connections>
                                <action selector="save:" destination="-1" eventType="touchUpInside" id="a1"/>
                                <action selector="copy:" destination="-2" eventType="touchUpInside" id="a2"/>
                            </connections>
                        </button>
                    </subviews>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                            <integer key="value" value="4"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="ProfileCell" id="c1" \
        customClass="ProfileCell" customModule="Kit">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </tableViewCell>
            </objects>
        </document>
        """

    private func read(_ xml: String, file: String) -> (InputDocument?, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let document = Pipeline.read(InputFile(path: file, bytes: Array(xml.utf8)), diagnostics: &diagnostics)
        return (document, diagnostics.sorted)
    }

    func testAXIBGivesItsObjectsAndConnectionsAndNoStoryboard() throws {
        let (document, diagnostics) = read(Self.cellXIB, file: "Profile.xib")
        XCTAssertEqual(diagnostics, [], "a XIB has no scenes, and raises no SG019")
        XCTAssertNil(document?.storyboard)
        let file = try XCTUnwrap(document?.interfaceFile)
        XCTAssertEqual(file.kind, .xib)
        let owner = try XCTUnwrap(file.filesOwner)
        XCTAssertEqual(owner.customClass, "ProfileViewController")
        XCTAssertNil(owner.customModule, "customModuleProvider=\"target\" wins over a stale customModule")
        XCTAssertTrue(owner.moduleIsTarget)
        XCTAssertEqual(file.object(withID: "-2")?.placeholder, .firstResponder)
        XCTAssertEqual(file.object(withID: "b1")?.className, "UIButton")
        XCTAssertEqual(file.objects.filter(\.isTopLevel).map(\.id), ["-1", "-2", "i5M-Pr-FkT", "c1"])
        XCTAssertEqual(
            file.topLevelCells.map { "\($0.reuseIdentifier ?? "-") \($0.className ?? "-") \($0.customModule ?? "-")" },
            ["ProfileCell ProfileCell Kit"])
        let summary = file.connections.map {
            "\($0.kind.rawValue) \($0.name) on \(file.objects[$0.holder].id) to \($0.destination ?? "-") "
                + "at \($0.location.line):\($0.location.column)"
        }
        XCTAssertEqual(
            summary,
            [
                "outlet view on -1 to i5M-Pr-FkT at 6:17",
                "outletCollection buttons on -1 to b1 at 7:17",
                "action save: on b1 to -1 at 15:25",
                "action copy: on b1 to -2 at 16:25",
                "runtimeAttributePathStart layer on i5M-Pr-FkT to - at 21:17",
            ])
    }

    func testAStoryboardKeepsItsConnectionsBesideItsScenes() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" customClass="ListViewController" sceneMemberID="viewController">
                                <view key="view" id="v">
                                    <subviews>
                                        <label id="l"/>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="titleLabel" destination="l" id="o1"/>
                                </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (document, diagnostics) = read(xml, file: "Main.storyboard")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(document?.storyboard?.scenes.map(\.name), ["ListViewController"])
        let file = try XCTUnwrap(document?.interfaceFile)
        XCTAssertEqual(file.kind, .storyboard)
        XCTAssertEqual(
            file.connections.map { "\($0.name) \(file.objects[$0.holder].className ?? "-")" },
            ["titleLabel ListViewController"])
        XCTAssertEqual(file.object(withID: "l")?.className, "UILabel")
    }

    /// An object knows its scene by the file's `<scene>` elements; a scene
    /// without a view controller is not among the storyboard's scenes, so
    /// `storyboardScenes` maps one to the other (the connection checks
    /// read a scene's status through it).
    func testMapsEachSceneToTheStoryboardsScenes() throws {
        func scene(_ id: String, _ body: String) -> String {
            "<scene sceneID=\"\(id)\"><objects>\(body)</objects></scene>"
        }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    \(scene("s1", #"<viewController id="a" customClass="AViewController" sceneMemberID="viewController"/>"#))
                    \(scene("s2", #"<placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>"#))
                    \(scene("s3", #"<viewController id="b" customClass="BViewController" sceneMemberID="viewController"/>"#))
                </scenes>
            </document>
            """
        let (document, _) = read(xml, file: "Main.storyboard")
        XCTAssertEqual(document?.storyboard?.scenes.map(\.name), ["AViewController", "BViewController"])
        let file = try XCTUnwrap(document?.interfaceFile)
        XCTAssertEqual(file.storyboardScenes, [0, nil, 1])
        XCTAssertEqual(file.objects.map { "\($0.id) \($0.scene.map(String.init) ?? "-")" }, ["a 0", "fr 1", "b 2"])
    }

    func testAnAppKitXIBIsRefusedNamedAloneAndSkippedInAFolder() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"><objects/></document>
            """
        let (document, diagnostics) = read(xml, file: "Window.xib")
        XCTAssertNil(document)
        XCTAssertEqual(diagnostics.map(\.code), [.unsupportedDocument])
    }
}
