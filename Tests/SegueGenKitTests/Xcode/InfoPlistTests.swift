import SegueGenKit
import SegueGenSupport
import TestSupport
import XCTest

/// Which storyboards an app's Info.plist says its window starts from.
final class InfoPlistTests: XCTestCase {
    private func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleIdentifier</key>
            <string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        \(body)
        </dict>
        </plist>
        """
    }

    private func mainStoryboards(_ text: String, file: String = "App/Info.plist") -> (names: [String]?, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let document = Pipeline.read(InputFile(path: file, bytes: Array(text.utf8)), diagnostics: &diagnostics)
        return (document?.mainStoryboards?.map(\.name), diagnostics.sorted)
    }

    func testTheMainStoryboardKeysAndTheSceneManifest() {
        let text = plist(
            """
                <key>UIMainStoryboardFile</key>
                <string>Main</string>
                <key>UIMainStoryboardFile~ipad</key>
                <string>Main_iPad</string>
                <key>UILaunchStoryboardName</key>
                <string>LaunchScreen</string>
                <key>UIApplicationSceneManifest</key>
                <dict>
                    <key>UISceneConfigurations</key>
                    <dict>
                        <key>UIWindowSceneSessionRoleApplication</key>
                        <array>
                            <dict>
                                <key>UISceneStoryboardFile</key>
                                <string>Scenes</string>
                            </dict>
                        </array>
                    </dict>
                </dict>
            """)
        let (names, diagnostics) = mainStoryboards(text)
        // The launch storyboard is shown before the app runs: no root.
        XCTAssertEqual(names, ["Main", "Main_iPad", "Scenes"])
        XCTAssertEqual(diagnostics, [])
    }

    /// An app without a main storyboard (its window set up in code) says so:
    /// known, and empty.
    func testAnAppWithoutAMainStoryboardHasNone() {
        XCTAssertEqual(mainStoryboards(plist("")).names, [])
        XCTAssertEqual(mainStoryboards(plist(""), file: "Old/App-Info.plist").names, [])
    }

    /// An app extension starts from the storyboard its `NSExtension`
    /// dictionary names. Read as no main storyboard, its initial scene was
    /// "not where the app starts", and an unwind that no class above can
    /// take was a warning (SG307) instead of the error it proves (SG301).
    func testAnAppExtensionStartsFromItsMainStoryboard() {
        let extensionPlist = plist(
            """
                <key>NSExtension</key>
                <dict>
                    <key>NSExtensionMainStoryboard</key>
                    <string>MainInterface</string>
                    <key>NSExtensionPointIdentifier</key>
                    <string>com.apple.share-services</string>
                </dict>
            """)
        XCTAssertEqual(mainStoryboards(extensionPlist, file: "Share/Info.plist").names, ["MainInterface"])
        let manifest = """
            version: 1
            initialScene: Navigation
            scenes:
              - {name: Navigation, kind: navigationController, segues: [{kind: relationship, relationship: rootViewController, destination: Share}]}
              - {name: Share, class: ShareViewController, segues: [{id: pickColor, kind: show, destination: Colors}]}
              - {name: Colors, class: ColorsViewController, segues: [{kind: unwind, action: "unwindToColors:"}]}
            classes:
              ColorsViewController: {unwindActions: ["unwindToColors:"]}

            """
        let diagnostics = Diagnose.files([
            ("Share/MainInterface.segues.yaml", manifest), ("Share/Info.plist", extensionPlist),
        ])
        XCTAssertEqual(Diagnose.summary(diagnostics), ["6:81 error SG301"])
    }

    /// `GoogleService-Info.plist` ends the same way but is no bundle's:
    /// it says nothing of where the app starts.
    func testAPropertyListThatIsNoBundlesSaysNothing() {
        let text = plist("").replacingOccurrences(of: "CFBundleIdentifier", with: "BUNDLE_ID")
        let (names, diagnostics) = mainStoryboards(text, file: "App/GoogleService-Info.plist")
        XCTAssertNil(names)
        XCTAssertEqual(diagnostics, [])
    }

    func testABinaryListIsNotedAndSkipped() {
        let (names, diagnostics) = mainStoryboards("bplist00\u{1}\u{2}")
        XCTAssertNil(names)
        XCTAssertEqual(Diagnose.summary(diagnostics), ["1:1 note SG018"])
    }

    /// Two Info.plists of one run (an iPhone and an iPad one) together name
    /// the roots; a run without one knows none.
    func testTheRunsMainStoryboardsComeFromItsInfoPlists() {
        let manifest = ("Main.segues.yaml", "version: 1\nstoryboard: Main\nscenes: [{name: A}]\n")
        let (known, _) = Diagnose.project([manifest, ("Info.plist", Diagnose.infoPlist(mainStoryboard: "Main"))])
        XCTAssertEqual(known?.mainStoryboards, ["Main"])
        let (unknown, _) = Diagnose.project([manifest])
        XCTAssertNil(unknown?.mainStoryboards)
    }
}
