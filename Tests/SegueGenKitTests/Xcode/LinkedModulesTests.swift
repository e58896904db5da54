import SegueGenKit
import SegueGenSupport
import XCTest

/// Resolving the code a target links reads what it needs of the disk once.
final class LinkedModulesTests: XCTestCase {
    /// An app whose project references the folder of a local package and
    /// links its product by name alone, as Xcode writes a package dragged
    /// into the project: the folder is a candidate because it holds a
    /// `Package.swift`, which then says whether it offers the product. That
    /// manifest, and the one of the package it depends on, are each read
    /// once (the candidate's was read twice, then a third time for its
    /// targets).
    func testEachPackageManifestIsReadOnce() throws {
        let text = """
            // !$*UTF8*$!
            {
                rootObject = P;
                objects = {
                    P = {isa = PBXProject; mainGroup = G; targets = (TA); buildConfigurationList = LP; };
                    LP = {isa = XCConfigurationList; buildConfigurations = (CP); };
                    CP = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                    G = {isa = PBXGroup; children = (FPK); sourceTree = "<group>"; };
                    FPK = {isa = PBXFileReference; lastKnownFileType = wrapper; path = Packages/Kit;
                        sourceTree = "<group>"; };
                    XP = {isa = XCSwiftPackageProductDependency; productName = Kit; };
                    TA = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                        buildPhases = (); buildConfigurationList = LA; packageProductDependencies = (XP); };
                    LA = {isa = XCConfigurationList; buildConfigurations = (CA); };
                    CA = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                };
            }
            """
        let files = [
            "App/Packages/Kit/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
                dependencies: [.package(path: "../Base")],
                targets: [.target(name: "Kit", dependencies: [.product(name: "Base", package: "Base")])])

            """,
            "App/Packages/Kit/Sources/Kit/Screen.swift": "import UIKit\nopen class Screen: UIViewController {}\n",
            "App/Packages/Base/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Base", products: [.library(name: "Base", targets: ["2D-Base"])],
                targets: [.target(name: "2D-Base")])

            """,
            "App/Packages/Base/Sources/2D-Base/Styled.swift": "import UIKit\nopen class Styled: UIViewController {}\n",
        ]
        var diagnostics = DiagnosticCollector()
        let project = try XCTUnwrap(
            XcodeProjectReader.read(Array(text.utf8), projectPath: "App/App.xcodeproj", diagnostics: &diagnostics))
        var reads: [String: Int] = [:]
        let resolved = XcodeTargetInputs.resolve(
            try XCTUnwrap(project.target(named: "App")), of: project,
            readFile: { path in
                reads[path, default: 0] += 1
                return files[path].map { Array($0.utf8) }
            },
            listFolder: { folder in
                let prefix = folder + "/"
                let below = files.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
                return below.isEmpty ? nil : below.sorted()
            }, diagnostics: &diagnostics)
        XCTAssertEqual(
            resolved.linked.sources,
            [
                "Kit": ["App/Packages/Kit/Sources/Kit/Screen.swift"],
                // A package target's module is named by Xcode's one rule
                // (issue 53): a leading digit gets `_`, a hyphen becomes `_`.
                "_2D_Base": ["App/Packages/Base/Sources/2D-Base/Styled.swift"],
            ])
        XCTAssertEqual(resolved.linked.unseen, [])
        XCTAssertEqual(
            reads.filter { $0.key.hasSuffix("/Package.swift") },
            ["App/Packages/Kit/Package.swift": 1, "App/Packages/Base/Package.swift": 1])
    }
}
