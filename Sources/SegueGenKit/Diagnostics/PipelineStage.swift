/// The stages of the pipeline that report codes of their own, outside the
/// checks: reading bytes into trees and models (the readers, the scanners,
/// the project reader, and the command line's file reading), decoding
/// manifests and `seguegen.yaml`, rendering templates, comparing a
/// manifest with its storyboard, and writing the output.
public enum PipelineStage {
    static let all: [any DiagnosticOwner.Type] = [
        Reading.self, Decoding.self, Collecting.self, Rendering.self, Exporting.self, Writing.self,
    ]

    /// Bytes to a located tree or model (SG0xx), and what a storyboard
    /// always has (SG401).
    public enum Reading: DiagnosticOwner {
        public static let codes: [DiagnosticCode: Diagnostic.Severity] = [
            .unreadableFile: .error, .invalidEncoding: .error, .inputTooLarge: .error, .nestingTooDeep: .error,
            .jsonSyntax: .error, .yamlSyntax: .error, .yamlUnsupportedFeature: .error, .duplicateKey: .error,
            .xmlSyntax: .error, .xmlForbiddenConstruct: .error, .unsupportedDocument: .error,
            .unknownInputKind: .error, .propertyListSyntax: .error, .unreadableBuildConfiguration: .note,
            .fileInNoTarget: .note, .missingProjectFile: .note, .otherPlatformSkipped: .note, .infoPlistNotRead: .note,
            .storyboardWithoutScenes: .note, .legacyXIBNotRead: .note, .linkedCodeNotRead: .note,
            .projectDescriptionNotRead: .note,
            .storyboardStructure: .warning,
        ]
    }

    /// A manifest's or a configuration's tree to the model (SG1xx).
    public enum Decoding: DiagnosticOwner {
        public static let codes: [DiagnosticCode: Diagnostic.Severity] = [
            .typeMismatch: .error, .missingKey: .error, .unknownKey: .error, .unsupportedVersion: .error,
            .invalidValue: .error, .conflictingKeys: .error,
        ]
    }

    /// The collector every stage reports into, which stops a flood.
    public enum Collecting: DiagnosticOwner {
        public static let codes: [DiagnosticCode: Diagnostic.Severity] = [.tooManyErrors: .error]
    }

    /// Templates (SG5xx).
    public enum Rendering: DiagnosticOwner {
        public static let codes: [DiagnosticCode: Diagnostic.Severity] = [
            .templateSyntax: .error, .unknownTemplateVariable: .error, .unknownTemplateFilter: .error,
            .templateNotFound: .error, .templateTypeError: .error, .templateTooLarge: .error,
        ]
    }

    /// `seguegen diff`: a manifest against its storyboard.
    public enum Exporting: DiagnosticOwner {
        public static let codes: [DiagnosticCode: Diagnostic.Severity] = [.manifestDrift: .error]
    }

    /// The output (SG6xx), written by the command line.
    public enum Writing: DiagnosticOwner {
        public static let codes: [DiagnosticCode: Diagnostic.Severity] = [
            .outputWriteFailed: .error, .staleOutput: .error, .staleFileList: .error,
            .undeclaredScriptInput: .warning,
        ]
    }
}
