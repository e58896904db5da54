import SegueGenSupport

/// One scene: a view controller and the segues that start from it.
public struct Scene: Sendable, Equatable {
    /// Unique within its storyboard; names the scene's identifier enum.
    public var name: String
    public var kind: SceneKind
    public var customClass: TypeReference?
    public var storyboardIdentifier: String?
    public var segues: [Segue]
    /// The scene's table and collection views that hold prototypes, in
    /// document order (storyboards only: a manifest declares none).
    public var cellContainers: [CellContainer]
    public var location: SourceLocation
    public var customClassLocation: SourceLocation

    public init(
        name: String, kind: SceneKind, customClass: TypeReference?, storyboardIdentifier: String?,
        segues: [Segue], cellContainers: [CellContainer], location: SourceLocation,
        customClassLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.kind = kind
        self.customClass = customClass
        self.storyboardIdentifier = storyboardIdentifier
        self.segues = segues
        self.cellContainers = cellContainers
        self.location = location
        self.customClassLocation = customClassLocation ?? location
    }

    /// The class UIKit instantiates for the scene.
    public var viewControllerClass: TypeReference { customClass ?? kind.defaultClass }
}

extension Scene {
    /// Every fact a scene holds, as `Segue.Fact` lists a segue's.
    public enum Fact: String, CaseIterable, Sendable {
        case name, kind, customClass, storyboardIdentifier, segues, cellContainers
    }
}
