import Foundation
import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// The project reader on the corpus's real Xcode projects, checked against
/// a second reading written apart from it (`PBXProjOracle`, which lets
/// Foundation parse the property list): every target's storyboards, XIBs
/// and sources are the files its build phases name.
final class SharedProjectsTests: XCTestCase {
    private static let kinds: Set<String> = ["storyboard", "xib", "swift", "m", "mm"]

    private static func kind(_ path: String) -> String {
        String(FilePath.fileName(path).split(separator: ".").last ?? "").lowercased()
    }

    func testEveryTargetsFilesAreWhatTheProjectSays() throws {
        var targets = 0
        var files = 0
        for folder in try SharedApps.folders() {
            let app = folder.lastPathComponent
            for projectPath in XcodeTargets.projects(below: folder) {
                let pbxproj = folder.appendingPathComponent(projectPath).appendingPathComponent("project.pbxproj")
                let bytes = try Fixtures.bytes(of: pbxproj)
                var diagnostics = DiagnosticCollector()
                let project = try XCTUnwrap(
                    XcodeProjectReader.read(bytes, projectPath: projectPath, diagnostics: &diagnostics),
                    "\(app)/\(projectPath)")
                let expected = try PBXProjOracle.targetFiles(pbxproj: String(decoding: bytes, as: UTF8.self))
                XCTAssertEqual(Set(project.targets.map(\.name)), Set(expected.keys), "\(app)/\(projectPath)")
                for target in project.targets {
                    let oracle = try XCTUnwrap(expected[target.name])
                    let prefixed = { (paths: Set<String>) in
                        Set(paths.map { FilePath.joinNormalized(project.sourceRoot, $0) })
                    }
                    let read = { (phase: XcodeTarget.Phase) in
                        Set(
                            target.files.filter { $0.phase == phase && Self.kinds.contains(Self.kind($0.path)) }.map(
                                \.path))
                    }
                    XCTAssertEqual(read(.sources), prefixed(oracle.sources), "\(app)/\(projectPath) \(target.name)")
                    XCTAssertEqual(read(.resources), prefixed(oracle.resources), "\(app)/\(projectPath) \(target.name)")
                    targets += 1
                    files += oracle.sources.count + oracle.resources.count
                }
            }
        }
        // Fifteen projects with about forty targets and two thousand files.
        XCTAssertGreaterThan(targets, 35)
        XCTAssertGreaterThan(files, 1500)
    }
}
