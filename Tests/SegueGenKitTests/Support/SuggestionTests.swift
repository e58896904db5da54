import SegueGenSupport
import XCTest

/// "Did you mean" picks what the user most likely meant: the word they
/// abbreviated before a word a few edits away, and nothing when nothing is
/// close.
final class SuggestionTests: XCTestCase {
    private let kinds = [
        "viewController", "navigationController", "tabBarController", "tableViewController",
        "splitViewController", "pageViewController",
    ]

    func testAnAbbreviationWinsOverAWordAFewEditsAway() {
        // "viewController" is four edits from "navController"; the user
        // abbreviated "navigationController".
        XCTAssertEqual(Suggestion.closest(to: "navController", in: kinds), "navigationController")
        XCTAssertEqual(Suggestion.closest(to: "tabController", in: kinds), "tabBarController")
        XCTAssertEqual(Suggestion.closest(to: "upperFirst", in: ["upper", "upperFirstLetter"]), "upperFirstLetter")
    }

    func testTyposAreFoundByEditDistance() {
        XCTAssertEqual(Suggestion.closest(to: "viewControler", in: kinds), "viewController")
        XCTAssertEqual(Suggestion.closest(to: "nmae", in: ["name", "kind"]), "name")
        XCTAssertEqual(Suggestion.closest(to: "shwo", in: ["show", "presentation"]), "show")
    }

    func testNothingCloseSuggestsNothing() {
        XCTAssertNil(Suggestion.closest(to: "carousel", in: kinds))
        // Short words abbreviate nothing: "vc" is in every kind.
        XCTAssertNil(Suggestion.closest(to: "vc", in: kinds))
        XCTAssertEqual(Suggestion.didYouMean("zzz", in: kinds), "")
    }
}
