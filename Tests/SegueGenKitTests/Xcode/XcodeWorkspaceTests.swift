import SegueGenKit
import XCTest

/// `XcodeWorkspace.read`, which reads `contents.xcworkspacedata` with
/// the storyboard reader's XML scanner.
final class XcodeWorkspaceTests: XCTestCase {
    private func projects(_ xml: String, workspace: String = "App/App.xcworkspace") -> [String] {
        XcodeWorkspace.read(Array(xml.utf8), workspacePath: workspace).projects
    }

    func testResolvesGroupContainerAndAbsoluteLocations() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:App.xcodeproj">
               </FileRef>
               <Group
                  location = "group:Modules"
                  name = "Modules">
                  <FileRef location = "group:Kit/Kit.xcodeproj"/>
                  <Group location = "group:../Shared"/>
                  <FileRef location = "group:Net.xcodeproj"></FileRef>
               </Group>
               <FileRef location = "container:Pods/Pods.xcodeproj"/>
               <FileRef location = "absolute:/opt/Lib/Lib.xcodeproj"/>
               <FileRef location = "group:Notes.txt"/>
               <FileRef location = "self:"/>
            </Workspace>
            """
        XCTAssertEqual(
            projects(xml),
            [
                "App/App.xcodeproj", "App/Modules/Kit/Kit.xcodeproj", "App/Modules/Net.xcodeproj",
                "App/Pods/Pods.xcodeproj", "/opt/Lib/Lib.xcodeproj",
            ])
    }

    /// A location is an attribute value: XML's references are decoded.
    func testDecodesReferences() {
        let xml = """
            <Workspace version="1.0">
               <FileRef location="group:R&amp;D/A&#39;s &lt;1&gt;.xcodeproj"/>
            </Workspace>
            """
        XCTAssertEqual(projects(xml, workspace: "W.xcworkspace/"), ["R&D/A's <1>.xcodeproj"])
    }

    /// A group with no location holds its files where its parent does.
    func testAGroupWithoutLocationKeepsItsParentsFolder() {
        let xml = """
            <Workspace version="1.0">
               <Group location="group:Sub">
                  <Group name="Plain">
                     <FileRef location="group:A.xcodeproj"/>
                  </Group>
                  <FileRef location="group:B.xcodeproj"/>
               </Group>
            </Workspace>
            """
        XCTAssertEqual(projects(xml), ["App/Sub/A.xcodeproj", "App/Sub/B.xcodeproj"])
    }

    /// Never fails: a file broken part way names what came before.
    func testABrokenFileNamesWhatCameBefore() {
        XCTAssertEqual(
            projects(#"<Workspace><FileRef location="group:A.xcodeproj"/><FileRef location="#), ["App/A.xcodeproj"])
        XCTAssertEqual(projects("not xml"), [])
        XCTAssertEqual(projects(""), [])
    }
}
