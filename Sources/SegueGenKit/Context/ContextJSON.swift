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
            writer.write("\n")
            writer.flush()
        }
    }

    private struct ChunkedWriter: TextOutputStream {
        let sink: (String) -> Void
        var buffer = ""

        mutating func write(_ text: String) {
            buffer += text
            if buffer.utf8.count >= 256 << 10 { flush() }
        }

        mutating func flush() {
            guard !buffer.isEmpty else { return }
            sink(buffer)
            buffer.removeAll(keepingCapacity: true)
        }
    }

    private static func write(_ value: TemplateValue, indent: String, into output: inout ChunkedWriter) {
        switch value {
        case .string(let text): output.write(StringEscaping.jsonString(text))
        case .int(let number): output.write(String(number))
        case .bool(let flag): output.write(flag ? "true" : "false")
        case .null: output.write("null")
        case .array(let items):
            JSONLayout.writeArray(count: items.count, indent: indent, into: &output) { index, inner, output in
                write(items[index], indent: inner, into: &output)
            }
        case .object(let object):
            let keys = object.templateKeys
            JSONLayout.writeObject(keys: keys, indent: indent, into: &output) { index, inner, output in
                write(object.templateValue(forKey: keys[index]) ?? .null, indent: inner, into: &output)
            }
        }
    }
}
