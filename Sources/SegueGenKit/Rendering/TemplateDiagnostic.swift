import TemplateEngine

extension Diagnostic {
    /// A template engine's error as SegueGen reports it: the engine knows
    /// only kinds of error, and the codes (SG5xx) are SegueGen's.
    init(_ error: TemplateError) {
        let code: DiagnosticCode =
            switch error.kind {
            case .syntax: .templateSyntax
            case .unknownVariable: .unknownTemplateVariable
            case .unknownFilter: .unknownTemplateFilter
            case .notFound: .templateNotFound
            case .typeError: .templateTypeError
            case .tooLarge: .templateTooLarge
            }
        self = Diagnostic(code, error.message, at: error.location)
    }
}
