import SegueGenSupport

/// Escaping for the XML reports (JUnit, Checkstyle): an attribute value or
/// text holds any message, and a control character XML 1.0 forbids
/// becomes a space instead of a document no reader accepts.
enum XMLText {
    static func escaped(_ text: String) -> String {
        text.unicodeScalars.escaped { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&apos;"
            case "\n": "&#10;"
            case "\t": "&#9;"
            case _ where scalar.value < 0x20: " "
            default: nil
            }
        }
    }

    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}
