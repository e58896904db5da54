import TemplateEngine

/// Prints a template context as JSON, keys in their documented order, for
/// `seguegen context`: what a template author sees is what templates get.
public enum ContextJSON {
    public static func render(_ root: any TemplateObject) -> String {
        var text = ""
        render(root) { text += $0 }
        return text
    }

    /// Hands the JSON to `output` in chunks of about 256 KB, since the
    /// context of a large project runs to many times the size of its
    /// generated code.
    public static func render(_ root: any TemplateObject, output: (String) -> Void) {
        withoutActuallyEscaping(output) { output in
            var writer = ChunkedWriter(sink: output)
            write(.object(root), indent: "", into: &writer)
            writer.append("\n")
            writer.flush()
        }
    }

    private struct ChunkedWriter {
        let sink: (String) -> Void
        var buffer = ""

        mutating func append(_ text: String) {
            buffer += text
            if buffer.utf8.count >= 256 << 10 { flush() }
        }

        mutating func flush() {
            guard !buffer.isEmpty else { return }
            sink(buffer)
            buffer.removeAll(keepingCapacity: true)
        }

        static func += (writer: inout ChunkedWriter, text: String) {
            writer.append(text)
        }
    }

    private static func write(_ value: TemplateValue, indent: String, into output: inout ChunkedWriter) {
        switch value {
        case .string(let text): output += StringEscaping.jsonString(text)
        case .int(let number): output += String(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += indent + "  "
                write(item, indent: indent + "  ", into: &output)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let object):
            let keys = object.templateKeys
            output += "{\n"
            for (index, key) in keys.enumerated() {
                output += indent + "  " + StringEscaping.jsonString(key) + ": "
                write(object.templateValue(forKey: key) ?? .null, indent: indent + "  ", into: &output)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }
}
