import SegueGenKit
import SegueGenSupport
import XCTest

/// The table and collection views of a scene and their prototypes, as the
/// storyboard reader keeps them (`CellPrototypeCollector`).
final class CellPrototypeReaderTests: XCTestCase {
    private func scenes(_ body: String) throws -> [Scene] {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
            \(body)
                </scenes>
            </document>
            """
        var diagnostics = DiagnosticCollector()
        let document = Pipeline.read(
            InputFile(path: "Cells.storyboard", bytes: Array(xml.utf8)), diagnostics: &diagnostics)
        return try XCTUnwrap(document?.storyboard).scenes
    }

    private func summary(_ scene: Scene) -> [String] {
        scene.cellContainers.map { container in
            "\(container.kind.rawValue) \(container.elementID): "
                + container.prototypes.map {
                    "\($0.role.rawValue) \($0.reuseIdentifier) \($0.viewClass(in: container.kind)) @\($0.location.line)"
                }.joined(separator: ", ")
        }
    }

    func testReadsTablePrototypesWithTheirClassesAndSkipsStaticTables() throws {
        let scenes = try scenes(
            """
            <scene sceneID="s1"><objects>
              <tableViewController id="tvc" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                <tableView key="view" dataMode="prototypes" style="plain" id="tv1">
                  <prototypes>
                    <tableViewCell reuseIdentifier="Plain" id="c1"/>
                    <tableViewCell reuseIdentifier="Rich" customClass="RichCell" customModule="App" customModuleProvider="target" id="c2">
                      <tableViewCellContentView key="contentView" id="cv">
                        <subviews>
                          <tableView dataMode="static" id="inner">
                            <sections><tableViewSection id="sec"><cells>
                              <tableViewCell reuseIdentifier="StaticCell" id="c3"/>
                            </cells></tableViewSection></sections>
                          </tableView>
                        </subviews>
                      </tableViewCellContentView>
                    </tableViewCell>
                    <tableViewCell customClass="NoIdentifierCell" id="c4"/>
                    <tableViewCell reuseIdentifier="Other" customClass="OtherCell" customModule="Kit" id="c5"/>
                  </prototypes>
                </tableView>
              </tableViewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
              <tableViewController id="st" customClass="SettingsViewController" sceneMemberID="viewController">
                <tableView key="view" dataMode="static" id="tv2">
                  <sections><tableViewSection id="sec2"><cells>
                    <tableViewCell reuseIdentifier="Setting" id="c6"/>
                  </cells></tableViewSection></sections>
                </tableView>
              </tableViewController>
            </objects></scene>
            """)
        XCTAssertEqual(
            summary(scenes[0]),
            ["tableView tv1: cell Plain UITableViewCell @8, cell Rich RichCell @9, cell Other Kit.OtherCell @21"])
        XCTAssertEqual(scenes[1].cellContainers, [])
    }

    func testReadsCollectionCellsAndTheirSectionHeadersAndFootersByKind() throws {
        let scenes = try scenes(
            """
            <scene sceneID="s1"><objects>
              <viewController id="vc" customClass="GalleryViewController" sceneMemberID="viewController">
                <view key="view" id="v"><subviews>
                  <collectionView dataMode="prototypes" id="cv1">
                    <collectionViewFlowLayout key="collectionViewLayout" id="l"/>
                    <cells>
                      <collectionViewCell reuseIdentifier="Photo" customClass="PhotoCell" id="p"/>
                      <collectionViewCell reuseIdentifier="Add" id="a"/>
                    </cells>
                    <collectionReusableView key="sectionHeaderView" reuseIdentifier="Header" customClass="HeaderView" id="h"/>
                    <collectionReusableView key="sectionFooterView" reuseIdentifier="Footer" id="f"/>
                  </collectionView>
                  <tableView dataMode="prototypes" id="tv"><prototypes>
                    <tableViewCell reuseIdentifier="Row" id="r"/>
                  </prototypes></tableView>
                  <collectionView dataMode="none" id="empty"/>
                </subviews></view>
              </viewController>
            </objects></scene>
            """)
        XCTAssertEqual(
            summary(scenes[0]),
            [
                "collectionView cv1: cell Photo PhotoCell @10, cell Add UICollectionViewCell @11, "
                    + "sectionHeader Header HeaderView @13, sectionFooter Footer UICollectionReusableView @14",
                "tableView tv: cell Row UITableViewCell @17",
            ])
    }

    /// Manifests declare no cells: `import` writes none, and `diff` finds
    /// no drift in a storyboard's prototypes.
    func testManifestsLeaveCellsOutOfImportAndDiff() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
            <scene sceneID="s"><objects>
              <tableViewController id="v" customClass="ListViewController" sceneMemberID="viewController">
                <tableView key="view" dataMode="prototypes" id="t"><prototypes>
                  <tableViewCell reuseIdentifier="Cell" id="c"/>
                </prototypes></tableView>
              </tableViewController>
            </objects></scene>
            </scenes></document>
            """
        var diagnostics = DiagnosticCollector()
        let storyboard = try XCTUnwrap(
            Pipeline.read(InputFile(path: "Cells.storyboard", bytes: Array(xml.utf8)), diagnostics: &diagnostics)?
                .storyboard)
        XCTAssertEqual(storyboard.scenes[0].cellContainers.count, 1)
        let manifest = ManifestWriter.write(storyboard, format: .yaml, sourceName: "Cells.storyboard")
        XCTAssertFalse(manifest.contains("Cell\""), manifest)
        let decoded = try XCTUnwrap(
            Pipeline.read(
                InputFile(path: ManifestSyntax.yaml.manifestFileName(for: "Cells"), bytes: Array(manifest.utf8)),
                diagnostics: &diagnostics)?.storyboard)
        XCTAssertEqual(decoded.scenes[0].cellContainers, [])
        XCTAssertEqual(ManifestDrift.differences(manifest: decoded, storyboard: storyboard), [])
    }
}
