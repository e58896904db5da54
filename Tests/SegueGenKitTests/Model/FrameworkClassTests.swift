import Foundation
import TestSupport
import XCTest

@testable import SegueGenKit

/// The table of Apple's classes the Interface Builder checks end their class
/// chains in: its format, what it must hold for those checks to make no
/// false claim, and that it is what the script reads from the SDK.
final class FrameworkClassTests: XCTestCase {
    func testTheFormatGivesSuperclassKeysAndSelectorsWithTheKeysAccessors() {
        let classes = FrameworkClass.parse(
            """
            @Root - | name || description
            @Leaf Root | title
              isEnabled || save: tap:forEvent:
            """)
        XCTAssertEqual(classes["Root"]?.superclass, nil)
        XCTAssertEqual(classes["Leaf"]?.superclass, "Root")
        XCTAssertEqual(classes["Leaf"]?.keys, ["title", "isEnabled"])
        XCTAssertEqual(
            classes["Leaf"]?.selectors,
            ["save:", "tap:forEvent:", "title", "setTitle:", "isEnabled", "setIsEnabled:"])
        XCTAssertEqual(classes["Root"]?.selectors, ["description", "name", "setName:"])
    }

    /// The keys Interface Builder itself writes into storyboards and XIBs
    /// are UIKit's: a table without them would make every scene an error.
    func testUIKitsChainsAndTheKeysInterfaceBuilderWritesAreThere() throws {
        let expected: [(String, String)] = [
            ("UIViewController", "view"), ("UITableViewController", "tableView"),
            ("UIView", "gestureRecognizers"), ("UITableView", "dataSource"), ("UIScrollView", "delegate"),
            ("UITableViewCell", "contentView"), ("UIViewController", "searchDisplayController"),
            ("MKMapView", "delegate"), ("WKWebView", "navigationDelegate"), ("UITextField", "keyboardType"),
        ]
        for (name, key) in expected {
            let found = try XCTUnwrap(FrameworkClass.named(name), name)
            XCTAssert(found.keys.contains(key), "\(name).\(key)")
        }
        XCTAssert(try XCTUnwrap(FrameworkClass.named("UIViewController")).selectors.contains("setView:"))
        XCTAssert(try XCTUnwrap(FrameworkClass.named("UIResponder")).selectors.contains("becomeFirstResponder"))
        var chain: [String] = []
        var next: String? = "UITableViewController"
        while let name = next {
            chain.append(name)
            next = FrameworkClass.named(name)?.superclass
        }
        XCTAssertEqual(chain, ["UITableViewController", "UIViewController", "UIResponder", "NSObject"])
        XCTAssertNil(FrameworkClass.named("AppViewController"))
        XCTAssertFalse(FrameworkClass.isKnown("NSFetchedResultsController"), "only the UI frameworks' classes")
    }

    /// Every superclass the table names is in it, so a chain that reaches
    /// the table is known to its root.
    func testEveryChainInTheTableEndsInARootClass() throws {
        let table = FrameworkClass.parse(try Self.tableText())
        XCTAssertGreaterThan(table.count, 500)
        for (name, entry) in table {
            if let superclass = entry.superclass {
                XCTAssertNotNil(table[superclass], "\(name)'s superclass \(superclass)")
            }
        }
    }

    /// Against the real SDK, when the machine has it: the committed table is
    /// what the script writes, so it cannot drift from its source by hand.
    func testTheCommittedTableIsWhatTheScriptReadsFromTheSDK() throws {
        let sdk = try IOSSDK.required()
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("framework-classes-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", Fixtures.root.appendingPathComponent("scripts/generate-framework-classes.py").path,
                sdk.sdk.path, output.path,
            ])
        XCTAssertEqual(result.status, 0, result.standardError)
        let written = try Fixtures.text(of: output)
        let committed = try Fixtures.text(of: Self.tableFile)
        XCTAssert(
            written == committed,
            "run scripts/generate-framework-classes.py and commit the table:\n"
                + LineDiff.unified(expected: written, actual: committed))
    }

    private static let tableFile = Fixtures.root.appendingPathComponent(
        "Sources/SegueGenKit/Model/FrameworkClassTable.swift")

    private static func tableText() throws -> String {
        let source = try Fixtures.text(of: tableFile)
        return source.components(separatedBy: "\"\"\"")[1]
    }
}
