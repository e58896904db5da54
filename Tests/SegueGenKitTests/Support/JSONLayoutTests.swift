import SegueGenKit
import XCTest

/// `JSONLayout`, the one layout of the context's JSON and the reports'.
final class JSONLayoutTests: XCTestCase {
    func testLaysOutNestedArraysAndObjects() {
        var text = ""
        JSONLayout.writeObject(keys: ["a", "b\"", "c"], indent: "", into: &text) { index, inner, text in
            switch index {
            case 0: text.write("1")
            case 1:
                JSONLayout.writeArray(count: 2, indent: inner, into: &text) { index, _, text in
                    text.write(String(index))
                }
            default: JSONLayout.writeArray(count: 0, indent: inner, into: &text) { _, _, _ in }
            }
        }
        XCTAssertEqual(text, "{\n  \"a\": 1,\n  \"b\\\"\": [\n    0,\n    1\n  ],\n  \"c\": []\n}")
    }

    func testEmptyObjectIsOneToken() {
        var text = ""
        JSONLayout.writeObject(keys: [], indent: "    ", into: &text) { _, _, _ in }
        XCTAssertEqual(text, "{}")
    }
}
