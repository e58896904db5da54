/// A Swift class named by the inputs: a view controller or a segue class,
/// with the module it lives in when that is not the module the generated
/// code is compiled into.
public struct TypeReference: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var name: String
    /// nil when the type is in the generated code's own module or in UIKit.
    public var module: String?

    public init(name: String, module: String? = nil) {
        self.name = name
        self.module = module
    }

    /// The spelling generated code uses: qualified by its module unless that
    /// is the module being compiled, or the type is named like its module
    /// (`Kit.Kit` would look for a type `Kit` in the class `Kit`, which the
    /// import makes the name mean; the import finds it bare).
    public func spelling(inModule currentModule: String?) -> String {
        guard let module, module != currentModule, module != name else { return name }
        return module + "." + name
    }

    public var description: String { spelling(inModule: nil) }

    public static func < (lhs: TypeReference, rhs: TypeReference) -> Bool {
        (lhs.name, lhs.module ?? "") < (rhs.name, rhs.module ?? "")
    }

    public static let viewController = TypeReference(name: "UIViewController")
    public static let navigationController = TypeReference(name: "UINavigationController")
}
