import SegueGenSupport

/// What one Interface Builder file (a storyboard or a XIB) connects at run
/// time: its objects, with the class each is created as, and the
/// connections UIKit makes when it loads them (outlets and outlet
/// collections set by key-value coding, actions sent to a target,
/// user-defined runtime attributes set by key path). The connection checks
/// hold these to the app's code; nothing of it is generated.
public struct InterfaceFile: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case storyboard
        /// A `.xib`: no scenes; its File's Owner is the object that loads it.
        case xib
    }

    /// An object of the file: every element with an `id` that is no
    /// connection.
    public struct Object: Sendable, Equatable {
        /// What UIKit does not create: the File's Owner and First Responder
        /// of a XIB or a scene, a scene's Exit.
        public enum Placeholder: Sendable, Equatable {
            /// `IBFilesOwner`: whatever object loads the XIB, of the class
            /// written or of a subclass.
            case filesOwner
            /// `IBFirstResponder`: an action sent to it goes up the
            /// responder chain, which is known only at run time.
            case firstResponder
            /// Any other (a scene's Exit, a storyboard reference).
            case other
        }

        public var id: String
        /// The element's name, `button`: it gives the UIKit class when no
        /// custom class is set.
        public var element: String
        public var customClass: String?
        /// `customModule`, unless `customModuleProvider="target"` says the
        /// class is in the target's module (a `customModule` then written
        /// beside it may be stale, and is ignored).
        public var customModule: String?
        public var moduleIsTarget: Bool
        public var placeholder: Placeholder?
        /// A direct child of `<objects>`: what a XIB's `instantiate` returns.
        public var isTopLevel: Bool
        /// A cell's `reuseIdentifier`, kept for the cells' checks.
        public var reuseIdentifier: String?
        /// The storyboard scene holding the object, by its place among the
        /// file's scenes: Interface Builder compiles each scene into a nib
        /// of its own, so a connection between two scenes is dropped. nil
        /// in a XIB, which is one nib.
        public var scene: Int?
        /// The segues the object triggers (in its `<connections>`), by
        /// identifier, nil for one without: a bar button item, which has one
        /// target and one action, keeps either one of them or its action.
        public var triggeredSegues: [String?] = []
        /// The element that hides the object in the file (`hidden="YES"`):
        /// its own, or the nearest of the elements holding it. A hidden
        /// view and what it holds get no touches until code shows them.
        public var hiddenBy: SourceLocation? = nil
        public var location: SourceLocation

        /// The class UIKit creates: the custom class, else the UIKit class
        /// of the element; nil for an element the table does not know.
        public var className: String? { customClass ?? InterfaceElementClass.className(ofElement: element) }
    }

    /// One connection, located at its element.
    public struct Connection: Sendable, Equatable {
        public enum Kind: String, Sendable, Equatable {
            /// `<outlet property=…>`: the key is set on the object holding it.
            case outlet
            /// `<outletCollection property=…>`: likewise, to an array.
            case outletCollection
            /// `<action selector=…>`: sent to the destination.
            case action
            /// `<userDefinedRuntimeAttribute keyPath=…>`: the key is set on
            /// the object holding it.
            case runtimeAttribute
            /// The first key of a runtime attribute's path
            /// (`layer.cornerRadius`): Key-Value Coding only reads it
            /// (`valueForKey:`), then sets the rest on what it returns, so a
            /// getter is all it needs.
            case runtimeAttributePathStart
        }

        public var kind: Kind
        /// The key, the first key of a key path, or the selector.
        public var name: String
        /// The index in `objects` of the object holding the connection.
        public var holder: Int
        /// The destination's `id`; nil for a runtime attribute.
        public var destination: String?
        /// The control event an action is sent on (`touchUpInside`,
        /// `valueChanged`); nil for a gesture recognizer's or a bar button
        /// item's action, and for other connections.
        public var eventType: String?
        public var location: SourceLocation
    }

    public var file: String
    public var kind: Kind
    public var objects: [Object]
    public var connections: [Connection]
    /// For each scene of a storyboard, in file order (what `Object.scene`
    /// counts), its place among the storyboard's scenes
    /// (`StoryboardDefinition.scenes`); nil for a scene without a view
    /// controller, which the storyboard leaves out. Empty for a XIB.
    public var storyboardScenes: [Int?] = []

    public init(file: String, kind: Kind, objects: [Object], connections: [Connection]) {
        self.file = file
        self.kind = kind
        self.objects = objects
        self.connections = connections
    }

    /// The object whose `id` is `id`.
    public func object(withID id: String) -> Object? {
        objects.first { $0.id == id }
    }

    /// The cells a XIB holds at its top level, with their reuse
    /// identifiers and classes: what `register(_:forCellReuseIdentifier:)`
    /// with its nib dequeues.
    public var topLevelCells: [Object] {
        objects.filter { $0.isTopLevel && InterfaceElementClass.cellElements.contains($0.element) }
    }

    /// The File's Owner of a XIB.
    public var filesOwner: Object? { objects.first { $0.placeholder == .filesOwner } }
}
