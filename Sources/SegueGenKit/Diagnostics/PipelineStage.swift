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
            .projectDescriptionNotRead: .note, .xcodeGenSpecNotRead: .warning, .bazelBuildNotRead: .note,
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

/// The codes of the stages, each stage's in its own block, in the order
/// of `PipelineStage.all`; their severities are the stage's `codes`.
extension DiagnosticCode {
    // PipelineStage.Reading
    public static var unreadableFile: Self {
        .init("SG001", "an input file cannot be read")
    }
    public static var invalidEncoding: Self {
        .init("SG002", "an input file is not valid UTF-8")
    }
    public static var inputTooLarge: Self {
        .init("SG003", "an input file is larger than the reader accepts")
    }
    public static var nestingTooDeep: Self {
        .init("SG004", "an input nests deeper than the reader accepts")
    }
    public static var jsonSyntax: Self {
        .init("SG005", "a JSON manifest is not valid JSON")
    }
    public static var yamlSyntax: Self {
        .init("SG006", "a YAML manifest is not valid in the supported YAML subset")
    }
    public static var yamlUnsupportedFeature: Self {
        .init("SG007", "a YAML manifest uses a YAML feature outside the supported subset")
    }
    public static var duplicateKey: Self {
        .init("SG008", "a mapping has the same key twice")
    }
    public static var xmlSyntax: Self {
        .init("SG009", "a storyboard or a property list is not well-formed XML")
    }
    public static var xmlForbiddenConstruct: Self {
        .init("SG010", "a storyboard contains a DOCTYPE or entity declaration")
    }
    public static var unsupportedDocument: Self {
        .init("SG011", "a document is not a UIKit storyboard")
    }
    public static var unknownInputKind: Self {
        .init("SG012", "an input file has an extension SegueGen does not read")
    }
    public static var propertyListSyntax: Self {
        .init("SG013", "an Xcode project or a property list is not well-formed")
    }
    public static var unreadableBuildConfiguration: Self {
        .init("SG014", "a build configuration file a project names cannot be read, so its settings are the defaults")
    }
    public static var fileInNoTarget: Self {
        .init("SG015", "input files below a folder belong to no target of its Xcode projects")
    }
    public static var missingProjectFile: Self {
        .init("SG016", "files a target's build phases name are not on disk")
    }
    public static var otherPlatformSkipped: Self {
        .init("SG017", "a storyboard for another platform, found in a folder or a project, is skipped")
    }
    public static var infoPlistNotRead: Self {
        .init("SG018", "an Info.plist is not read, so the storyboard the app starts from is not known")
    }
    public static var storyboardWithoutScenes: Self {
        .init("SG019", "a storyboard has no scenes")
    }
    public static var legacyXIBNotRead: Self {
        .init("SG245", "a XIB in the archive format of Xcode 4 and older is not read")
    }
    public static var linkedCodeNotRead: Self {
        .init("SG020", "a target links modules whose code the run cannot read")
    }
    public static var projectDescriptionNotRead: Self {
        .init("SG021", "a Tuist manifest computes its targets, which SegueGen does not read")
    }
    public static var xcodeGenSpecNotRead: Self {
        .init("SG022", "an XcodeGen project spec cannot be read, so its targets do not run as Xcode builds them")
    }
    public static var bazelBuildNotRead: Self {
        .init("SG023", "a folder's Bazel BUILD files declare Apple targets, which SegueGen does not read")
    }
    public static var storyboardStructure: Self {
        .init("SG401", "a storyboard element lacks what Interface Builder always writes")
    }
    // PipelineStage.Decoding
    public static var typeMismatch: Self {
        .init("SG101", "a manifest value has the wrong type")
    }
    public static var missingKey: Self {
        .init("SG102", "a manifest mapping lacks a required key")
    }
    public static var unknownKey: Self {
        .init("SG103", "a manifest mapping has a key the format does not define")
    }
    public static var unsupportedVersion: Self {
        .init("SG104", "a manifest declares a format version this tool does not read")
    }
    public static var invalidValue: Self {
        .init("SG105", "a manifest value is not one of the accepted values")
    }
    public static var conflictingKeys: Self {
        .init("SG107", "a manifest mapping has keys that do not go together")
    }
    // PipelineStage.Collecting
    public static var tooManyErrors: Self {
        .init("SG106", "reporting stopped after too many errors")
    }
    // PipelineStage.Rendering
    public static var templateSyntax: Self {
        .init("SG501", "a template has a syntax error")
    }
    public static var unknownTemplateVariable: Self {
        .init("SG502", "a template uses a variable the context does not have")
    }
    public static var unknownTemplateFilter: Self {
        .init("SG503", "a template uses a filter that does not exist")
    }
    public static var templateNotFound: Self {
        .init("SG504", "a template or an included template cannot be found")
    }
    public static var templateTypeError: Self {
        .init("SG505", "a template applies an operation to a value of the wrong type")
    }
    public static var templateTooLarge: Self {
        .init("SG506", "a template renders more than the renderer's limits allow")
    }
    // PipelineStage.Exporting
    public static var manifestDrift: Self {
        .init("SG402", "a manifest and the storyboard it describes disagree")
    }
    // PipelineStage.Writing
    public static var outputWriteFailed: Self {
        .init("SG601", "the output file cannot be written")
    }
    public static var staleOutput: Self {
        .init("SG602", "the output file on disk differs from what would be generated")
    }
    public static var staleFileList: Self {
        .init("SG603", "a Run Script phase's file list differs from what the target reads and writes")
    }
    public static var undeclaredScriptInput: Self {
        .init("SG604", "a file the Run Script phase reads is not in its input file lists")
    }
}
