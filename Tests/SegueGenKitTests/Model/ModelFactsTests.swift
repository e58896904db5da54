import SegueGenKit
import SegueGenSupport
import XCTest

/// The model says when it grows: every stored property of a scene, a segue,
/// a storyboard and a class declaration is a `Fact` (or a place), so a new
/// one fails here until it is a case; then the compiler asks `seguegen
/// import`, `seguegen diff` and the template context what to do with it,
/// and its context keys must be in the key tables.
final class ModelFactsTests: XCTestCase {
    private let place = SourceLocation(file: "Main.storyboard", line: 1, column: 1)

    private func labels(of value: Any) -> Set<String> {
        Set(Mirror(reflecting: value).children.compactMap(\.label))
    }

    func testEveryStoredPropertyIsAFactOrAPlace() {
        let segue = Segue(
            identifier: "go", kind: .show, relationship: nil, destination: SceneReference(target: .scene("A")),
            segueClass: nil, action: nil, isManual: nil, location: place)
        XCTAssertEqual(
            labels(of: segue).subtracting(["location", "partLocations", "resolvedTargetStorage"]),
            Set(Segue.Fact.allCases.map(\.rawValue)))
        let scene = Scene(
            name: "A", kind: .viewController, customClass: nil, storyboardIdentifier: nil, segues: [segue],
            cellContainers: [], location: place)
        XCTAssertEqual(
            labels(of: scene).subtracting(["location", "customClassLocation"]), Set(Scene.Fact.allCases.map(\.rawValue))
        )
        let storyboard = StoryboardDefinition(
            name: "Main", origin: .storyboard, file: "Main.storyboard", initialScene: "A", scenes: [scene],
            location: place)
        XCTAssertEqual(
            labels(of: storyboard).subtracting(["location", "initialSceneLocation"]),
            Set(StoryboardDefinition.Fact.allCases.map(\.rawValue)))
        let declaration = ClassDeclaration(
            name: "A", unwindActions: [], unwindActionsFromCode: true, senders: [], confirmsLeaving: nil,
            location: place)
        XCTAssertEqual(
            labels(of: declaration).subtracting(["location"]), Set(ClassDeclaration.Fact.allCases.map(\.rawValue)))
    }

    func testEveryFactsContextKeysAreInTheKeyTables() {
        for (object, factKeys, tableKeys) in ModelFactKeys.byObject {
            XCTAssertEqual(Set(factKeys).subtracting(tableKeys), [], object)
        }
    }
}
