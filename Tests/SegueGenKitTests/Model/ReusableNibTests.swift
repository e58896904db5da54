import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// Which XIBs give a typed nib cell, with what nib name, class and reuse
/// identifier; everything else is left out without a word.
final class ReusableNibTests: XCTestCase {
    /// A XIB whose top level holds its placeholders and `objects`.
    static func xib(_ objects: String, runtime: String = "iOS.CocoaTouch") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
        </document>
        """
    }

    static let photoCell = """
            <tableViewCell contentMode="scaleToFill" reuseIdentifier="photo" id="c1" customClass="PhotoCell" \
        customModule="App" customModuleProvider="target">
                <tableViewCellContentView key="contentView" id="c1-cv"/>
            </tableViewCell>
        """

    /// The nibs of `files` (path → XIB text), read as a run reads them, and
    /// the diagnostics of reading them.
    private func nibs(_ files: KeyValuePairs<String, String>, foundInFolder: Bool = false) -> (
        [ReusableNib], [Diagnostic]
    ) {
        var diagnostics = DiagnosticCollector()
        let interfaceFiles = files.compactMap { path, text -> InterfaceFile? in
            var input = InputFile(path: path, bytes: Array(text.utf8))
            input.isFoundInFolder = foundInFolder
            return Pipeline.read(input, diagnostics: &diagnostics)?.interfaceFile
        }
        return (ReusableNib.collect(from: interfaceFiles), diagnostics.sorted)
    }

    func testACellAloneIsANibCellUnderItsOwnReuseIdentifier() {
        let (found, diagnostics) = nibs(["App/Views/Base.lproj/PhotoCell.xib": Self.xib(Self.photoCell)])
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(found.map(\.nibName), ["PhotoCell"])
        XCTAssertEqual(found.first?.kind, .tableViewCell)
        XCTAssertEqual(found.first?.viewClass, TypeReference(name: "PhotoCell"))
        XCTAssertEqual(found.first?.reuseIdentifier, "photo", "the nib's own, not its name: UIKit throws otherwise")
    }

    /// A nib whose cell has no reuse identifier takes any it is registered
    /// under: the nib name is as good as any, and says where it comes from.
    func testACellWithoutAReuseIdentifierIsRegisteredUnderTheNibName() {
        let (found, _) = nibs([
            "Plain.xib": Self.xib(#"<collectionViewCell contentMode="center" id="c1"/>"#),
            "Empty.xib": Self.xib(#"<tableViewCell reuseIdentifier="" id="c2"/>"#),
        ])
        XCTAssertEqual(found.map(\.reuseIdentifier), ["Empty", "Plain"])
        XCTAssertEqual(found.map(\.viewClass.name), ["UITableViewCell", "UICollectionViewCell"])
        XCTAssertEqual(found.map(\.kind), [.tableViewCell, .collectionViewCell])
    }

    func testAClassOfAnotherModuleKeepsItsModule() {
        let (found, _) = nibs([
            "Thumbnail.xib": Self.xib(
                #"<collectionReusableView reuseIdentifier="t" id="v1" customClass="HeaderView" customModule="Kit"/>"#)
        ])
        XCTAssertEqual(found.first?.viewClass, TypeReference(name: "HeaderView", module: "Kit"))
        XCTAssertEqual(found.first?.kind, .collectionReusableView)
    }

    /// What UIKit refuses to register as a cell nib, what it registers by
    /// another call, and what the run does not read, give nothing and no
    /// diagnostic of their own.
    func testAnythingButOneCellGivesNothing() {
        let (found, diagnostics) = nibs(
            [
                "TwoObjects.xib": Self.xib(Self.photoCell + #"<view contentMode="scaleToFill" id="v1"/>"#),
                "View.xib": Self.xib(#"<view contentMode="scaleToFill" id="v1"/>"#),
                "Nothing.xib": Self.xib(""),
                "HeaderFooter.xib": Self.xib(#"<tableViewHeaderFooterView reuseIdentifier="h" id="h1"/>"#),
                "Legacy.xib": #"<?xml version="1.0"?><archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"/>"#,
                "Mac.xib": Self.xib(Self.photoCell, runtime: "MacOSX.Cocoa"),
            ], foundInFolder: true)
        XCTAssertEqual(found, [])
        XCTAssertEqual(diagnostics.map(\.code), [.legacyXIBNotRead, .otherPlatformSkipped], "the reader's notes alone")
    }

    func testAStoryboardsCellsAreNoNibCells() {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            targetRuntime="iOS.CocoaTouch">
                <scenes><scene sceneID="s"><objects>\(Self.photoCell)</objects></scene></scenes>
            </document>
            """
        XCTAssertEqual(nibs(["Cell.storyboard": storyboard]).0, [])
    }

    /// Localized copies of one nib are one nib when they agree; when they
    /// do not, which one UIKit loads depends on the language, and the nib
    /// gets nothing.
    func testLocalizedCopiesAreOneNibWhenTheyAgree() {
        let base = Self.xib(Self.photoCell)
        let agreeing = nibs(["fr.lproj/PhotoCell.xib": base, "Base.lproj/PhotoCell.xib": base])
        XCTAssertEqual(agreeing.0.map(\.file), ["Base.lproj/PhotoCell.xib"])
        let french = Self.xib(Self.photoCell.replacingOccurrences(of: #""photo""#, with: #""foto""#))
        XCTAssertEqual(nibs(["Base.lproj/PhotoCell.xib": base, "fr.lproj/PhotoCell.xib": french]).0, [])
    }

    /// A file named `.xib` has an empty nib name, which no member can spell
    /// (`static let _` binds nothing; review, 2 December): it gets none.
    func testANibWithoutANameGivesNothing() {
        XCTAssertEqual(nibs(["Views/.xib": Self.xib(Self.photoCell)]).0, [])
        XCTAssertEqual(nibs(["Views/_.xib": Self.xib(Self.photoCell)]).0.map(\.nibName), ["_"])
    }
}
