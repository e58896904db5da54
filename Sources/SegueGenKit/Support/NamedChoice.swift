import SegueGenSupport

/// A setting spelt as one of a fixed set of words (an access level, a
/// bundle, an output format). The command line and `seguegen.yaml` parse it,
/// and word their refusals, from `allCases`, so a new case is accepted and
/// listed everywhere at once.
public protocol NamedChoice: RawRepresentable, CaseIterable, Sendable where RawValue == String {}

extension NamedChoice {
    /// `internal, public or package`.
    public static var choiceList: String {
        let names = allCases.map(\.rawValue)
        guard let last = names.last, names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// `--access-level must be internal, public or package, not "pubic"; did you mean "public"?`
    public static func refusal(of text: String, for subject: String) -> String {
        "\(subject) must be \(choiceList), not \"\(text)\"" + Suggestion.didYouMean(text, in: allCases.map(\.rawValue))
    }
}
