import SegueGenSupport

/// Every unwind action, a segue's or one a class declares, is a
/// one-argument Objective-C selector, which is what UIKit calls.
enum SelectorCheck: Check {
    static let codes: [DiagnosticCode: Diagnostic.Severity] = [.malformedSelector: .error]

    static func check(_ run: CheckContext, _ report: inout CheckReport) {
        for segue in run.project.storyboards.lazy.flatMap(\.scenes).flatMap(\.segues) {
            if let action = segue.action, run.project.unwindActionName(action) == nil {
                reportMalformed(action, at: segue.actionLocation, report: &report)
            }
        }
        for declaration in run.project.classes {
            for action in declaration.unwindActions where run.project.unwindActionName(action.selector) == nil {
                reportMalformed(action.selector, at: action.location, report: &report)
            }
        }
    }

    private static func reportMalformed(_ selector: String, at location: SourceLocation, report: inout CheckReport) {
        let message: String
        if !selector.contains(":"), UnwindActionName(selector: selector + ":") != nil {
            message = "\"\(selector)\" has no argument; an unwind action takes the segue, so write \"\(selector):\""
        } else if selector.filter({ $0 == ":" }).count > 1 {
            message =
                "\"\(selector)\" takes several arguments; an unwind action takes only the segue, as in \"unwindToRed:\""
        } else {
            message = "\"\(selector)\" is not a valid Objective-C selector; write it as name: (letters, digits, _)"
        }
        report.emit(.malformedSelector, message, at: location)
    }
}

/// The codes `SelectorCheck` reports; their severities are its `codes`.
extension DiagnosticCode {
    public static var malformedSelector: Self {
        .init("SG207", "an unwind action is not a valid one-argument Objective-C selector")
    }
}
