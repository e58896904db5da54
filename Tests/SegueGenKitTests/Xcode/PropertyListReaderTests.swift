import SegueGenSupport
import XCTest

@testable import SegueGenKit

final class PropertyListReaderTests: XCTestCase {
    private func openStep(_ text: String) -> (PropertyList?, [String]) {
        var diagnostics = DiagnosticCollector()
        let list = OpenStepPropertyListReader.read(Array(text.utf8), file: "p.pbxproj", diagnostics: &diagnostics)
        return (
            list,
            diagnostics.sorted.map { "\($0.location.line):\($0.location.column) \($0.code.rawValue) \($0.message)" }
        )
    }

    func testReadsDictionariesArraysStringsAndComments() {
        let (list, errors) = openStep(
            """
            // !$*UTF8*$!
            {
                /* a comment */ archiveVersion = 1;
                objects = {
                    A1 /* Main.storyboard */ = {isa = PBXFileReference; path = Base.lproj/Main.storyboard; \
            sourceTree = "<group>"; };
                };
                list = ( one, "two words", ); // trailing comma
                escaped = "tab\\there \\"quoted\\" \\U00e9 \\101";
                data = <0fbd 7a31>;
                shell = /bin/sh;
            }
            """)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(list?["archiveVersion"], .string("1"))
        XCTAssertEqual(list?["objects"]?["A1"]?["path"], .string("Base.lproj/Main.storyboard"))
        XCTAssertEqual(list?["objects"]?["A1"]?["sourceTree"], .string("<group>"))
        XCTAssertEqual(list?["list"], .array([.string("one"), .string("two words")]))
        XCTAssertEqual(list?["escaped"], .string("tab\there \"quoted\" é A"))
        XCTAssertEqual(list?["shell"], .string("/bin/sh"))
        XCTAssertEqual(list?["list"]?.settingText, "one two words")
    }

    func testABrokenProjectIsALocatedErrorNeverACrash() {
        XCTAssertEqual(
            openStep("{\n  a = b\n}").1, ["3:1 SG013 expected ';' after the value of \"a\", found character '}'"])
        XCTAssertEqual(
            openStep("{ a = ( b, c ; }").1, ["1:14 SG013 expected ',' or ')' in the array, found character ';'"])
        XCTAssertEqual(openStep("{\n a = \"open;\n}").1, ["2:6 SG013 the string opened here is never closed"])
        XCTAssertEqual(openStep("{ a = b; } extra").1, ["1:12 SG013 unexpected character 'e' after the property list"])
        XCTAssertEqual(openStep("{\n  a = {\n").1, ["2:7 SG013 the dictionary opened here is never closed with '}'"])
        XCTAssertEqual(
            openStep("{ a = <0g>; }").1, ["1:9 SG013 data holds hexadecimal digits only, found character 'g'"])
        XCTAssertEqual(openStep("").1, ["1:1 SG013 expected a value, found end of file"])
        let deep = String(repeating: "(", count: 100) + String(repeating: ")", count: 100)
        XCTAssertEqual(openStep(deep).1.first?.contains("nesting is deeper than"), true)
        XCTAssertEqual(openStep("{ a = \"\\U12\"; }").1, ["1:12 SG013 \\U takes four hexadecimal digits"])
    }

    func testAMergeConflictInAProjectIsLocated() {
        let (list, errors) = openStep("{\n<<<<<<< HEAD\n a = b;\n=======\n a = c;\n>>>>>>> x\n}")
        XCTAssertNil(list)
        XCTAssertEqual(errors, ["2:1 SG013 expected a key or '}', found character '<'"])
    }

    private func xml(_ text: String) -> (PropertyList?, [String]) {
        var diagnostics = DiagnosticCollector()
        let list = XMLPropertyListReader.read(Array(text.utf8), file: "Info.plist", diagnostics: &diagnostics)
        return (list, diagnostics.sorted.map { "\($0.location.line):\($0.location.column) \($0.code.rawValue)" })
    }

    func testReadsAnXMLInfoPlistWithItsDoctype() {
        let (list, errors) = xml(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>UIMainStoryboardFile</key>
                <string>Main</string>
                <key>UIMainStoryboardFile~ipad</key>
                <string>Main &amp; iPad</string>
                <key>UIRequiresFullScreen</key>
                <true/>
                <key>Count</key>
                <integer>3</integer>
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
                <key>Blob</key>
                <data>AAAA</data>
            </dict>
            </plist>
            """)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(list?["UIMainStoryboardFile"], .string("Main"))
        XCTAssertEqual(list?["UIMainStoryboardFile~ipad"], .string("Main & iPad"))
        XCTAssertEqual(list?["UIRequiresFullScreen"], .string("true"))
        XCTAssertEqual(list?["Count"], .string("3"))
        XCTAssertEqual(list?["Blob"], .string(""))
        XCTAssertEqual(
            list?["UIApplicationSceneManifest"]?["UISceneConfigurations"]?["UIWindowSceneSessionRoleApplication"]?
                .array?.first?["UISceneStoryboardFile"], .string("Scenes"))
    }

    func testAnInfoPlistWithAnEntityDeclarationIsRefused() {
        XCTAssertEqual(xml("<!DOCTYPE plist [<!ENTITY a \"b\">]><plist><dict/></plist>").1, ["1:1 SG010"])
        XCTAssertEqual(xml("<plist><dict><key>a</key></plist>").1, ["1:26 SG009"])
        XCTAssertEqual(xml("<plist></plist>").1, ["1:1 SG013"])
    }
}
