import SegueGenSupport

/// The names the app's own code declares, gathered from every Swift and
/// Objective-C file of the run: what the generated code must not
/// redeclare, nor hide from the app's code, nor be hidden by.
public struct AppNames: Sendable {
    /// What a class's body and extensions declare.
    public struct Members: Sendable {
        /// Nested types and type aliases, by name, at the first place each
        /// is declared.
        public var types: [String: SourceLocation] = [:]
        /// Methods by full Swift name.
        public var methods: [String: SourceLocation] = [:]
    }

    /// Types at the top level of the module, at the first place each is
    /// declared.
    public let topLevelTypes: [String: SourceLocation]
    /// The top-level types of the other modules whose code the run has (a
    /// framework's), by module: a module with a type of its own name
    /// cannot qualify (`Kit.Item` looks in the type `Kit`).
    public let moduleTypes: [String: Set<String>]
    /// The members of each class or extended type, merged over its
    /// declaration and its extensions.
    public let members: [String: Members]

    init(documents: borrowing [InputDocument]) {
        var topLevel: [String: SourceLocation] = [:]
        var moduleTypes: [String: Set<String>] = [:]
        var members: [String: Members] = [:]
        for document in copy documents {
            if let module = document.module {
                moduleTypes[module, default: []].formUnion(document.topLevelTypes.map(\.name))
            } else {
                for declared in document.topLevelTypes {
                    topLevel[declared.name] = min(topLevel[declared.name] ?? declared.location, declared.location)
                }
            }
            for source in document.sourceClasses where !source.nestedTypes.isEmpty || !source.methods.isEmpty {
                var merged = members[source.name] ?? Members()
                for type in source.nestedTypes {
                    merged.types[type.name] = min(merged.types[type.name] ?? type.location, type.location)
                }
                for method in source.methods {
                    merged.methods[method.name] = min(merged.methods[method.name] ?? method.location, method.location)
                }
                members[source.name] = merged
            }
        }
        topLevelTypes = topLevel
        self.moduleTypes = moduleTypes
        self.members = members
    }
}
