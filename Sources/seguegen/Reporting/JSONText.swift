import SegueGenKit

/// A JSON document as a value, written by hand: the tool links no
/// Foundation, and the reports and the baseline must come out byte for byte
/// the same on every machine (keys in the order given, two-space indents,
/// one trailing line feed).
indirect enum JSONText {
    case string(String)
    case number(Int)
    case bool(Bool)
    case array([JSONText])
    /// Entries in the order they are written, so a document reads in the
    /// order its format documents.
    case object([(String, JSONText)])

    /// The document, pretty-printed, ending in a line feed.
    var rendered: String {
        var text = ""
        write(to: &text, indent: "")
        return text + "\n"
    }

    private func write(to text: inout String, indent: String) {
        switch self {
        case .string(let value): text += StringEscaping.jsonString(value)
        case .number(let value): text += String(value)
        case .bool(let value): text += value ? "true" : "false"
        case .array(let items):
            JSONLayout.writeArray(count: items.count, indent: indent, into: &text) { index, inner, text in
                items[index].write(to: &text, indent: inner)
            }
        case .object(let entries):
            JSONLayout.writeObject(keys: entries.map(\.0), indent: indent, into: &text) { index, inner, text in
                entries[index].1.write(to: &text, indent: inner)
            }
        }
    }
}
