import SegueGenKit
import SegueGenSupport

/// The options one command accepts, which is also what its help prints.
struct OptionSpec {
    enum Kind {
        /// `--check`
        case flag
        /// `--output PATH`, given at most once.
        case value(placeholder: String)
        /// `--disable-warning CODE`, given any number of times.
        case repeatable(placeholder: String)
    }

    var name: String
    var kind: Kind
    var help: String
    /// Why a value is refused, or nil when it is accepted: checked while
    /// parsing, so a wrong value is a usage error before any input is read.
    var refusal: @Sendable (String) -> String? = { _ in nil }
}

/// An option declared once, as a static value of the command that takes it,
/// and read through that value: `arguments[GenerateCommand.output]`. A
/// misspelt option is then a compile error, where a string key would read
/// as nil. `Value` is what reading it gives: `Bool` for a flag, `String?`
/// for an option given at most once, `[String]` for a repeatable one.
struct Option<Value> {
    let spec: OptionSpec
}

extension Option where Value == Bool {
    static func flag(_ name: String, help: String) -> Self {
        Option(spec: OptionSpec(name: name, kind: .flag, help: help))
    }
}

extension Option where Value == String? {
    static func value(_ name: String, placeholder: String, help: String) -> Self {
        Option(spec: OptionSpec(name: name, kind: .value(placeholder: placeholder), help: help))
    }
}

extension Option where Value == [String] {
    static func repeatable(_ name: String, placeholder: String, help: String) -> Self {
        Option(spec: OptionSpec(name: name, kind: .repeatable(placeholder: placeholder), help: help))
    }
}

/// An option whose value is one of `Choice`'s words; its placeholder and
/// its refusal list them.
extension Option {
    static func choice<Choice: NamedChoice>(_ name: String, help: String) -> Self where Value == Choice? {
        let placeholder = Choice.allCases.map(\.rawValue).joined(separator: "|")
        return Option(
            spec: OptionSpec(
                name: name, kind: .value(placeholder: placeholder), help: help,
                refusal: { Choice(rawValue: $0) == nil ? Choice.refusal(of: $0, for: "--\(name)") : nil }))
    }
}

extension Option where Value == [DiagnosticCode] {
    /// `--disable-warning CODE`, repeatable; codes are read in any case.
    static func diagnosticCodes(_ name: String, help: String) -> Self {
        Option(
            spec: OptionSpec(
                name: name, kind: .repeatable(placeholder: "CODE"), help: help,
                refusal: {
                    DiagnosticCode(rawValue: $0.uppercased()) == nil
                        ? "\"\($0)\" is not a diagnostic code (see 'seguegen help diagnostics')" : nil
                }))
    }
}

/// A small hand-written parser: positional arguments, `--name value`,
/// `--name=value` and flags, with `--` ending options. Unknown options are
/// errors that name the option, with a suggestion when one is close.
struct ParsedArguments {
    var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    /// The options the command declared; reading another is a programming
    /// error, caught by the first test that runs the command.
    private let declared: Set<String>

    struct UsageError: Error {
        var message: String
    }

    init(_ arguments: [String], options: [OptionSpec]) throws(UsageError) {
        declared = Set(options.map(\.name))
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = options.first(where: { "--" + $0.name == name }) else {
                let known = options.map { "--" + $0.name }
                let hint = Suggestion.closest(to: name, in: known).map { "; did you mean \($0)?" } ?? ""
                throw UsageError(message: "unknown option \(name)\(hint)")
            }
            switch spec.kind {
            case .flag:
                guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value") }
                flags.insert(spec.name)
            case .value(let placeholder), .repeatable(let placeholder):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                        throw UsageError(message: "\(name) needs a value (\(name) \(placeholder))")
                    }
                    value = arguments[index]
                    index += 1
                }
                if case .value = spec.kind, values[spec.name] != nil {
                    throw UsageError(message: "\(name) is given more than once")
                }
                if let refusal = spec.refusal(value) { throw UsageError(message: refusal) }
                values[spec.name, default: []].append(value)
            }
        }
    }

    subscript(option: Option<Bool>) -> Bool { flags.contains(checked(option.spec)) }
    subscript(option: Option<String?>) -> String? { values[checked(option.spec)]?.last }
    subscript(option: Option<[String]>) -> [String] { values[checked(option.spec)] ?? [] }
    subscript<Choice: NamedChoice>(option: Option<Choice?>) -> Choice? {
        values[checked(option.spec)]?.last.flatMap(Choice.init(rawValue:))
    }
    subscript(option: Option<[DiagnosticCode]>) -> [DiagnosticCode] {
        (values[checked(option.spec)] ?? []).compactMap { DiagnosticCode(rawValue: $0.uppercased()) }
    }

    /// Whether the command takes `option`, for code shared by commands
    /// that take different sets.
    func declares<Value>(_ option: Option<Value>) -> Bool { declared.contains(option.spec.name) }

    private func checked(_ spec: OptionSpec) -> String {
        precondition(declared.contains(spec.name), "--\(spec.name) is read but not declared by the command")
        return spec.name
    }
}
