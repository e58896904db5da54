import SegueGenSupport

/// A name app code passes where UIKit expects a segue identifier, a
/// storyboard ID or a storyboard name: `K.unwindId`,
/// `Constants.Segue.show`, `unwindId` in the type declaring it,
/// `StoryboardNames.main.rawValue`, Objective-C's `kShowDetail`. The run
/// resolves it to the `StringConstant` it names and judges its value as a
/// literal (`resolved(in:)`).
public struct ConstantReference: Sendable, Equatable {
    public var role: StringLiteralUse.Role
    /// The names as written, without a leading `self.` or `Self.` and
    /// without `.rawValue`.
    public var path: [String]
    /// Whether the reference ends in `.rawValue`: it names an enum case.
    public var readsRawValue: Bool
    /// The first name's first byte.
    public var location: SourceLocation
    public var enclosingClass: String?
    /// Objective-C: the method or function whose body holds the use, where
    /// its own `static NSString *` constants are found first.
    public var localScope: String?
    public var spans: StringLiteralUse.Spans?
    /// `performSegue(withIdentifier: .showDetail, sender:)`: a case of the
    /// parameter's type, the class's SegueHandlerType enum
    /// (`SegueIdentifierEnum`), not a name `resolved` looks up.
    public var isImplicitMember: Bool
    /// Written after `self.` or `Self.`: a member of the enclosing type (or
    /// of what it inherits or adopts), never a top-level constant.
    public var isMemberAccess: Bool
    /// Inside an Objective-C `@try` that catches UIKit's exception
    /// (`StringLiteralUse.isCaught`).
    public var isCaught: Bool

    public init(
        role: StringLiteralUse.Role, path: [String], readsRawValue: Bool, location: SourceLocation,
        enclosingClass: String?, localScope: String? = nil, spans: StringLiteralUse.Spans? = nil,
        isImplicitMember: Bool = false, isMemberAccess: Bool = false, isCaught: Bool = false
    ) {
        self.isCaught = isCaught
        self.isImplicitMember = isImplicitMember
        self.isMemberAccess = isMemberAccess
        self.role = role
        self.path = path
        self.readsRawValue = readsRawValue
        self.location = location
        self.enclosingClass = enclosingClass
        self.localScope = localScope
        self.spans = spans
    }

    /// The first name of the path of a constant only its own file sees,
    /// so that no other file's reference finds it (a name no Swift or C
    /// identifier can spell): a Swift `private` top-level `let`, and what C
    /// gives internal linkage, an Objective-C source file's `static`
    /// constants and macros. A reference in that file finds them after its
    /// method's and its class's names, before every file's.
    public static func fileScope(of file: String) -> String { "\(file)#file" }

    /// The name as written: `K.unwindId`, `Segue.show.rawValue`.
    public var spelling: String { (path + (readsRawValue ? ["rawValue"] : [])).joined(separator: ".") }

    /// The references whose name holds one value, known exactly, as the
    /// uses the literal checks judge, each with the constant it read.
    ///
    /// A name is looked up as Swift and C do, nearest first: a method's own
    /// constants (Objective-C), then the members of the enclosing type and
    /// of the types nested in it (and a class's instance variables), then
    /// the file's own (`fileScope(of:)`), then the names written in full. Every
    /// declaration found at the nearest level that has one must hold the
    /// same known value of the right kind (a constant read by name, an enum
    /// case through `.rawValue`); a `var`, a computed property, an
    /// interpolated literal or two different values make no claim.
    ///
    /// A bare name in a class (`nextSegue`) may be a member it inherits, or
    /// a global a static member of the same name hides only in static
    /// code: no claim when a superclass in `chain` declares the name, when
    /// the chain reaches a class the run does not know, or when the class's
    /// own member and a global both have the name.
    public static func resolved(
        _ references: [ConstantReference], in constants: [StringConstant],
        chain: (String) -> [String] = { [$0] }
    ) -> [StringLiteralUse] {
        guard !references.isEmpty else { return [] }
        let byName = Dictionary(grouping: constants) { $0.path.last ?? "" }
        return references.compactMap { reference in
            guard !reference.isImplicitMember, let name = reference.path.last, let candidates = byName[name] else {
                return nil
            }
            if let owner = reference.enclosingClass {
                // A superclass's member, or a type nested in it (`K.cell`
                // with a `K` of the superclass's), hides a name written in
                // full; so may one of a class the run does not know.
                let classes = chain(owner)
                let declares = { (type: String) in candidates.contains { $0.path.ends(with: [type] + reference.path) } }
                if classes.dropFirst().contains(where: declares) { return nil }
                if classes.count > 1, let last = classes.last, !ClassHierarchy.isFrameworkClass(last) { return nil }
                if reference.path.count == 1, InputFormat(path: reference.location.file) == .swiftSource {
                    // A member of the class hides a global only in instance
                    // code; a member of another type may be the class's
                    // through a protocol extension.
                    let global = candidates.contains { $0.path == [name] }
                    if global, declares(owner) || candidates.contains(where: { $0.path.count > 1 }) { return nil }
                }
            }
            var levels: [[String]] = []
            if let scope = reference.localScope { levels.append([scope] + reference.path) }
            if let owner = reference.enclosingClass { levels.append([owner] + reference.path) }
            if !reference.isMemberAccess {
                levels.append([fileScope(of: reference.location.file)] + reference.path)
                levels.append(reference.path)
            }
            for (level, suffix) in levels.enumerated() {
                // The path written in full must be the declaration's whole
                // path; nearer levels match the end of a nested one.
                let exact = level >= levels.count - 2 && !reference.isMemberAccess
                let found = candidates.filter { exact ? $0.path == suffix : $0.path.ends(with: suffix) }
                guard let first = found.min(by: { $0.location < $1.location }) else { continue }
                let kind: StringConstant.Kind = reference.readsRawValue ? .enumCase : .constant
                guard let value = first.value,
                    found.allSatisfy({ $0.value == value && $0.kind == kind })
                else { return nil }
                return StringLiteralUse(
                    role: reference.role, value: value, location: reference.location,
                    enclosingClass: reference.enclosingClass, spans: reference.spans,
                    constant: .init(spelling: reference.spelling, location: first.location),
                    isCaught: reference.isCaught)
            }
            return nil
        }
    }
}

extension Array where Element == String {
    fileprivate func ends(with suffix: [String]) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
