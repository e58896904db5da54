import SegueGenSupport

/// Quotes text as a string literal of Swift or JSON, which escape the same
/// characters and differ only in how they spell a control character.
/// Public for the command line's reports, which are JSON too.
public enum StringEscaping {
    enum Style {
        /// `\u{1b}`
        case swift
        /// `\u001b`
        case json
    }

    /// `text` as a JSON string, for the context's JSON, JSON manifests and
    /// the command line's reports and baselines.
    public static func jsonString(_ text: String) -> String { quoted(text, style: .json) }

    static func quoted(_ text: String, style: Style) -> String {
        let plain = text.utf8.allSatisfy {
            $0 >= 0x20 && $0 != 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
        }
        if plain { return "\"" + text + "\"" }
        let escaped = text.unicodeScalars.escaped { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: controlEscape(scalar, style: style)
            default: nil
            }
        }
        return "\"" + escaped + "\""
    }

    private static func controlEscape(_ scalar: Unicode.Scalar, style: Style) -> String {
        let hex = String(scalar.value, radix: 16)
        return switch style {
        case .swift: "\\u{" + hex + "}"
        case .json: "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
