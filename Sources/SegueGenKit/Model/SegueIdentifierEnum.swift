import SegueGenSupport

/// An enum that is a class's segue identifiers, the SegueHandlerType
/// pattern: a `String` enum nested in a class, named as the parameter type
/// of a `performSegue…` method the run declares (`func
/// performSegue(withIdentifier: SegueIdentifier, sender:)` in a protocol
/// extension), whose cases the class performs as
/// `performSegue(withIdentifier: .showDetail, sender: nil)` and reads back
/// with `SegueIdentifier(rawValue: segue.identifier!)!`.
///
/// A subclass without an enum of its own uses its superclass's, so each
/// performed case belongs to the nearest enum up the performing class's
/// chain.
public struct SegueIdentifierEnum: Sendable, Equatable {
    /// The class that declares it.
    public var className: String
    public var name: String
    /// Its cases, each with its raw value.
    public var cases: [StringConstant]
    /// Where each case is performed on `self`, by its name.
    public var performed: [String: [SourceLocation]]

    /// The enums of the run, from the string enums code declares, the
    /// parameter types of its `performSegue…` methods, its
    /// `performSegue(withIdentifier: .x, …)` calls, and each class's chain.
    static func find(
        constants: [StringConstant], identifierTypes: Set<String>, references: [ConstantReference],
        chain: (String) -> [String]
    ) -> [SegueIdentifierEnum] {
        guard !identifierTypes.isEmpty else { return [] }
        var enums: [String: SegueIdentifierEnum] = [:]
        for constant in constants where constant.kind == .enumCase && constant.path.count >= 3 {
            let name = constant.path[constant.path.count - 2]
            guard identifierTypes.contains(name) else { continue }
            let className = constant.path[constant.path.count - 3]
            enums[className, default: SegueIdentifierEnum(className: className, name: name, cases: [], performed: [:])]
                .cases.append(constant)
        }
        for reference in references where reference.isImplicitMember {
            guard let performer = reference.enclosingClass, let name = reference.path.first,
                let owner = chain(performer).first(where: { enums[$0] != nil })
            else { continue }
            enums[owner]?.performed[name, default: []].append(reference.location)
        }
        return enums.values.sorted { $0.className < $1.className }
    }
}
