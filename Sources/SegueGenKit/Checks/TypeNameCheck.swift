import SegueGenSupport

/// Every class, module and sender type the inputs name can be written in
/// Swift, so that no text from an input is pasted into generated code
/// unchecked.
enum TypeNameCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [.invalidTypeName: .error]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        for storyboard in run.project.storyboards {
            for scene in storyboard.scenes {
                checkTypeName(scene.customClass, at: scene.customClassLocation, report: &report)
                for segue in scene.segues {
                    checkTypeName(segue.segueClass, at: segue.segueClassLocation, report: &report)
                }
            }
        }
        for declaration in run.project.classes {
            if !SwiftNaming.isValidTypeName(declaration.name) {
                report.emit(
                    .invalidTypeName, "\"\(declaration.name)\" is not a valid Swift class name",
                    at: declaration.location)
            }
            for sender in declaration.senders where !isValidSenderType(sender.type) {
                report.emit(
                    .invalidTypeName, "\"\(sender.type)\" is not a Swift type name a sender can have",
                    at: sender.location)
            }
        }
    }

    private static func checkTypeName(_ type: TypeReference?, at location: SourceLocation, report: inout CheckReport) {
        guard let type else { return }
        if !SwiftNaming.isValidTypeName(type.name) {
            report.emit(.invalidTypeName, "\"\(type.name)\" is not a valid Swift class name", at: location)
        }
        if let module = type.module, module.contains(".") || !SwiftNaming.isValidTypeName(module) {
            report.emit(.invalidTypeName, "\"\(module)\" is not a valid Swift module name", at: location)
        }
    }

    /// A sender type may be a plain or qualified name with an optional `?`,
    /// or an array of such.
    static func isValidSenderType(_ type: String) -> Bool {
        var text = Substring(type)
        if text.hasSuffix("?") { text = text.dropLast() }
        if text.hasPrefix("[") && text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        return SwiftNaming.isValidTypeName(String(text))
    }
}

/// The codes `TypeNameCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var invalidTypeName: Self {
        .init("SG218", "a class, module or sender type is not a valid Swift type name")
    }
}
