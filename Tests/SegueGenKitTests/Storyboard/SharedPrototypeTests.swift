import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The prototype cells of every UIKit storyboard of the shared corpus
/// (`../shared/storyboards`), as the reader keeps them, against a second,
/// independent reading with Foundation's `XMLParser`, written from
/// Interface Builder's format: a cell is a prototype of the table view
/// whose `<prototypes>` holds it (not of a static table), or of the
/// collection view whose `<cells>` holds it; a reusable view keyed as a
/// section header or footer is one of its collection view.
final class SharedPrototypeTests: XCTestCase {
    private final class Extraction: NSObject, XMLParserDelegate {
        private var stack: [(name: String, attributes: [String: String])] = []
        private(set) var prototypes: [String] = []
        private(set) var documentType: String?
        weak var parser: XMLParser?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if elementName == "document" { documentType = attributes["type"] }
            defer { stack.append((elementName, attributes)) }
            guard let identifier = attributes["reuseIdentifier"], !identifier.isEmpty,
                stack.contains(where: { $0.name == "scene" })
            else { return }
            let parent = stack.last
            let grandparent = stack.dropLast().last
            let role: String
            switch elementName {
            case "tableViewCell"
            where parent?.name == "prototypes" && grandparent?.name == "tableView"
                && grandparent?.attributes["dataMode"] != "static":
                role = "cell"
            case "collectionViewCell" where parent?.name == "cells" && grandparent?.name == "collectionView":
                role = "cell"
            case "collectionReusableView" where parent?.name == "collectionView":
                switch attributes["key"] {
                case "sectionHeaderView": role = "sectionHeader"
                case "sectionFooterView": role = "sectionFooter"
                default: return
                }
            default:
                return
            }
            let defaultClass =
                elementName == "tableViewCell"
                ? "UITableViewCell" : role == "cell" ? "UICollectionViewCell" : "UICollectionReusableView"
            let customClass = attributes["customClass"].map { name in
                attributes["customModuleProvider"] == "target"
                    ? name : (attributes["customModule"].map { "\($0).\(name)" } ?? name)
            }
            prototypes.append("line \(parser.lineNumber) \(role) \(identifier) \(customClass ?? defaultClass)")
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            _ = stack.popLast()
        }
    }

    func testEveryStoryboardsPrototypesAgreeWithAnIndependentReading() throws {
        var compared = 0
        for url in try Fixtures.sharedFiles(in: "storyboards", endingIn: [".storyboard"]) {
            let parser = try XCTUnwrap(XMLParser(contentsOf: url))
            let extraction = Extraction()
            extraction.parser = parser
            parser.delegate = extraction
            XCTAssertTrue(parser.parse(), url.lastPathComponent)
            var diagnostics = DiagnosticCollector()
            let input = InputFile(path: url.lastPathComponent, bytes: try Fixtures.bytes(of: url))
            guard let storyboard = Pipeline.read(input, diagnostics: &diagnostics)?.storyboard else {
                // AppKit and WatchKit storyboards, which SegueGen refuses.
                XCTAssertFalse(extraction.documentType?.contains("CocoaTouch") ?? false, url.lastPathComponent)
                continue
            }
            let read = storyboard.scenes.flatMap(\.cellContainers).flatMap { container in
                container.prototypes.map {
                    "line \($0.location.line) \($0.role.rawValue) \($0.reuseIdentifier) "
                        + "\($0.viewClass(in: container.kind))"
                }
            }
            XCTAssertEqual(read.sorted(), extraction.prototypes.sorted(), url.lastPathComponent)
            compared += read.count
        }
        // The corpus holds about eighty prototypes.
        XCTAssertGreaterThan(compared, 60)
    }
}
